import 'server-only';
import { eq, lt, sql } from 'drizzle-orm';
import { activityLog, administrators } from '@/db/schema';
import { ACTIVITY_LIMITS } from '@/db/schema/limits';
import {
  activityEntityLabels,
  ACTIVITY_RETENTION_MONTHS,
  type ActivityEntity,
  type ActivityKind,
} from '@/lib/shared/activity';
import { getDb, type Database, type Transaction } from './db/client';
import { log } from '@/lib/server/log';
import { countEvent } from '@/runtime/runtime.mjs';

// The activity log (/admin/atividades): who did what and when. An entry names the entity and its
// id, never a visitor's personal data (no names, e-mails or texts of requests). Writes record in
// the transaction of the change where they have one, so a change that fails logs nothing.

export interface ActivityEntry {
  /** The administrator who acted; null when no one is known (e.g. a failed sign-in). */
  actorId: string | null;
  kind: ActivityKind;
  entity: ActivityEntity;
  entityId?: string | null;
  /** A short, non-personal note (e.g. the new status), cut to the column's length. */
  detail?: string | null;
}

/** The database or a transaction of it. */
type Writer = Pick<Database, 'insert'>;

/** Records one entry, through `db` (pass the change's transaction to record within it). */
export async function recordActivity(db: Writer, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values({
    actorId: entry.actorId,
    kind: entry.kind,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    detail: entry.detail?.slice(0, ACTIVITY_LIMITS.detail) ?? null,
  });
}

/**
 * Runs `write` in a transaction and records what `entryOf` says of its result in the same one:
 * both are stored or neither.
 */
export function writeRecorded<R>(
  write: (tx: Transaction) => Promise<R>,
  entryOf: (result: R) => ActivityEntry,
): Promise<R> {
  return getDb().transaction(async (tx) => {
    const result = await write(tx);
    await recordActivity(tx, entryOf(result));
    return result;
  });
}

/** Who makes a write, for its entry, and an optional short note (e.g. 'Inativo'). */
export type Audit = { actorId: string | null; detail?: string };
/** A write outside any request (scripts, tests): recorded with no actor. */
export const NO_ACTOR: Audit = { actorId: null };

/** The entries of a table's writes: the table's name is the entity, and must have a label. */
export function tableActivity(tableName: string) {
  if (!(tableName in activityEntityLabels())) throw new Error(`No activity label for table ${tableName}`);
  const entity = tableName as ActivityEntity;
  return (kind: ActivityKind, entityId: string, audit: Audit): ActivityEntry => ({
    ...audit,
    kind,
    entity,
    entityId,
  });
}

/** Each outcome of a sign-in attempt, as its entry's kind. */
const SIGN_IN_KINDS = { success: 'sign_in', failure: 'sign_in_failed', locked: 'sign_in_locked' } as const;

/**
 * A sign-in attempt: a success, a wrong password or code, or a refusal while the account is locked;
 * `method` says how ('senha', 'passkey', 'senha e código'…). A failure never stores what was typed:
 * it names the administrator whose e-mail it was (so their page shows attempts on their account),
 * or no one for a stranger's.
 */
export async function recordSignIn(
  outcome: keyof typeof SIGN_IN_KINDS,
  who: { userId: string } | { email: string },
  method?: string,
): Promise<void> {
  // tribuna_sign_in_total{result} (src/http/metrics.mjs): one count per attempt, whatever the method.
  countEvent('sign_in', outcome);
  const db = getDb();
  let actorId: string | null;
  if ('userId' in who) actorId = who.userId;
  else {
    const [row] = await db
      .select({ id: administrators.id })
      .from(administrators)
      .where(eq(administrators.email, who.email.trim().toLowerCase()));
    actorId = row?.id ?? null;
  }
  await recordActivity(db, {
    actorId,
    kind: SIGN_IN_KINDS[outcome],
    entity: 'administrators',
    entityId: actorId,
    detail: method ?? null,
  });
}

/** The daily task that deletes entries older than 12 months; returns how many it deleted. */
export async function pruneActivity(db: Database = getDb(), now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(activityLog)
    .where(
      lt(
        activityLog.at,
        sql`${now.toISOString()}::timestamptz - make_interval(months => ${ACTIVITY_RETENTION_MONTHS})`,
      ),
    )
    .returning({ id: activityLog.id });
  return deleted.length;
}

/**
 * The daily prune, as the job worker schedules it (src/startup/jobs.ts): every day at
 * 03:10 server time; `?fill=1d` catches up a run missed while the server was down.
 */
export const activityPruneTask = {
  task: 'activity_prune',
  schedule: '10 3 * * * ?fill=1d',
  run: async () => {
    log.info({ pruned: await pruneActivity() }, 'activity entries older than 12 months pruned');
  },
};
