import 'server-only';
import { and, desc, eq, gt } from 'drizzle-orm';
import { sessions } from '@/db/schema';
import { endSessions, SESSION_END_REASONS } from '@/lib/server/auth/session-policy';
import { getDb } from '@/lib/server/db/client';
import { parseInput, UserError } from '@/lib/shared/action-result';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import { describeNetwork, describeUserAgent } from '@/lib/shared/user-agent';
import { SESSIONS_MESSAGES as M, sessionIdSchema, type SessionItem } from './schema';

// The signed-in administrator's own sessions: where and since when, and ending them. Only ever
// the actor's own rows; a session's token never leaves the server.

export async function listMySessions(actor: Actor | null): Promise<SessionItem[]> {
  const me = requirePermission(actor, 'profile.manage');
  const rows = await getDb()
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, me.userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt));
  const items = rows.map((row) => ({
    id: row.id,
    device: describeUserAgent(row.userAgent),
    place: describeNetwork(row.ipAddress),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.updatedAt.toISOString(),
    current: row.id === me.sessionId,
  }));
  // This session first.
  return [...items.filter((item) => item.current), ...items.filter((item) => !item.current)];
}

/** 'Encerrar': ends one of the actor's other sessions. */
export async function endMySession(actor: Actor | null, id: unknown): Promise<void> {
  const me = requirePermission(actor, 'profile.manage');
  const sessionId = parseInput(sessionIdSchema, id);
  if (sessionId === me.sessionId) throw new UserError(M.notCurrent);
  const ended = await getDb().transaction((tx) =>
    endSessions(tx, {
      userId: me.userId,
      which: { only: sessionId },
      actorId: me.userId,
      reason: SESSION_END_REASONS.ended,
    }),
  );
  if (ended === 0) throw new UserError(M.notFound);
}

/** 'Encerrar todas as outras': every session of the actor but this one; how many ended. */
export async function endMyOtherSessions(actor: Actor | null): Promise<number> {
  const me = requirePermission(actor, 'profile.manage');
  return getDb().transaction((tx) =>
    endSessions(tx, {
      userId: me.userId,
      which: me.sessionId ? { except: me.sessionId } : { all: true },
      actorId: me.userId,
      reason: SESSION_END_REASONS.others,
    }),
  );
}
