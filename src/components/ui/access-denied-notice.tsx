import { ForbiddenError } from '@/lib/auth/roles';

/**
 * What an admin page shows to someone who is not an admin, when it is reached without the admin
 * guard (the services refuse them anyway; this only avoids an error page).
 */
export function AccessDeniedNotice() {
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
      {new ForbiddenError().message}
    </p>
  );
}
