import type { Metadata } from 'next';
import { AdminScreen } from '@/components/ui/admin-screen';
import { buttonClasses } from '@/components/ui/button';
import { ScreenToolbar } from '@/components/ui/screen-toolbar';
import { RequestsInbox } from '@/features/requests/components/requests-inbox';
import { RequestsTabs } from '@/features/requests/components/requests-tabs';
import { listStaff } from '@/features/requests/pipeline-queries';
import { listRequests } from '@/features/requests/queries';
import { filterQuery, REQUEST_MESSAGES, requestFilterSchema } from '@/features/requests/schema';
import { todayIso } from '@/lib/shared/dates';

export const metadata: Metadata = { title: 'Solicitações | Painel Administrativo' };

export default async function RequestsPage({ searchParams }: PageProps<'/admin/solicitacoes'>) {
  const filter = requestFilterSchema.parse(await searchParams);
  return (
    <AdminScreen
      texts={{ screenTitle: REQUEST_MESSAGES.title, loadFailed: REQUEST_MESSAGES.loadFailed }}
      header={
        <>
          <RequestsTabs current="/admin/solicitacoes" />
          <ScreenToolbar description="Consultas e mensagens de contato recebidas pelo site, mais recentes primeiro.">
            {/* A file download, not a page: a plain link. */}
            <a
              href={`/admin/solicitacoes/exportar${filterQuery(filter)}`}
              className={buttonClasses('secondary')}
            >
              Exportar CSV
            </a>
          </ScreenToolbar>
        </>
      }
      load={(actor) => Promise.all([listRequests(actor, filter), listStaff(actor)])}
      render={([page, staff]) => (
        <RequestsInbox page={page} filter={filter} staff={staff} today={todayIso()} />
      )}
    />
  );
}
