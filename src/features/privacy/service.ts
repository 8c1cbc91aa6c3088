import 'server-only';
import { parseInput } from '@/lib/shared/action-result';
import { requireRole, type Actor } from '@/lib/shared/auth/roles';
import { getDb } from '@/lib/server/db/client';
import { deleteOutboxFilesOf, outboxFilesOf } from './outbox';
import { deleteRequestsWhere, jobsOf, removeJobsOf, requestsOf } from './personal-data';
import { currentRetentionMonths, lastRetentionRun } from './retention';
import { personalEmailSchema, type ErasureResult, type PersonalData, type RetentionRunView } from './schema';

// 'Dados pessoais (LGPD)' of the inbox (issue 12): what is held for one e-mail, its export and its
// erasure. The inbox's rule applies: admins and super_admins, checked here in every function.

/**
 * Where the activity log (issue 12 §3) records an export or an erasure: the entity is the data
 * subject's requests, never the address itself. Wired by the activity log's branch.
 */
function recordDisclosure(_actor: Actor, _action: 'lgpd_export' | 'lgpd_erase', _count: number): void {}

async function collect(email: string): Promise<PersonalData> {
  const requests = await requestsOf(email);
  const [jobs, outboxFiles] = await Promise.all([
    jobsOf(requests.map(({ kind, id }) => ({ kind, id }))),
    outboxFilesOf(email),
  ]);
  return { email, requests, jobs, outboxFiles };
}

/** Everything held for an e-mail address (exact, ignoring case). */
export async function findPersonalData(actor: Actor | null, email: unknown): Promise<PersonalData> {
  requireRole(actor, 'admin');
  return collect(parseInput(personalEmailSchema, email));
}

/** 'Exportar dados': the same, as the JSON file handed to the person. */
export async function exportPersonalData(actor: Actor | null, email: unknown): Promise<string> {
  const admin = requireRole(actor, 'admin');
  const data = await collect(parseInput(personalEmailSchema, email));
  const document = { exportedAt: new Date().toISOString(), ...data };
  // activity: lgpd_export
  recordDisclosure(admin, 'lgpd_export', data.requests.length);
  return JSON.stringify(document, null, 2);
}

/** 'Excluir dados': the requests, their queued notifications and their outbox e-mails. */
export async function erasePersonalData(actor: Actor | null, email: unknown): Promise<ErasureResult> {
  const admin = requireRole(actor, 'admin');
  const address = parseInput(personalEmailSchema, email);
  const { refs, jobs } = await getDb().transaction(async (tx) => {
    const deleted = await deleteRequestsWhere(tx, { email: address });
    return { refs: deleted, jobs: await removeJobsOf(tx, deleted) };
  });
  const outboxFiles = await deleteOutboxFilesOf(address);
  const result = {
    consultations: refs.filter((ref) => ref.kind === 'consultation').length,
    messages: refs.filter((ref) => ref.kind === 'contact').length,
    jobs,
    outboxFiles,
  };
  // activity: lgpd_erase
  recordDisclosure(admin, 'lgpd_erase', refs.length);
  return result;
}

/** The retention setting and the job's last run, for the screen. */
export async function getRetentionStatus(
  actor: Actor | null,
): Promise<{ months: number; lastRun: RetentionRunView | null }> {
  requireRole(actor, 'admin');
  const [months, lastRun] = await Promise.all([currentRetentionMonths(), lastRetentionRun()]);
  return { months, lastRun };
}
