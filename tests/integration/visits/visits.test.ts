import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pageVisits } from '@/db/schema';
import { PUBLIC_PAGE_ROUTES } from '@/http/public-pages.mjs';
import { getDb } from '@/lib/server/db/client';
import { UserError } from '@/lib/shared/action-result';
import { runVisitsDaily } from '@/features/visits/daily';
import { recordVisit } from '@/features/visits/service';
import { resolvePeriod } from '@/features/visits/period';
import { statsCsv } from '@/features/visits/csv';
import { getVisitStats } from '@/features/visits/stats';
import { forgetCachedSalt } from '@/features/visits/visitor-hash';
import { POST } from '@/app/api/visits/route';
import { originOf } from '@/lib/shared/attribution';
import { hasPathToken } from '@/lib/shared/token-paths';
import { isPostAddress } from '@/features/blog/addresses';
import { RECORDED_PUBLIC_ROUTES } from '@/features/visits/recordable';
import type { Actor } from '@/lib/shared/auth/permissions';
import { addPost } from '../helpers/posts';

// Visits (SPEC §7, issue 24): what each keeps, known bots left out, and unique visitors per day
// from a hash that no two days share.

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const rows = () =>
  getDb()
    .select({ pagePath: pageVisits.pagePath, userAgent: pageVisits.userAgent })
    .from(pageVisits)
    .orderBy(pageVisits.id);

const post = (body: unknown, headers: Record<string, string> = {}) =>
  POST(
    new Request('http://localhost/api/visits', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'user-agent': CHROME, 'x-forwarded-for': '203.0.113.9', ...headers },
    }),
  );

const visitorsOf = async (day: string) =>
  (await getDb().execute<{ visitors: number }>(sql`select visitors from visit_days where day = ${day}`))
    .rows[0]?.visitors ?? 0;

beforeAll(async () => {
  await addPost('abc');
  await addPost('planejamento', { earlierSlugs: ['planejamento-antigo'] });
  await addPost('rascunho-secreto', { status: 'draft' });
});

beforeEach(async () => {
  await getDb().execute(sql`truncate page_visits, visit_days, visit_day_pages, visit_day_sources,
    visit_day_devices, visit_salts, visitor_days, rate_limits`);
  forgetCachedSalt();
});

describe('visits', () => {
  it('records {page_path, user_agent}; the home is the empty path', async () => {
    await recordVisit({ page_path: '/' }, CHROME);
    await recordVisit({ page_path: '/blog/abc' }, null, { isPostAddress });
    expect(await rows()).toEqual([
      { pagePath: '', userAgent: CHROME },
      { pagePath: 'blog/abc', userAgent: null },
    ]);
  });

  it('refuses what is not a pathname', async () => {
    for (const page_path of ['blog', 'https://example.com/', '/a b', 42, '/' + 'a'.repeat(600)]) {
      await expect(recordVisit({ page_path }, CHROME)).rejects.toBeInstanceOf(UserError);
    }
    expect(await rows()).toEqual([]);
  });

  it('the route answers 204, or 400 for bad input, and keeps no address or cookie', async () => {
    expect((await post({ page_path: '/contato' }, { cookie: 'a=b' })).status).toBe(204);
    expect((await post('not json')).status).toBe(400);
    expect((await post({ page_path: 'contato' })).status).toBe(400);
    expect(await rows()).toEqual([{ pagePath: 'contato', userAgent: CHROME }]);
    const stored = await getDb().execute(sql`select * from page_visits`);
    expect(JSON.stringify(stored.rows)).not.toContain('203.0.113.9');
  });

  it('keeps the referrer host, the UTM fields, the device, the browser and whether it entered there', async () => {
    const entry = {
      page_path: '/blog/planejamento',
      entry: true,
      referrer_host: 'WWW.Google.com',
      utm_source: 'Newsletter',
      utm_medium: 'email',
      utm_campaign: 'marco-2026',
    };
    expect((await post(entry, { 'user-agent': IPHONE })).status).toBe(204);
    expect((await post({ page_path: '/contato', entry: false }, { 'user-agent': IPAD })).status).toBe(204);
    // A malformed extra is dropped, never the visit.
    expect((await post({ page_path: '/servicos', entry: true, referrer_host: 'no such host!' })).status).toBe(
      204,
    );
    const { rows: stored } = await getDb().execute(sql`
      select page_path, referrer_host, utm_source, utm_medium, utm_campaign, device, browser, is_entry
      from page_visits order by id`);
    expect(stored).toEqual([
      {
        page_path: 'blog/planejamento',
        referrer_host: 'google.com',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'marco-2026',
        device: 'mobile',
        browser: 'Safari',
        is_entry: true,
      },
      {
        page_path: 'contato',
        referrer_host: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        device: 'tablet',
        browser: 'Safari',
        is_entry: false,
      },
      {
        page_path: 'servicos',
        referrer_host: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        device: 'desktop',
        browser: 'Chrome',
        is_entry: true,
      },
    ]);
  });

  it('does not count known bots', async () => {
    expect((await post({ page_path: '/blog' }, { 'user-agent': GOOGLEBOT })).status).toBe(204);
    expect(await recordVisit({ page_path: '/blog' }, 'curl/8.5.0')).toBe(false);
    expect(await rows()).toEqual([]);
    expect((await getDb().execute(sql`select * from visit_days`)).rows).toEqual([]);
  });

  it('counts a visitor once a day, and two visits from one address on two days do not link', async () => {
    const [monday, tuesday] = [new Date('2026-03-02T15:00:00Z'), new Date('2026-03-03T15:00:00Z')];
    const visit = (now: Date, address: string, agent = CHROME) =>
      recordVisit({ page_path: '/' }, agent, { address, now });
    await visit(monday, '198.51.100.7');
    await visit(monday, '198.51.100.7');
    await visit(monday, '198.51.100.8');
    await visit(monday, '198.51.100.7', IPHONE);
    expect(await visitorsOf('2026-03-02')).toBe(3);

    await visit(tuesday, '198.51.100.7');
    expect(await visitorsOf('2026-03-03')).toBe(1);
    const hashes = async (day: string) =>
      (
        await getDb().execute<{ hash: string }>(
          sql`select encode(visitor_hash, 'hex') as hash from visitor_days where day = ${day}`,
        )
      ).rows.map((row) => row.hash);
    const [mondayHashes, tuesdayHashes] = [await hashes('2026-03-02'), await hashes('2026-03-03')];
    expect(mondayHashes).toHaveLength(3);
    expect(tuesdayHashes).toHaveLength(1);
    // The same address and browser give an unrelated hash on the next day (another salt).
    expect(mondayHashes).not.toContain(tuesdayHashes[0]);

    // Once Monday is over, its salt and hashes are gone: nothing can recompute or link them.
    await runVisitsDaily(tuesday);
    const salts = await getDb().execute<{ day: string }>(sql`select day::text from visit_salts`);
    expect(salts.rows).toEqual([{ day: '2026-03-03' }]);
    expect(await hashes('2026-03-02')).toEqual([]);
    expect(await visitorsOf('2026-03-02')).toBe(3); // the day's count stays
    // No visit row holds an address or a hash.
    const stored = JSON.stringify((await getDb().execute(sql`select * from page_visits`)).rows);
    expect(stored).not.toMatch(/198\.51\.100|visitor_hash/);
  });

  it('deletes raw visits older than the retention setting and keeps the daily figures', async () => {
    const now = new Date('2026-06-15T12:00:00Z');
    await recordVisit({ page_path: '/apresentacao' }, CHROME, { now: new Date('2025-04-01T12:00:00Z') });
    await recordVisit({ page_path: '/contato' }, CHROME, { now: new Date('2026-06-01T12:00:00Z') });
    const run = await runVisitsDaily(now); // default 13 months: before 2025-05-15
    expect(run.visitsDeleted).toBe(1);
    expect((await rows()).map((row) => row.pagePath)).toEqual(['contato']);
    const { rows: pages } = await getDb().execute(
      sql`select page_path, visits from visit_day_pages order by day`,
    );
    expect(pages).toEqual([
      { page_path: 'apresentacao', visits: 1 },
      { page_path: 'contato', visits: 1 },
    ]);
  });

  it('records only the site’s pages: never a booking or preview link, a made-up path, nor a post that is not public', async () => {
    const token = 'dG9rZW4tZGEtcmVzZXJ2YS1kby12aXNpdGFudGU';
    const notRecorded = [
      `/agendar-consulta/reserva/${token}`,
      `/agendar-consulta/reserva/${token}/cancelar`,
      `/agendar-consulta/reserva/${token}/remarcar`,
      `/agendar-consulta/reserva/${token}/remarcar/confirmar`,
      `/pre-visualizacao/${token}`,
      '/e2e-pagina-inventada',
      '/admin/usuarios',
      '/api/visits',
      '/blog/post-que-nao-existe',
      '/blog/rascunho-secreto',
      '/blog/tag/Com Espaco'.replace(' ', '%20'),
      '/contato/extra',
    ];
    for (const page_path of notRecorded) {
      // Answered as a bot's visit: 204, so the site's script never reports an error to the visitor.
      expect((await post({ page_path }, { 'x-forwarded-for': '203.0.113.10' })).status, page_path).toBe(204);
      expect(await recordVisit({ page_path }, CHROME, { isPostAddress }), page_path).toBe(false);
    }
    expect(await rows()).toEqual([]);
    expect((await getDb().execute(sql`select * from visit_days`)).rows).toEqual([]);

    // The site's pages are: public pages (a post by its current or an earlier address), sign-in pages.
    const recorded = [
      '/',
      '/agendar-consulta',
      '/blog/tag/direito-tributario',
      '/blog/pagina/2',
      '/blog/planejamento',
      '/blog/planejamento-antigo',
      '/login',
      '/login/duas-etapas',
      '/reset-password',
    ];
    for (const page_path of recorded)
      expect(await recordVisit({ page_path }, CHROME, { isPostAddress }), page_path).toBe(true);

    // Neither /admin/stats nor its CSV shows a path that was not recorded.
    const admin: Actor = { userId: 'u1', email: 'admin@example.com', role: 'admin' };
    const period = resolvePeriod({ periodo: '7' });
    const stats = await getVisitStats(admin, period);
    expect(stats.total).toBe(recorded.length);
    expect(stats.perPath.map((row) => `/${row.path}`).sort()).toEqual([...recorded].sort());
    // The CSV has a line per day: its visits are the recorded ones only.
    const csv = await statsCsv(admin, period);
    const visits = csv
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => Number(line.split(';')[1]!.replaceAll('"', '')));
    expect(visits.reduce((sum, count) => sum + count, 0)).toBe(recorded.length);
    expect(csv).not.toContain(token);
  });

  it('knows every public page: those with a token in their path are the ones left out', () => {
    const withToken = PUBLIC_PAGE_ROUTES.filter((pattern) => pattern.includes('[token]'));
    for (const route of withToken) expect(hasPathToken(route.replace('[token]', 'abc123')), route).toBe(true);
    // A request sent from such a page keeps the page it came from, not its token.
    expect(
      originOf({ entry_page: '/agendar-consulta/reserva/abc123', form_page: '/pre-visualizacao/abc123' }),
    ).toMatchObject({ entryPage: 'agendar-consulta/reserva/[token]', formPage: 'pre-visualizacao/[token]' });
    expect([...RECORDED_PUBLIC_ROUTES, '/blog/[slug]', '/en/blog/[slug]'].sort()).toEqual(
      PUBLIC_PAGE_ROUTES.filter((route) => !withToken.includes(route)).sort(),
    );
  });
});
