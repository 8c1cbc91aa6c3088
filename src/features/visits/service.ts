import 'server-only';
import { sql } from 'drizzle-orm';
import { parseInput } from '@/lib/shared/action-result';
import { todayIso } from '@/lib/shared/dates';
import { getDb } from '@/lib/server/db/client';
import { isRecordedPath, type PostAddressCheck } from './recordable';
import { storedPagePath, VISIT_LIMITS, visitSchema } from './schema';
import { describeUserAgent } from './user-agent';
import { visitorHash } from './visitor-hash';

/** Who sent the visit: the address only feeds the day's visitor hash, and is never stored. */
export interface VisitClient {
  address?: string | null;
  /** Whether /blog/{slug} is a public post's address (the blog's isPostAddress); without it, never. */
  isPostAddress?: PostAddressCheck;
  /** When it happened (tests); now by default. */
  now?: Date;
}

/**
 * Records one page view (SPEC §7, issue 24) with its source, device and browser, and counts it in
 * the daily aggregates in the same statement, so they always equal the raw visits. Known bots are
 * not counted, nor a path that is not a page of the site or carries a token (recordable.ts). No
 * address or cookie is kept. Answers whether it was counted.
 */
export async function recordVisit(
  input: unknown,
  userAgent: string | null,
  client: VisitClient = {},
): Promise<boolean> {
  const visit = parseInput(visitSchema, input);
  const { bot, device, browser } = describeUserAgent(userAgent);
  if (bot) return false;
  // A path that is not one of the site's pages, or whose address is a credential: not counted.
  if (!(await isRecordedPath(visit.page_path, client.isPostAddress))) return false;
  const now = client.now ?? new Date();
  const day = todayIso(now);
  const db = getDb();
  const hash = await visitorHash(db, day, client.address ?? 'unknown', userAgent ?? '');
  const path = storedPagePath(visit.page_path);
  const entry = visit.entry === true ? 1 : 0;
  const source = visit.utm_source ?? visit.referrer_host ?? '';
  await db.execute(sql`
    with visit as (
      insert into page_visits (page_path, user_agent, referrer_host, utm_source, utm_medium,
        utm_campaign, device, browser, is_entry, created_at)
      values (${path}, ${userAgent?.slice(0, VISIT_LIMITS.userAgent) ?? null}, ${visit.referrer_host},
        ${visit.utm_source}, ${visit.utm_medium}, ${visit.utm_campaign}, ${device}, ${browser},
        ${entry === 1}, ${now})
      returning 1
    ),
    visitor as (
      insert into visitor_days (day, visitor_hash) values (${day}::date, ${hash})
      on conflict do nothing returning 1
    ),
    days as (
      insert into visit_days (day, visits, entries, visitors, last_visit_at)
      select ${day}::date, 1, ${entry}::int, (select count(*) from visitor), ${now}::timestamptz
      on conflict (day) do update set
        visits = visit_days.visits + 1,
        entries = visit_days.entries + excluded.entries,
        visitors = visit_days.visitors + excluded.visitors,
        last_visit_at = greatest(visit_days.last_visit_at, excluded.last_visit_at)
      returning 1
    ),
    pages as (
      insert into visit_day_pages (day, page_path, visits, entries)
      values (${day}::date, ${path}, 1, ${entry}::int)
      on conflict (day, page_path) do update set
        visits = visit_day_pages.visits + 1, entries = visit_day_pages.entries + excluded.entries
      returning 1
    ),
    devices as (
      insert into visit_day_devices (day, device, browser, visits)
      values (${day}::date, ${device}, ${browser}, 1)
      on conflict (day, device, browser) do update set visits = visit_day_devices.visits + 1
      returning 1
    ),
    sources as (
      insert into visit_day_sources (day, source, medium, campaign, entries)
      select ${day}::date, ${source}, ${visit.utm_medium ?? ''}, ${visit.utm_campaign ?? ''}, 1
      where ${entry}::int = 1
      on conflict (day, source, medium, campaign) do update set entries = visit_day_sources.entries + 1
      returning 1
    )
    select (select count(*) from visit) + (select count(*) from days) + (select count(*) from pages)
      + (select count(*) from devices) + (select count(*) from sources) as written`);
  return true;
}
