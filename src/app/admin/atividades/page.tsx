import type { Metadata } from 'next';
import { AdminScreen } from '@/components/ui/admin-screen';
import { ActivityLog } from '@/features/activity/components/activity-log';
import { listActivity } from '@/features/activity/service';
import { ACTIVITY_MESSAGES, activityFilterSchema } from '@/lib/shared/activity';

export const metadata: Metadata = { title: 'Atividades | Painel Administrativo' };

export default async function ActivityPage({ searchParams }: PageProps<'/admin/atividades'>) {
  const filter = activityFilterSchema.parse(await searchParams);
  return (
    <AdminScreen
      texts={ACTIVITY_MESSAGES}
      access={{ permission: 'activity.read', message: ACTIVITY_MESSAGES.superAdminOnly }}
      load={(actor) => listActivity(actor, filter)}
      render={(page) => <ActivityLog page={page} filter={filter} />}
    />
  );
}
