import 'server-only';
import { and, eq, lte, ne, or, type SQL } from 'drizzle-orm';
import { sessions } from '@/db/schema';
import { recordActivity } from '@/lib/server/activity';
import { getDb, type Database, type Transaction } from '@/lib/server/db/client';
import { getEnv } from '@/lib/server/env';
import { log } from '@/lib/server/log';

// How long a session lives (issue 25 §2): it expires after SESSION_IDLE_HOURS without use (Better
// Auth's sliding `expiresIn`, renewed at most every SESSION_REFRESH_SECONDS, which is also how
// precise 'Último uso' is) and SESSION_MAX_DAYS after sign-in whatever happens (checked by
// getActor, the gate of every admin page and action, and swept by a scheduled task). Every way a
// session ends is recorded in the activity log, never with the session's token.

/** Better Auth's `updateAge`: a used session is renewed (and its last use stored) this often. */
export const SESSION_REFRESH_SECONDS = 5 * 60;

export function sessionLimits() {
  const { SESSION_IDLE_HOURS, SESSION_MAX_DAYS } = getEnv();
  return {
    idleSeconds: SESSION_IDLE_HOURS * 60 * 60,
    maxAgeMs: SESSION_MAX_DAYS * 24 * 60 * 60_000,
    idleLabel: `inatividade de ${SESSION_IDLE_HOURS} h`,
    maxAgeLabel: `limite de ${SESSION_MAX_DAYS} ${SESSION_MAX_DAYS === 1 ? 'dia' : 'dias'}`,
  };
}

/** Whether a session signed in at `createdAt` has passed the absolute limit. */
export function pastMaxAge(createdAt: Date, now = Date.now()): boolean {
  return createdAt.getTime() + sessionLimits().maxAgeMs <= now;
}

/** Why sessions end, as the activity log's detail says it. */
export const SESSION_END_REASONS = {
  ended: 'encerrada pelo usuário',
  others: 'outras sessões encerradas pelo usuário',
  passwordChange: 'troca de senha',
  passwordReset: 'redefinição de senha',
  userTypeChange: 'mudança de tipo de usuário',
  twoFactorChange: 'autenticação em duas etapas alterada',
} as const;

type Db = Database | Transaction;

const count = (n: number) => `${n} ${n === 1 ? 'sessão' : 'sessões'}`;

/**
 * Ends the sessions of `userId` that `which` selects (all, all but one, or one by id) and records
 * it once, by `actorId`, with the reason and how many ended. Returns how many ended.
 */
export async function endSessions(
  db: Db,
  input: {
    userId: string;
    which: { all: true } | { except: string } | { only: string };
    actorId: string | null;
    reason: string;
  },
): Promise<number> {
  const { userId, which, actorId, reason } = input;
  const scope: SQL | undefined =
    'only' in which
      ? eq(sessions.id, which.only)
      : 'except' in which
        ? ne(sessions.id, which.except)
        : undefined;
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), scope))
    .returning({ id: sessions.id });
  if (ended.length > 0) {
    await recordActivity(db, {
      actorId,
      kind: 'session_ended',
      entity: 'sessions',
      entityId: userId,
      detail: `${reason} (${count(ended.length)})`,
    });
  }
  return ended.length;
}

/** Records the expiry of one session of `userId` (its owner is the entry's user). */
export async function recordExpiry(db: Db, userId: string, reason: string): Promise<void> {
  await recordActivity(db, {
    actorId: userId,
    kind: 'session_expired',
    entity: 'sessions',
    entityId: userId,
    detail: reason,
  });
}

/** Ends one session that passed the absolute limit, and records it (once, whoever sees it first). */
export async function expireSession(db: Database, session: { id: string; userId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await tx.delete(sessions).where(eq(sessions.id, session.id)).returning({ id: sessions.id });
    if (ended.length > 0) await recordExpiry(tx, session.userId, sessionLimits().maxAgeLabel);
  });
}

/**
 * Deletes every session that expired (idle) or passed the absolute limit, and records each expiry.
 * Returns how many went. Run every 10 minutes by the worker (several instances: each row is
 * deleted, and so recorded, once).
 */
export async function sweepExpiredSessions(db: Database = getDb(), now = new Date()): Promise<number> {
  const { maxAgeMs, idleLabel, maxAgeLabel } = sessionLimits();
  const oldest = new Date(now.getTime() - maxAgeMs);
  return db.transaction(async (tx) => {
    const expired = await tx
      .delete(sessions)
      .where(or(lte(sessions.expiresAt, now), lte(sessions.createdAt, oldest)))
      .returning({ userId: sessions.userId, createdAt: sessions.createdAt });
    for (const session of expired) {
      await recordExpiry(tx, session.userId, session.createdAt <= oldest ? maxAgeLabel : idleLabel);
    }
    return expired.length;
  });
}

/** The sweep, as the job worker schedules it (src/startup/jobs.ts). */
export const sessionSweepTask = {
  task: 'sessions_sweep',
  schedule: '*/10 * * * *',
  run: async () => {
    const swept = await sweepExpiredSessions();
    if (swept > 0) log.info({ swept }, 'expired sessions ended');
  },
};
