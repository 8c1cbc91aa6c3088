import { AdminScreen } from '@/components/ui/admin-screen';
import { AdminAlerts } from '@/features/alerts/components/admin-alerts';
import { subscriberFilterSchema } from '@/features/alerts/admin-schema';
import { ALERT_ADMIN } from '@/features/alerts/messages';
import { listAlerts } from '@/features/alerts/alerts-admin';
import { listSubscribers } from '@/features/alerts/subscribers-admin';

export const metadata = { title: ALERT_ADMIN.title };

const TEXTS = { screenTitle: ALERT_ADMIN.title, loadFailed: ALERT_ADMIN.loadFailed };

/** /admin/informativos (issue 35 §3). */
export default async function Page({ searchParams }: PageProps<'/admin/informativos'>) {
  const filter = subscriberFilterSchema.parse(await searchParams);
  return (
    <AdminScreen
      texts={TEXTS}
      access={{ permission: 'alerts.subscribers', message: 'Acesso negado.' }}
      load={async (actor) => {
        const [subscribers, alerts] = await Promise.all([listSubscribers(actor, filter), listAlerts(actor)]);
        return { subscribers, alerts };
      }}
      render={({ subscribers, alerts }) => (
        <AdminAlerts subscribers={subscribers} alerts={alerts} filter={filter} />
      )}
    />
  );
}
