import 'server-only';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { activityLog, administrators } from '@/db/schema';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import { getDb } from '@/lib/server/db/client';
import {
  ACTIVITY_PAGE_SIZE,
  type ActivityEntity,
  type ActivityFilter,
  type ActivityKind,
  type ActivityPage,
} from '@/lib/shared/activity';

// Reads of the activity log (/admin/atividades): the super_admin's only. Newest first, by user
// and by kind, a page at a time; the users of the filter are the administrators.

function conditions(filter: ActivityFilter): SQL | undefined {
  return and(
    filter.user ? eq(activityLog.actorId, filter.user) : undefined,
    filter.kind ? eq(activityLog.kind, filter.kind) : undefined,
  );
}

/** One page of entries (50 a page) and the administrators to filter by. */
export async function listActivity(actor: Actor | null, filter: ActivityFilter): Promise<ActivityPage> {
  requirePermission(actor, 'activity.read');
  const db = getDb();
  const where = conditions(filter);
  const [totals] = await db.select({ total: count() }).from(activityLog).where(where);
  const total = totals?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ACTIVITY_PAGE_SIZE));
  const page = Math.min(filter.page, pageCount);
  const rows = await db
    .select({
      id: activityLog.id,
      at: activityLog.at,
      kind: activityLog.kind,
      entity: activityLog.entity,
      entityId: activityLog.entityId,
      detail: activityLog.detail,
      actorId: activityLog.actorId,
      actorEmail: administrators.email,
    })
    .from(activityLog)
    .leftJoin(administrators, eq(administrators.id, activityLog.actorId))
    .where(where)
    .orderBy(desc(activityLog.at), desc(activityLog.id))
    .limit(ACTIVITY_PAGE_SIZE)
    .offset((page - 1) * ACTIVITY_PAGE_SIZE);
  const users = await db
    .select({ id: administrators.id, email: administrators.email })
    .from(administrators)
    .orderBy(asc(administrators.email));
  const items = rows.map((row) => ({
    ...row,
    at: row.at.toISOString(),
    kind: row.kind as ActivityKind,
    entity: row.entity as ActivityEntity,
  }));
  return { items, total, page, pageCount, users };
}
