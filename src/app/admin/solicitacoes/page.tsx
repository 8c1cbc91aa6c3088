import type { Metadata } from 'next';
import { AdminScreen } from '@/components/ui/admin-screen';
import { buttonClasses } from '@/components/ui/button';
import { ScreenToolbar } from '@/components/ui/screen-toolbar';
import { RequestsInbox } from '@/features/requests/components/requests-inbox';
import { RequestsTabs } from '@/features/requests/components/requests-tabs';
import { listStaff } from '@/features/requests/pipeline-queries';
import { listRequests } from '@/features/requests/queries';
import { filterOf, filterQuery, REQUEST_MESSAGES } from '@/features/requests/schema';
import { inboxSearchOf } from '@/features/requests/search';
import { headers } from 'next/headers';
import { todayIso } from '@/lib/shared/dates';

export const metadata: Metadata = { title: 'Solicitações | Painel Administrativo' };

export default async function RequestsPage({ searchParams }: PageProps<'/admin/solicitacoes'>) {
  // The search term comes from the inbox's cookie, never from the address (search.ts).
  const filter = filterOf(await searchParams, inboxSearchOf((await headers()).get('cookie')));
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
