import 'server-only';
import { sql } from 'drizzle-orm';
import { FIRM_TIME_ZONE } from '@/lib/shared/firm-time';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import { getDb, type Database } from '@/lib/server/db/client';
import { allRequests, createdWithin } from '@/features/requests/exports';
import { queryConversions, type Conversions } from './conversions';
import { daysOf, type DayRange, type Period } from './period';

// /admin/stats (SPEC §2 Statistics, issue 24). Every figure is read from the daily aggregates
// (db/schema/analytics.ts), never from the raw visits: a period costs the same at 10,000,000
// visits as at 1,000 (bench/stats.ts). The app receives one row per day, path or source.

/** How the home page's path ('' or '/') is shown. */
export const HOME_PATH_LABEL = 'Página Inicial';

export const STATS_MESSAGES = {
  screenTitle: 'Estatísticas de Visitas',
  /** The spec has no message for this screen; this follows its wording for the others. */
  loadFailed: () => 'Erro ao carregar estatísticas',
  exportFailed: 'Erro ao exportar estatísticas',
} as const;

/** More distinct paths than this are not listed (the totals still count every visit). */
export const MAX_LISTED_PATHS = 1000;

export interface PathVisits {
  /** The stored path ('' is the home page). */
  path: string;
  visits: number;
  /** Requests whose visit entered the site on this page. */
  requests: number;
}

export interface Totals {
  visits: number;
  visitors: number;
  entries: number;
  requests: number;
}

export interface DayFigures {
  day: string;
  visits: number;
  visitors: number;
  entries: number;
  requests: number;
}

export interface VisitStats {
  /** Every visit ever counted (SPEC §2), and the last one. */
  total: number;
  lastVisitAt: Date | null;
  /** The period's pages, most visited first (ties by path). */
  perPath: PathVisits[];
  /** How many distinct paths the period has (perPath may hold fewer, see MAX_LISTED_PATHS). */
  pathCount: number;
}

export interface Dashboard extends VisitStats, Conversions {
  period: Period;
  current: Totals;
  previous: Totals;
  days: DayFigures[];
  devices: { device: string; visits: number }[];
  browsers: { browser: string; visits: number }[];
}

/** The label a path is shown with: the home page by name, others with their leading slash. */
export function pathLabel(path: string): string {
  if (path === '' || path === '/') return HOME_PATH_LABEL;
  return path.startsWith('/') ? path : `/${path}`;
}

const num = (value: unknown) => Number(value ?? 0);

async function allTime(db: Database) {
  const { rows } = await db.execute<{ total: string; last_ms: string | null }>(sql`
    select coalesce(sum(visits), 0) as total, extract(epoch from max(last_visit_at)) * 1000 as last_ms
    from visit_days`);
  const last = rows[0]?.last_ms ?? null;
  return {
    total: num(rows[0]?.total),
    lastVisitAt: last === null ? null : new Date(Math.round(Number(last))),
  };
}

/** Visits, visitors, entries and requests of each day of the range (days without any included). */
export async function queryDays(db: Database, range: DayRange): Promise<DayFigures[]> {
  const [visits, requests] = await Promise.all([
    db.execute<{ day: string; visits: number; visitors: number; entries: number }>(sql`
      select day::text, visits, visitors, entries from visit_days
      where day between ${range.from} and ${range.to}`),
    db.execute<{ day: string; requests: string }>(sql`
      select (created_at at time zone ${FIRM_TIME_ZONE})::date::text as day, count(*) as requests
      from ${allRequests()} r where ${createdWithin(range)} group by 1`),
  ]);
  const byDay = new Map(visits.rows.map((row) => [row.day, row]));
  const requestsByDay = new Map(requests.rows.map((row) => [row.day, num(row.requests)]));
  return daysOf(range).map((day) => {
    const row = byDay.get(day);
    return {
      day,
      visits: num(row?.visits),
      visitors: num(row?.visitors),
      entries: num(row?.entries),
      requests: requestsByDay.get(day) ?? 0,
    };
  });
}

const sum = (days: DayFigures[], key: keyof Omit<DayFigures, 'day'>) =>
  days.reduce((total, day) => total + day[key], 0);

function totalsOf(days: DayFigures[]): Totals {
  return {
    visits: sum(days, 'visits'),
    visitors: sum(days, 'visitors'),
    entries: sum(days, 'entries'),
    requests: sum(days, 'requests'),
  };
}

/** The range's pages by visits, with the requests that entered on each; the home's two spellings merged. */
async function perPath(db: Database, range: DayRange) {
  const { rows } = await db.execute<{
    path: string;
    visits: string;
    requests: string;
    path_count: string;
  }>(sql`
    with pages as (
      select case when page_path in ('', '/') then '' else page_path end as path, sum(visits) as visits
      from visit_day_pages where day between ${range.from} and ${range.to}
      group by 1
    ),
    requested as (
      select entry_page as path, count(*) as requests from ${allRequests()} r
      where entry_page is not null and ${createdWithin(range)} group by 1
    )
    select pages.path, pages.visits, coalesce(requested.requests, 0) as requests,
      count(*) over () as path_count
    from pages left join requested using (path)
    order by pages.visits desc, pages.path
    limit ${MAX_LISTED_PATHS}`);
  return {
    perPath: rows.map((row) => ({ path: row.path, visits: num(row.visits), requests: num(row.requests) })),
    pathCount: num(rows[0]?.path_count),
  };
}

async function devices(db: Database, range: DayRange) {
  const { rows } = await db.execute<{ device: string; browser: string; visits: string }>(sql`
    select device, browser, sum(visits) as visits from visit_day_devices
    where day between ${range.from} and ${range.to}
    group by grouping sets ((device), (browser))
    order by 3 desc`);
  return {
    devices: rows
      .filter((row) => row.device !== null)
      .map((row) => ({ device: row.device, visits: num(row.visits) })),
    browsers: rows
      .filter((row) => row.browser !== null)
      .map((row) => ({ browser: row.browser, visits: num(row.visits) })),
  };
}

/** Everything the dashboard shows for a period, in parallel queries over the aggregates. */
export async function queryDashboard(db: Database, period: Period): Promise<Dashboard> {
  const [overall, days, previousDays, paths, devicesAndBrowsers, conversions] = await Promise.all([
    allTime(db),
    queryDays(db, period),
    queryDays(db, period.previous),
    perPath(db, period),
    devices(db, period),
    queryConversions(db, period),
  ]);
  return {
    period,
    ...overall,
    ...paths,
    ...devicesAndBrowsers,
    ...conversions,
    days,
    current: totalsOf(days),
    previous: totalsOf(previousDays),
  };
}

/** The dashboard, for admins only. */
export async function getVisitStats(actor: Actor | null, period: Period): Promise<Dashboard> {
  requirePermission(actor, 'stats.read');
  return queryDashboard(getDb(), period);
}
