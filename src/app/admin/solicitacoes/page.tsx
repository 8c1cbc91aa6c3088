import type { Metadata } from 'next';
import { AccessDeniedNotice } from '@/components/ui/access-denied-notice';
import { AsyncContent } from '@/components/ui/async-content';
import { buttonClasses } from '@/components/ui/button';
import { ScreenHeader } from '@/components/ui/screen-header';
import { RequestsInbox } from '@/features/requests/components/requests-inbox';
import { listRequests } from '@/features/requests/queries';
import { filterQuery, REQUEST_MESSAGES, requestFilterSchema } from '@/features/requests/schema';
import { hasRole } from '@/lib/auth/roles';
import { getActor } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Solicitações | Painel Administrativo' };
// Per request: new requests arrive at any time.
export const dynamic = 'force-dynamic';

export default async function RequestsPage({ searchParams }: PageProps<'/admin/solicitacoes'>) {
  const actor = await getActor();
  if (!hasRole(actor, 'admin')) return <AccessDeniedNotice />;
  const filter = requestFilterSchema.parse(await searchParams);
  return (
    <>
      <ScreenHeader
        title={REQUEST_MESSAGES.title}
        description="Consultas e mensagens de contato recebidas pelo site, mais recentes primeiro."
        action={
          // A file download, not a page: a plain link (no client-side navigation).
          <a
            href={`/admin/solicitacoes/exportar${filterQuery(filter)}`}
            className={buttonClasses('secondary')}
          >
            Exportar CSV
          </a>
        }
      />
      <AsyncContent
        load={() => listRequests(actor, filter)}
        errorMessage={REQUEST_MESSAGES.loadFailed}
        render={(page) => <RequestsInbox page={page} filter={filter} />}
      />
    </>
  );
}
