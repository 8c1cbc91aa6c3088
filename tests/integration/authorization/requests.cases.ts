import { GET as exportRoute } from '@/app/admin/solicitacoes/exportar/route';
import { consultations } from '@/db/schema';
import {
  addRequestNoteAction,
  assignRequestAction,
  requestHistoryAction,
  setFollowUpAction,
  updateRequestStatusAction,
} from '@/features/requests/actions';
import { listPriorContacts, listRequestNotes, listStaff } from '@/features/requests/pipeline-queries';
import { countNewRequests, listRequests, listRequestsForExport } from '@/features/requests/queries';
import {
  addRequestNote,
  assignRequest,
  setRequestFollowUp,
  updateRequestStatus,
} from '@/features/requests/service';
import { formDataOf } from '../helpers/form-data';
import { getDb } from '@/lib/server/db/client';
import { actorWithRole } from '../helpers/actors';
import type { AuthorizationCase } from './case';
import { requestCase } from './request';

// The requests inbox (/admin/solicitacoes): admins and super_admins only, in every read and write.

/** A stored consultation to act on. */
export async function storedConsultation(): Promise<string> {
  const [row] = await getDb()
    .insert(consultations)
    .values({ name: 'Matriz', email: 'matriz@cliente.test', phone: '11912345678', caseSummary: 'Um caso.' })
    .returning({ id: consultations.id });
  return row!.id;
}

/** A real staff account (a note's author is a foreign key to users). */
let staffId: Promise<string> | undefined;
function staffUserId(): Promise<string> {
  staffId ??= actorWithRole('admin').then((actor) => actor.userId);
  return staffId;
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
  requestCase(
    'requests: updateRequestStatusAction',
    'requests.manage',
    updateRequestStatusAction,
    storedConsultation,
    (id) => updateRequestStatusAction({ kind: 'consultation', id }, 'in_progress'),
  ),
  // The intake pipeline (issue 24).
  {
    name: 'requests.listStaff',
    permission: 'requests.manage',
    covers: [listStaff],
    call: (actor) => listStaff(actor),
  },
  {
    name: 'requests.listRequestNotes',
    permission: 'requests.manage',
    covers: [listRequestNotes],
    call: async (actor) => listRequestNotes(actor, { kind: 'consultation', id: await storedConsultation() }),
  },
  {
    name: 'requests.listPriorContacts',
    permission: 'requests.manage',
    covers: [listPriorContacts],
    call: async (actor) => listPriorContacts(actor, { kind: 'consultation', id: await storedConsultation() }),
  },
  {
    name: 'requests.assignRequest',
    permission: 'requests.manage',
    covers: [assignRequest],
    call: async (actor) =>
      assignRequest(actor, { kind: 'consultation', id: await storedConsultation(), assignee_id: '' }),
  },
  {
    name: 'requests.setRequestFollowUp',
    permission: 'requests.manage',
    covers: [setRequestFollowUp],
    call: async (actor) =>
      setRequestFollowUp(actor, {
        kind: 'consultation',
        id: await storedConsultation(),
        follow_up_on: '2030-01-02',
      }),
  },
  {
    name: 'requests.addRequestNote',
    permission: 'requests.manage',
    covers: [addRequestNote],
    // A note's author must be a real user: the case's actors are not (nor are the users table's).
    call: async (actor) =>
      addRequestNote(actor && { ...actor, userId: await staffUserId() }, {
        kind: 'consultation',
        id: await storedConsultation(),
        body: 'Ligar na segunda.',
      }),
  },
  requestCase(
    'requests: assignRequestAction',
    'requests.manage',
    assignRequestAction,
    storedConsultation,
    (id) => assignRequestAction({ kind: 'consultation', id }, ''),
  ),
  requestCase('requests: setFollowUpAction', 'requests.manage', setFollowUpAction, storedConsultation, (id) =>
    setFollowUpAction(formDataOf({ kind: 'consultation', id, follow_up_on: '' })),
  ),
  requestCase(
    'requests: addRequestNoteAction',
    'requests.manage',
    addRequestNoteAction,
    storedConsultation,
    (id) => addRequestNoteAction(formDataOf({ kind: 'consultation', id, body: 'Cliente pediu retorno.' })),
  ),
  requestCase(
    'requests: requestHistoryAction',
    'requests.manage',
    requestHistoryAction,
    storedConsultation,
    (id) => requestHistoryAction({ kind: 'consultation', id }),
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
