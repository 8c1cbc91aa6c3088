import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { RequestStatus } from '@/db/schema/visitors';
import type { Database } from '@/lib/server/db/client';
import { allRequests, createdWithin, REQUEST_SOURCE } from '@/features/requests/exports';
import { REQUEST_STATUS_VALUES } from '@/lib/shared/request-statuses';
import type { Locale } from '@/lib/shared/locale';
import type { DayRange } from './period';

// Which pages, sources and campaigns bring requests (issue 24): the requests of the period, by
// the origin their visit had, beside the entries (visits that entered the site) with that origin.
// The rate is requests ÷ entries. Requests sent without an origin are 'Sem origem' (source null).

export interface ConversionRow {
  /** The entry page, source or campaign; null for requests sent without an origin. */
  key: string | null;
  entries: number;
  requests: number;
}

export interface CampaignRow extends ConversionRow {
  source: string;
  medium: string;
}

export interface PipelineRow {
  /** The source (as in ConversionRow), or 'all' for every request of the period. */
  source: string | null | 'all';
  counts: Record<RequestStatus, number>;
  total: number;
  /** Requests with a first response (status change or note), and its median and 90th percentile. */
  answered: number;
  medianSeconds: number | null;
  p90Seconds: number | null;
}

/** A language's visits, entries and requests (issue 34 §4): English is every page under /en. */
export interface LanguageRow {
  language: Locale;
  visits: number;
  entries: number;
  requests: number;
}

/** The requests of a language from a source (as in ConversionRow's key). */
export interface LanguageSourceRow {
  language: Locale;
  source: string | null;
  requests: number;
}

export interface Conversions {
  entryPages: ConversionRow[];
  sources: ConversionRow[];
  campaigns: CampaignRow[];
  pipeline: PipelineRow[];
  languages: LanguageRow[];
  languageSources: LanguageSourceRow[];
}

/** Listed rows per table; the rest of a long tail is left out. */
const LIMIT = 50;
const num = (value: unknown) => Number(value ?? 0);
const days = (range: DayRange) => sql`day between ${range.from} and ${range.to}`;

/**
 * Entries and requests of each key, most requests first: `entered` selects (key, entries) and
 * `requested` selects (key, requests), joined on the key.
 */
async function entriesAndRequests(db: Database, entered: SQL, requested: SQL): Promise<ConversionRow[]> {
  const { rows } = await db.execute<{ key: string | null; entries: string; requests: string }>(sql`
    with entered as (${entered}),
    requested as (${requested})
    select key, coalesce(entries, 0) as entries, coalesce(requests, 0) as requests
    from entered full join requested using (key)
    order by requests desc nulls last, entries desc nulls last, key nulls first
    limit ${LIMIT}`);
  return rows.map((row) => ({ key: row.key, entries: num(row.entries), requests: num(row.requests) }));
}

function byEntryPage(db: Database, range: DayRange): Promise<ConversionRow[]> {
  return entriesAndRequests(
    db,
    sql`select case when page_path = '/' then '' else page_path end as key, sum(entries) as entries
      from visit_day_pages where ${days(range)} and entries > 0 group by 1`,
    sql`select entry_page as key, count(*) as requests from ${allRequests()} r
      where ${createdWithin(range)} group by 1`,
  );
}

function bySource(db: Database, range: DayRange): Promise<ConversionRow[]> {
  return entriesAndRequests(
    db,
    sql`select source as key, sum(entries) as entries from visit_day_sources where ${days(range)} group by 1`,
    sql`select ${REQUEST_SOURCE} as key, count(*) as requests from ${allRequests()} r
      where ${createdWithin(range)} group by 1`,
  );
}

async function byCampaign(db: Database, range: DayRange): Promise<CampaignRow[]> {
  const { rows } = await db.execute<{
    key: string;
    source: string;
    medium: string;
    entries: string;
    requests: string;
  }>(sql`
    with entered as (
      select campaign as key, source, medium, sum(entries) as entries from visit_day_sources
      where ${days(range)} and campaign <> '' group by 1, 2, 3
    ),
    requested as (
      select utm_campaign as key, coalesce(utm_source, referrer_host, '') as source,
        coalesce(utm_medium, '') as medium, count(*) as requests
      from ${allRequests()} r
      where ${createdWithin(range)} and utm_campaign is not null group by 1, 2, 3
    )
    select key, source, medium, coalesce(entries, 0) as entries, coalesce(requests, 0) as requests
    from entered full join requested using (key, source, medium)
    order by requests desc nulls last, entries desc nulls last, key
    limit ${LIMIT}`);
  return rows.map((row) => ({
    key: row.key,
    source: row.source,
    medium: row.medium,
    entries: num(row.entries),
    requests: num(row.requests),
  }));
}

/** The pipeline's counts and the time to first response, per source and for all requests. */
async function pipeline(db: Database, range: DayRange): Promise<PipelineRow[]> {
  const statusCounts = sql.join(
    REQUEST_STATUS_VALUES.map(
      (status) => sql`count(*) filter (where status = ${status}) as ${sql.identifier(status)}`,
    ),
    sql`, `,
  );
  const { rows } = await db.execute<Record<string, string | null> & { all_rows: number }>(sql`
    with requested as (
      select ${REQUEST_SOURCE} as source, status,
        extract(epoch from first_response_at - created_at) as response_seconds
      from ${allRequests()} r where ${createdWithin(range)}
    )
    select source, grouping(source) as all_rows, count(*) as total, ${statusCounts},
      count(response_seconds) as answered,
      percentile_cont(0.5) within group (order by response_seconds) as median_seconds,
      percentile_cont(0.9) within group (order by response_seconds) as p90_seconds
    from requested
    group by grouping sets ((source), ())
    order by grouping(source) desc, count(*) desc, source nulls first
    limit ${LIMIT + 1}`);
  return rows.map((row) => ({
    source: Number(row.all_rows) === 1 ? 'all' : (row.source ?? null),
    total: num(row.total),
    counts: Object.fromEntries(REQUEST_STATUS_VALUES.map((status) => [status, num(row[status])])) as Record<
      RequestStatus,
      number
    >,
    answered: num(row.answered),
    medianSeconds: row.median_seconds === null ? null : Number(row.median_seconds),
    p90Seconds: row.p90_seconds === null ? null : Number(row.p90_seconds),
  }));
}

/** A stored page path's language (stored without the leading slash: the English home is 'en'). */
const PAGE_LANGUAGE = sql`case when page_path = 'en' or page_path like 'en/%' then 'en' else 'pt-BR' end`;

/** Visits and entries by the language of their page, requests by the language they were sent in. */
async function byLanguage(db: Database, range: DayRange): Promise<LanguageRow[]> {
  const { rows } = await db.execute<{
    language: Locale;
    visits: string;
    entries: string;
    requests: string;
  }>(sql`
    with visited as (
      select ${PAGE_LANGUAGE} as language, sum(visits) as visits, sum(entries) as entries
      from visit_day_pages where ${days(range)} group by 1
    ),
    requested as (
      select language, count(*) as requests from ${allRequests()} r where ${createdWithin(range)} group by 1
    )
    select language, coalesce(visits, 0) as visits, coalesce(entries, 0) as entries,
      coalesce(requests, 0) as requests
    from visited full join requested using (language)
    order by language desc`);
  return rows.map((row) => ({
    language: row.language,
    visits: num(row.visits),
    entries: num(row.entries),
    requests: num(row.requests),
  }));
}

/** The period's requests by language and source, most first. */
async function byLanguageAndSource(db: Database, range: DayRange): Promise<LanguageSourceRow[]> {
  const { rows } = await db.execute<{ language: Locale; source: string | null; requests: string }>(sql`
    select language, ${REQUEST_SOURCE} as source, count(*) as requests from ${allRequests()} r
    where ${createdWithin(range)} group by 1, 2
    order by 3 desc, 1 desc, 2 nulls first
    limit ${LIMIT}`);
  return rows.map((row) => ({ language: row.language, source: row.source, requests: num(row.requests) }));
}

export async function queryConversions(db: Database, range: DayRange): Promise<Conversions> {
  const [entryPages, sources, campaigns, pipelineRows, languages, languageSources] = await Promise.all([
    byEntryPage(db, range),
    bySource(db, range),
    byCampaign(db, range),
    pipeline(db, range),
    byLanguage(db, range),
    byLanguageAndSource(db, range),
  ]);
  return { entryPages, sources, campaigns, pipeline: pipelineRows, languages, languageSources };
}
