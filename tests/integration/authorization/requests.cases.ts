import { GET as exportRoute } from '@/app/admin/solicitacoes/exportar/route';
import { consultations } from '@/db/schema';
import { searchRequestsAction, updateRequestStatusAction } from '@/features/requests/actions';
import { formDataOf } from '../helpers/form-data';
import { countNewRequests, listRequests, listRequestsForExport } from '@/features/requests/queries';
import { searchRequests, updateRequestStatus } from '@/features/requests/service';
import { getDb } from '@/lib/server/db/client';
import type { AuthorizationCase } from './case';
import { asRequestOf, requestCase } from './request';

// The requests inbox (/admin/solicitacoes): admins and super_admins only, in every read and write.

/** A stored consultation to act on. */
export async function storedConsultation(): Promise<string> {
  const [row] = await getDb()
    .insert(consultations)
    .values({ name: 'Matriz', email: 'matriz@cliente.test', phone: '11912345678', caseSummary: 'Um caso.' })
    .returning({ id: consultations.id });
  return row!.id;
}

export const cases: AuthorizationCase[] = [
  {
    name: 'requests.listRequests',
    permission: 'requests.manage',
    covers: [listRequests],
    call: (actor) => listRequests(actor, { page: 1 }),
  },
  {
    name: 'requests.listRequestsForExport',
    permission: 'requests.manage',
    covers: [listRequestsForExport],
    call: (actor) => listRequestsForExport(actor, { page: 1, type: 'consultation' }),
  },
  {
    name: 'requests.countNewRequests',
    permission: 'requests.manage',
    covers: [countNewRequests],
    call: (actor) => countNewRequests(actor),
  },
  {
    name: 'requests.updateRequestStatus',
    permission: 'requests.manage',
    covers: [updateRequestStatus],
    call: async (actor) =>
      updateRequestStatus(actor, { kind: 'consultation', id: await storedConsultation(), status: 'done' }),
  },
  {
    name: 'requests.searchRequests',
    permission: 'requests.manage',
    covers: [searchRequests],
    call: (actor) => searchRequests(actor, { q: 'matriz' }),
  },
  {
    name: 'requests.searchRequestsAction',
    permission: 'requests.manage',
    covers: [searchRequestsAction],
    call: (actor) => asRequestOf(actor, () => searchRequestsAction(formDataOf({ q: 'matriz' }))),
  },
  requestCase(
    'requests: updateRequestStatusAction',
    'requests.manage',
    updateRequestStatusAction,
    storedConsultation,
    (id) => updateRequestStatusAction({ kind: 'consultation', id }, 'in_progress'),
  ),
  {
    ...requestCase(
      'route /admin/solicitacoes/exportar GET',
      'requests.manage',
      exportRoute,
      async () => undefined,
      () => exportRoute(new Request('http://localhost/admin/solicitacoes/exportar?type=consultation')),
    ),
    refused: (response) => (response as Response).status === 403,
  },
];
