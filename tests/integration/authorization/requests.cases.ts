import { consultations } from '@/db/schema';
import { countNewRequests, listRequests, listRequestsForExport } from '@/features/requests/queries';
import { updateRequestStatus } from '@/features/requests/service';
import { getDb } from '@/lib/db/client';
import type { AuthorizationCase } from './case';

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
  { name: 'requests.listRequests', minimum: 'admin', call: (actor) => listRequests(actor, { page: 1 }) },
  {
    name: 'requests.listRequestsForExport',
    minimum: 'admin',
    call: (actor) => listRequestsForExport(actor, { page: 1, type: 'consultation' }),
  },
  { name: 'requests.countNewRequests', minimum: 'admin', call: (actor) => countNewRequests(actor) },
  {
    name: 'requests.updateRequestStatus',
    minimum: 'admin',
    call: async (actor) =>
      updateRequestStatus(actor, { kind: 'consultation', id: await storedConsultation(), status: 'done' }),
  },
];
