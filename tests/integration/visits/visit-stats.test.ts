import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { submitConsultation } from '@/features/consultations/service';
import { resolvePeriod } from '@/features/visits/period';
import { isPostAddress } from '@/features/blog/addresses';
import { recordVisit } from '@/features/visits/service';
import { getVisitStats, pathLabel, queryDashboard } from '@/features/visits/stats';
import { forgetCachedSalt } from '@/features/visits/visitor-hash';
import type { Actor } from '@/lib/shared/auth/permissions';
import { addPost } from '../helpers/posts';

// /admin/stats (SPEC §2, issue 24): the spec's figures, the period's dashboard read from the daily
// aggregates, and those aggregates equal to a count of the raw visits whatever the visits are.

const admin: Actor = { userId: 'u1', email: 'admin@example.com', role: 'admin' };
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const BOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';
const NOW = new Date('2026-03-10T15:00:00Z');
const period = (days: '7' | '30' | '90' = '30') => resolvePeriod({ periodo: days }, NOW);

// Posts visited below: visits are recorded only for the site's pages (a post's while it is public).
beforeAll(async () => {
  for (const slug of ['reforma-tributaria', 'outro-post', 'a']) await addPost(slug);
});

beforeEach(async () => {
  await getDb().execute(sql`truncate page_visits, visit_days, visit_day_pages, visit_day_sources,
    visit_day_devices, visit_salts, visitor_days, consultations, contact_messages, rate_limits cascade`);
  forgetCachedSalt();
});

describe('visit statistics', () => {
  it('has no figures while there are no visits', async () => {
    const stats = await queryDashboard(getDb(), period('7'));
    expect(stats.total).toBe(0);
    expect(stats.lastVisitAt).toBeNull();
    expect(stats.perPath).toEqual([]);
    expect(stats.days.map((day) => day.visits)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(stats.current).toEqual({ visits: 0, visitors: 0, entries: 0, requests: 0 });
  });

  it('matches a hand count: total, last visit, visits per path most visited first, the period against the one before', async () => {
    const at = (iso: string) => ({ now: new Date(iso), address: '192.0.2.1' });
    // In the 7 days to 10 March: blog 3, home 2, contato 1. Before them (1-3 March): servicos 2.
    await recordVisit({ page_path: '/blog', entry: true }, CHROME, at('2026-03-09T10:00:00Z'));
    await recordVisit({ page_path: '/blog' }, CHROME, at('2026-03-09T10:05:00Z'));
    await recordVisit({ page_path: '/blog' }, ANDROID, at('2026-03-10T11:00:00Z'));
    await recordVisit({ page_path: '/' }, CHROME, at('2026-03-04T09:00:00Z'));
    await recordVisit({ page_path: '/' }, FIREFOX, at('2026-03-10T12:30:00Z'));
    await recordVisit({ page_path: '/contato' }, CHROME, at('2026-03-08T12:00:00Z'));
    await recordVisit({ page_path: '/servicos' }, CHROME, at('2026-03-01T12:00:00Z'));
    await recordVisit({ page_path: '/servicos' }, CHROME, at('2026-03-02T12:00:00Z'));

    const stats = await getVisitStats(admin, period('7'));
    expect(stats.total).toBe(8);
    expect(stats.lastVisitAt?.toISOString()).toBe('2026-03-10T12:30:00.000Z');
    expect(stats.perPath).toEqual([
      { path: 'blog', visits: 3, requests: 0 },
      { path: '', visits: 2, requests: 0 },
      { path: 'contato', visits: 1, requests: 0 },
    ]);
    expect(stats.perPath.map((row) => pathLabel(row.path))).toEqual(['/blog', 'Página Inicial', '/contato']);
    expect(stats.current.visits).toBe(6);
    expect(stats.previous.visits).toBe(2);
    // 10 March: one address with two browsers is two visitors.
    expect(stats.days.at(-1)).toMatchObject({ day: '2026-03-10', visits: 2, visitors: 2 });
    expect(stats.devices).toEqual([
      { device: 'desktop', visits: 5 },
      { device: 'mobile', visits: 1 },
    ]);
    expect(stats.browsers).toEqual([
      { browser: 'Chrome', visits: 5 },
      { browser: 'Firefox', visits: 1 },
    ]);
  });

  it('counts a consultation sent after entering through /blog/{slug}?utm_source=newsletter as a conversion of that post and source', async () => {
    // Today: the consultations are stored with the database's clock.
    const now = new Date();
    const visitor = { address: '192.0.2.50', now, isPostAddress };
    // The site's script: the entry with its source, then the form's page.
    await recordVisit(
      { page_path: '/blog/reforma-tributaria', entry: true, utm_source: 'newsletter' },
      CHROME,
      visitor,
    );
    await recordVisit({ page_path: '/consultation-request' }, CHROME, visitor);
    await recordVisit(
      { page_path: '/blog/outro-post', entry: true, referrer_host: 'google.com' },
      ANDROID,
      visitor,
    );
    await submitConsultation(
      {
        name: 'Helena Prado',
        email: 'helena@cliente.test',
        phone: '(11) 91234-5678',
        case_summary: 'Queremos entender a reforma tributária.',
        entry_page: '/blog/reforma-tributaria',
        utm_source: 'newsletter',
        referrer_host: '',
        utm_medium: '',
        utm_campaign: '',
        form_page: '/consultation-request',
      },
      { address: '192.0.2.50' },
    );
    // Without the script: no origin.
    await submitConsultation(
      {
        name: 'Igor Reis',
        email: 'igor@cliente.test',
        phone: '(11) 97654-3210',
        case_summary: 'Outro caso aqui.',
      },
      { address: '192.0.2.51' },
    );

    const stats = await queryDashboard(getDb(), resolvePeriod({ periodo: '7' }));
    expect(stats.entryPages).toContainEqual({ key: 'blog/reforma-tributaria', entries: 1, requests: 1 });
    expect(stats.entryPages).toContainEqual({ key: 'blog/outro-post', entries: 1, requests: 0 });
    expect(stats.entryPages).toContainEqual({ key: null, entries: 0, requests: 1 });
    expect(stats.sources).toContainEqual({ key: 'newsletter', entries: 1, requests: 1 });
    expect(stats.sources).toContainEqual({ key: 'google.com', entries: 1, requests: 0 });
    expect(stats.sources).toContainEqual({ key: null, entries: 0, requests: 1 });
    expect(stats.perPath).toContainEqual({ path: 'blog/reforma-tributaria', visits: 1, requests: 1 });
    expect(stats.current.requests).toBe(2);
    const all = stats.pipeline.find((row) => row.source === 'all');
    expect(all).toMatchObject({ total: 2, answered: 0, medianSeconds: null });
    expect(all?.counts.new).toBe(2);
  });

  it('splits visits, entries, requests and their sources by language (issue 34): English is every page under /en', async () => {
    const now = new Date();
    const visitor = { address: '192.0.2.60', now, isPostAddress };
    await recordVisit({ page_path: '/en', entry: true, utm_source: 'linkedin' }, CHROME, visitor);
    await recordVisit({ page_path: '/en/tax-law' }, CHROME, visitor);
    await recordVisit({ page_path: '/', entry: true }, FIREFOX, { ...visitor, address: '192.0.2.61' });
    await getDb().execute(sql`insert into consultations
      (name, email, phone, case_summary, entry_page, utm_source, form_page, language) values
      ('John Smith', 'john@client.test', '+44 20 7946 0000', 'Setting up a subsidiary.', 'en', 'linkedin',
       'en/consultation-request', 'en')`);
    await submitConsultation(
      {
        name: 'Igor Reis',
        email: 'igor@cliente.test',
        phone: '(11) 97654-3210',
        case_summary: 'Outro caso.',
      },
      { address: '192.0.2.62' },
    );

    const stats = await queryDashboard(getDb(), resolvePeriod({ periodo: '7' }));
    expect(stats.languages).toEqual([
      { language: 'pt-BR', visits: 1, entries: 1, requests: 1 },
      { language: 'en', visits: 2, entries: 1, requests: 1 },
    ]);
    expect(stats.languageSources).toContainEqual({ language: 'en', source: 'linkedin', requests: 1 });
    expect(stats.languageSources).toContainEqual({ language: 'pt-BR', source: null, requests: 1 });
  });

  it('keeps aggregates equal to a count of the raw visits (property)', async () => {
    const visitArbitrary = fc.record({
      dayOffset: fc.integer({ min: 0, max: 9 }),
      minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
      path: fc.constantFrom('/', '/blog', '/blog/a', '/contato', '/servicos'),
      entry: fc.boolean(),
      referrer: fc.constantFrom(undefined, 'google.com', 'linkedin.com'),
      utmSource: fc.constantFrom(undefined, 'newsletter', 'instagram'),
      utmCampaign: fc.constantFrom(undefined, 'marco', 'abril'),
      agent: fc.constantFrom(CHROME, ANDROID, FIREFOX, BOT),
      address: fc.constantFrom('192.0.2.1', '192.0.2.2', '192.0.2.3'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(visitArbitrary, { maxLength: 40 }), async (visits) => {
        await getDb().execute(sql`truncate page_visits, visit_days, visit_day_pages, visit_day_sources,
          visit_day_devices, visit_salts, visitor_days`);
        forgetCachedSalt();
        for (const visit of visits) {
          const now = new Date(
            Date.parse('2026-03-01T03:00:00Z') + (visit.dayOffset * 1440 + visit.minute) * 60_000,
          );
          await recordVisit(
            {
              page_path: visit.path,
              entry: visit.entry,
              referrer_host: visit.referrer,
              utm_source: visit.utmSource,
              utm_campaign: visit.utmCampaign,
            },
            visit.agent,
            { now, address: visit.address, isPostAddress },
          );
        }
        const same = async (aggregate: string, raw: string) => {
          const [a, r] = await Promise.all([
            getDb().execute(sql.raw(aggregate)),
            getDb().execute(sql.raw(raw)),
          ]);
          expect(a.rows).toEqual(r.rows);
        };
        const day = `(created_at at time zone 'America/Sao_Paulo')::date::text`;
        await same(
          'select day::text, visits, entries from visit_days order by 1',
          `select ${day} as day, count(*)::int as visits, count(*) filter (where is_entry)::int as entries
           from page_visits group by 1 order by 1`,
        );
        await same(
          'select day::text, page_path, visits, entries from visit_day_pages order by 1, 2',
          `select ${day} as day, page_path, count(*)::int as visits,
             count(*) filter (where is_entry)::int as entries from page_visits group by 1, 2 order by 1, 2`,
        );
        await same(
          'select day::text, device, browser, visits from visit_day_devices order by 1, 2, 3',
          `select ${day} as day, device, browser, count(*)::int as visits from page_visits
           group by 1, 2, 3 order by 1, 2, 3`,
        );
        await same(
          'select day::text, source, medium, campaign, entries from visit_day_sources order by 1, 2, 3, 4',
          `select ${day} as day, coalesce(utm_source, referrer_host, '') as source, coalesce(utm_medium, '') as medium,
             coalesce(utm_campaign, '') as campaign, count(*)::int as entries from page_visits where is_entry
           group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
        );
        // Unique visitors: distinct address and browser per day, bots left out.
        const people = new Map<string, Set<string>>();
        for (const visit of visits.filter((v) => v.agent !== BOT)) {
          const key = `2026-03-${String(1 + visit.dayOffset).padStart(2, '0')}`;
          people.set(key, (people.get(key) ?? new Set()).add(`${visit.address} ${visit.agent}`));
        }
        const { rows } = await getDb().execute<{ day: string; visitors: number }>(
          sql`select day::text, visitors from visit_days order by 1`,
        );
        expect(Object.fromEntries(rows.map((row) => [row.day, row.visitors]))).toEqual(
          Object.fromEntries([...people].map(([key, set]) => [key, set.size])),
        );
      }),
      { numRuns: 25 },
    );
  });
});
