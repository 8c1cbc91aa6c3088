import 'server-only';
import { parseInput } from '@/lib/shared/action-result';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import { recordActivity, type ActivityEntry } from '@/lib/server/activity';
import { erasureJournalPath, journalErasure } from '@/lib/server/backup/erasure-journal';
import { getDb } from '@/lib/server/db/client';
import { getEnv } from '@/lib/server/env';
import { deleteSubscriptionsOf, subscriptionsOf } from '@/features/alerts/exports';
import { afterContentErased, contentHeldFor, deleteContentWhere } from './declared-personal-data';
import { deleteOutboxFilesOf, outboxFilesOf } from './outbox';
import { deleteRequestsWhere, jobsOf, removeJobsOf, requestsOf } from './personal-data';
import { currentRetentionMonths, lastRetentionRun } from './retention';
import { personalEmailSchema, type ErasureResult, type PersonalData, type RetentionRunView } from './schema';

// 'Dados pessoais (LGPD)' of the inbox (issue 12): what is held for one e-mail, its export and its
// erasure. The inbox's rule applies: admins and super_admins, checked here in every function.

/**
 * The activity log's entry (issue 12 §3) of an export or an erasure: the person's data and how many
 * requests it held, never the address itself.
 */
const disclosure = (admin: Actor, kind: 'lgpd_export' | 'lgpd_erase', count: number): ActivityEntry => ({
  actorId: admin.userId,
  kind,
  entity: 'personal_data',
  detail: `${count} ${count === 1 ? 'solicitação' : 'solicitações'}`,
});

async function collect(email: string): Promise<PersonalData> {
  const requests = await requestsOf(email);
  const [content, jobs, outboxFiles, subscriptions] = await Promise.all([
    contentHeldFor(email),
    jobsOf(requests.map(({ kind, id }) => ({ kind, id }))),
    outboxFilesOf(email),
    subscriptionsOf(email),
  ]);
  return { email, requests, content, jobs, outboxFiles, subscriptions };
}

/** Everything held for an e-mail address (exact, ignoring case). */
export async function findPersonalData(actor: Actor | null, email: unknown): Promise<PersonalData> {
  requirePermission(actor, 'privacy.manage');
  return collect(parseInput(personalEmailSchema, email));
}

/** 'Exportar dados': the same, as the JSON file handed to the person. */
export async function exportPersonalData(actor: Actor | null, email: unknown): Promise<string> {
  const admin = requirePermission(actor, 'privacy.manage');
  const data = await collect(parseInput(personalEmailSchema, email));
  const document = { exportedAt: new Date().toISOString(), ...data };
  await recordActivity(getDb(), disclosure(admin, 'lgpd_export', data.requests.length));
  return JSON.stringify(document, null, 2);
}

/**
 * 'Excluir dados': the requests, their queued notifications and their outbox e-mails (the outbox
 * every instance shares, ADR 0022). The erasure is written to the erasure journal before its
 * transaction commits (no erasure without its entry), so that restoring an older backup erases the
 * person again (lib/server/backup/erasure-journal.ts).
 */
export async function erasePersonalData(actor: Actor | null, email: unknown): Promise<ErasureResult> {
  const admin = requirePermission(actor, 'privacy.manage');
  const address = parseInput(personalEmailSchema, email);
  const { refs, content, jobs, subscriptions } = await getDb().transaction(async (tx) => {
    const deleted = await deleteRequestsWhere(tx, { email: address });
    const removedJobs = await removeJobsOf(tx, deleted);
    const erasedContent = await deleteContentWhere(tx, { email: address });
    // Waits for an alert being sent to the person; nothing is sent to them after it (issue 35).
    const erasedSubscriptions = await deleteSubscriptionsOf(tx, address);
    await recordActivity(tx, disclosure(admin, 'lgpd_erase', deleted.length));
    await journalErasure(erasureJournalPath(getEnv().DATA_DIR), address);
    return { refs: deleted, content: erasedContent, jobs: removedJobs, subscriptions: erasedSubscriptions };
  });
  await afterContentErased(content);
  const outboxFiles = await deleteOutboxFilesOf(address);
  return {
    consultations: refs.filter((ref) => ref.kind === 'consultation').length,
    messages: refs.filter((ref) => ref.kind === 'contact').length,
    bookings: refs.filter((ref) => ref.kind === 'booking').length,
    contentRows: content.rows,
    jobs,
    outboxFiles,
    subscriptions,
  };
}

/** The retention setting and the job's last run, for the screen. */
export async function getRetentionStatus(
  actor: Actor | null,
): Promise<{ months: number; lastRun: RetentionRunView | null }> {
  requirePermission(actor, 'privacy.manage');
  const [months, lastRun] = await Promise.all([currentRetentionMonths(), lastRetentionRun()]);
  return { months, lastRun };
}
