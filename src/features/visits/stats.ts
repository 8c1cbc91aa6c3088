import 'server-only';
import { sql } from 'drizzle-orm';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import { getDb, type Database } from '@/lib/server/db/client';

// Visit statistics for /admin/stats (SPEC §2 Statistics, §7 page_visits). Everything is
// aggregated inside PostgreSQL: the app receives one row per page path, never the visits.

/** How the home page's path ('' or '/') is shown. */
export const HOME_PATH_LABEL = 'Página Inicial';

export const STATS_MESSAGES = {
  screenTitle: 'Estatísticas de Visitas',
  /** The spec has no message for this screen; this follows its wording for the others. */
  loadFailed: () => 'Erro ao carregar estatísticas',
} as const;

/** More distinct paths than this are not listed (the totals still count every visit). */
export const MAX_LISTED_PATHS = 1000;

export interface PathVisits {
  /** The page path; the home page ('' and '/') is merged into '/'. */
  path: string;
  visits: number;
}

export interface VisitStats {
  total: number;
  lastVisitAt: Date | null;
  /** Sorted by visits, most visited first (ties by path). */
  perPath: PathVisits[];
  /** How many distinct paths there are (perPath may hold fewer, see MAX_LISTED_PATHS). */
  pathCount: number;
}

/** The label a path is shown with. */
export function pathLabel(path: string): string {
  return path === '' || path === '/' ? HOME_PATH_LABEL : path;
}

/**
 * One round trip: visits grouped by path (count), the home page's two spellings merged, the
 * total as the sum of the groups (a window over the grouped rows) and the last visit as the
 * max of created_at (its own index, so it costs nothing).
 */
export async function queryVisitStats(db: Database): Promise<VisitStats> {
  const result = await db.execute<{
    path: string | null;
    visits: string | null;
    total: string;
    path_count: string;
    /** Epoch milliseconds (a number is unambiguous whatever the driver's date parsing). */
    last_visit_ms: string | null;
  }>(sql`
    with per_path as (
      select page_path, count(*) as visits from page_visits group by page_path
    ),
    merged as (
      select case when page_path in ('', '/') then '/' else page_path end as path, sum(visits) as visits
      from per_path
      group by 1
    ),
    ranked as (
      select path, visits, sum(visits) over () as total, count(*) over () as path_count
      from merged
      order by visits desc, path
      limit ${MAX_LISTED_PATHS}
    )
    select
      ranked.path,
      ranked.visits,
      coalesce(ranked.total, 0) as total,
      coalesce(ranked.path_count, 0) as path_count,
      (select extract(epoch from max(created_at)) * 1000 from page_visits) as last_visit_ms
    from (select 1) as one
    left join ranked on true
    order by ranked.visits desc nulls last, ranked.path
  `);
  const rows = result.rows;
  const first = rows[0];
  const lastVisitMs = first?.last_visit_ms ?? null;
  return {
    total: Number(first?.total ?? 0),
    lastVisitAt: lastVisitMs === null ? null : new Date(Math.round(Number(lastVisitMs))),
    pathCount: Number(first?.path_count ?? 0),
    perPath: rows
      .filter((row) => row.path !== null)
      .map((row) => ({ path: row.path as string, visits: Number(row.visits) })),
  };
}

/** The statistics, for admins only. */
export async function getVisitStats(actor: Actor | null): Promise<VisitStats> {
  requirePermission(actor, 'stats.read');
  return queryVisitStats(getDb());
}
