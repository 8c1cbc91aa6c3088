import type { Metadata } from 'next';
import { redirect, unstable_rethrow } from 'next/navigation';
import { AdminBanners } from '@/components/admin/admin-banners';
import { adminNavItems } from '@/components/admin/admin-nav-items';
import { AdminShell } from '@/components/admin/admin-shell';
import { Alert } from '@/components/ui/alert';
import { signOutAction, verifyAdminAccessAction } from '@/features/auth/actions';
import { ADMIN_CHECK_MESSAGES } from '@/lib/shared/auth/messages';
import { can, type Actor } from '@/lib/shared/auth/permissions';
import { TWO_FACTOR_SETUP_PATH } from '@/lib/shared/auth/sign-in-steps';
import { getActor } from '@/lib/server/auth/session';
import { getEnv } from '@/lib/server/env';
import { missingFirmDetails } from '@/features/settings/schema';
import { getSettings } from '@/features/settings/service';
import { countNewRequests } from '@/features/requests/queries';
import { listPublishFailures } from '@/features/blog/service';
import { listMediaAction } from '@/features/media/actions';
import { log } from '@/lib/server/log';

export const metadata: Metadata = {
  title: 'Painel Administrativo',
  robots: { index: false, follow: false },
};

/**
 * Every /admin page: the session and the administrators role are checked on the server before
 * anything renders (src/proxy.ts already sent visitors without a session cookie to /login).
 * Data and writes are checked again in each feature's service.
 */
export default async function AdminLayout({ children }: LayoutProps<'/admin'>) {
  let actor: Actor | null;
  try {
    actor = await getActor();
  } catch (error) {
    unstable_rethrow(error);
    log.error({ err: error }, 'checking administrator access failed');
    return (
      <main className="mx-auto max-w-lg px-4 py-16">
        <Alert variant="error">{ADMIN_CHECK_MESSAGES.failed}</Alert>
      </main>
    );
  }
  // The firm requires two-step sign-in and this account has not set it up: that comes first.
  if (actor?.twoFactorSetupRequired) redirect(TWO_FACTOR_SETUP_PATH);
  if (!can(actor, 'admin.access')) redirect('/login?denied=1');

  // A save in /admin/configuracoes refreshes the page, and this layout with it. Each read may fail
  // alone: the menu and the page still show. A banner or a count is read only for an actor who may
  // open the screen it leads to (the menu shows the same entries).
  const [settings, newRequests, publishFailures] = await Promise.all([
    can(actor, 'settings.write')
      ? getSettings(actor).catch((error: unknown) => {
          log.error({ err: error }, 'could not read the settings for the admin banners');
          return null;
        })
      : null,
    can(actor, 'requests.manage')
      ? countNewRequests(actor).catch((error: unknown) => {
          log.error({ err: error }, 'counting the new requests failed');
          return 0;
        })
      : 0,
    can(actor, 'blog.write')
      ? listPublishFailures(actor).catch((error: unknown) => {
          log.error({ err: error }, 'reading the failed publications failed');
          return [];
        })
      : [],
  ]);

  return (
    <AdminShell
      email={actor.email}
      navItems={adminNavItems().filter((item) => can(actor, item.permission))}
      navCounts={{ '/admin/solicitacoes': newRequests }}
      verifyAccess={verifyAdminAccessAction}
      signOut={signOutAction}
      mediaLibrary={can(actor, 'media.manage') ? listMediaAction : undefined}
      banners={
        <AdminBanners
          missingFirmDetails={settings !== null && missingFirmDetails(settings)}
          emailConfigured={Boolean(getEnv().SMTP_URL)}
          publishFailures={publishFailures}
        />
      }
    >
      {children}
    </AdminShell>
  );
}
