import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { bookingToken } from '@/features/booking/server/tokens';
import { recordInvalidation } from '@/lib/server/invalidation';
import { E2E_DATA_DIR, E2E_PORT } from '../../../playwright.config';
import { axeResults } from './axe';
import { e2eDb, PUBLIC_POST, query } from './database';

// What tests/e2e/accessibility/scans.spec.ts scans, and the two outside checkers it runs: the Nu HTML Checker
// (npm vnu-jar, on Java) on the HTML each route is served with, and axe-core in the browser.
// docs/security-scans.md says what they found and why the few exceptions are right.

/**
 * Every page of the app, found in src/app: each page.tsx is a route (route groups such as (site)
 * left out). A new page is scanned without anyone listing it; a dynamic one needs an example below.
 */
export function appRoutes(root = 'src/app'): string[] {
  const routes: string[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        const grouped = /^\(.*\)$/.test(entry.name) || entry.name.startsWith('@');
        if (!entry.name.startsWith('_'))
          walk(path.join(dir, entry.name), grouped ? segments : [...segments, entry.name]);
      } else if (/^page\.(tsx|ts|jsx|js)$/.test(entry.name)) {
        routes.push(`/${segments.join('/')}`);
      }
    }
  };
  walk(root, []);
  return routes.sort();
}

/**
 * One real address for each dynamic route, from the demo content. A new dynamic page (a tag, a
 * post by slug) adds its example here; the spec fails naming any route without one.
 */
export const DYNAMIC_EXAMPLES: Record<string, () => Promise<string>> = {
  '/blog/[slug]': async () => {
    const [post] = await query<{ slug: string }>(
      `select slug from blog_posts where ${PUBLIC_POST} order by published_at desc limit 1`,
    );
    return `/blog/${post!.slug}`;
  },
  '/blog/tag/[tag]': async () => {
    const [post] = await query<{ tag: string }>(
      `select tag_slugs[1] as tag from blog_posts where ${PUBLIC_POST} and tag_slugs <> '{}' order by published_at desc limit 1`,
    );
    return `/blog/tag/${post!.tag}`;
  },
  // The second pages of the list and of a tag, as visitors reach them (rewritten by src/proxy.ts).
  '/blog/pagina/[pagina]': async () => {
    await ensureSecondPage();
    return '/blog?pagina=2';
  },
  '/blog/tag/[tag]/pagina/[pagina]': async () => {
    await ensureSecondPage();
    return `/blog/tag/${SCAN_TAG}?pagina=2`;
  },
  // A search, as the form on /blog sends it.
  '/blog/busca': async () => '/blog?q=contratos',
  // The admin screen of a declared content type without a page of its own (docs/admin-kit.md):
  // every real type has its own page, so here it answers a path that is no type's (404).
  '/admin/[content]': async () => '/admin/nao-e-um-tipo',
  // A review link of a post (issue 22), signed as features/blog/preview.ts signs it.
  '/pre-visualizacao/[token]': async () => {
    const [post] = await query<{ id: string }>(
      `select id from blog_posts where ${PUBLIC_POST} order by published_at desc limit 1`,
    );
    const secret =
      process.env.BETTER_AUTH_SECRET ?? readFileSync(`${E2E_DATA_DIR}/auth.secret`, 'utf8').trim();
    const claim = { kind: 'post', postId: post!.id, exp: Date.now() + 3_600_000, n: 'varredura' };
    const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
    const signature = createHmac('sha256', secret).update(`preview:${payload}`).digest('base64url');
    return `/pre-visualizacao/${payload}.${signature}`;
  },
  '/agendar-consulta/reserva/[token]': async () => `/agendar-consulta/reserva/${await exampleBookingToken()}`,
  '/agendar-consulta/reserva/[token]/cancelar': async () =>
    `/agendar-consulta/reserva/${await exampleBookingToken()}/cancelar`,
  '/agendar-consulta/reserva/[token]/remarcar': async () =>
    `/agendar-consulta/reserva/${await exampleBookingToken()}/remarcar`,
  '/en/book-a-consultation/booking/[token]': async () =>
    `/en/book-a-consultation/booking/${await exampleBookingToken()}`,
  '/en/book-a-consultation/booking/[token]/cancel': async () =>
    `/en/book-a-consultation/booking/${await exampleBookingToken()}/cancel`,
  '/en/book-a-consultation/booking/[token]/reschedule': async () =>
    `/en/book-a-consultation/booking/${await exampleBookingToken()}/reschedule`,
  // A client alert subscriber's links (issue 35): an example subscriber's token.
  '/informativos/confirmar/[token]': async () => `/informativos/confirmar/${await exampleSubscriberToken()}`,
  '/informativos/preferencias/[token]': async () =>
    `/informativos/preferencias/${await exampleSubscriberToken()}`,
  '/informativos/cancelar/[token]': async () => `/informativos/cancelar/${await exampleSubscriberToken()}`,
  // The English 404 (any unknown address under /en).
  '/en/[...unknown]': async () => '/en/does-not-exist',
  // The English blog (issue 34): a demo English post and its tag, the second pages, a search.
  '/en/blog/[slug]': async () => {
    const [post] = await query<{ slug: string }>(
      `select slug from blog_posts where ${PUBLIC_ENGLISH_POST} order by published_at desc limit 1`,
    );
    return `/en/blog/${post!.slug}`;
  },
  '/en/blog/tag/[tag]': async () => {
    const [post] = await query<{ tag: string }>(
      `select tag_slugs[1] as tag from blog_posts where ${PUBLIC_ENGLISH_POST} and tag_slugs <> '{}' order by published_at desc limit 1`,
    );
    return `/en/blog/tag/${post!.tag}`;
  },
  '/en/blog/page/[page]': async () => {
    await ensureSecondPage();
    return '/en/blog?page=2';
  },
  '/en/blog/tag/[tag]/page/[page]': async () => {
    await ensureSecondPage();
    return `/en/blog/tag/${SCAN_TAG_EN}?page=2`;
  },
  '/en/blog/search': async () => '/en/blog?q=companies',
  // An English subscriber's links.
  '/en/alerts/confirm/[token]': async () => `/en/alerts/confirm/${await exampleSubscriberToken()}`,
  '/en/alerts/preferences/[token]': async () => `/en/alerts/preferences/${await exampleSubscriberToken()}`,
  '/en/alerts/unsubscribe/[token]': async () => `/en/alerts/unsubscribe/${await exampleSubscriberToken()}`,
};

/** The SQL condition of a post visitors of the English blog see. */
const PUBLIC_ENGLISH_POST = `locale = 'en' and active and status = 'published'`;

/** A confirmed subscriber of the client alerts (issue 35), made once; its links' token. */
let subscriberToken: Promise<string> | undefined;
const exampleSubscriberToken = () =>
  (subscriberToken ??= query<{ token: string }>(
    `insert into alert_subscribers (email, status, token, consent_text, confirmed_at)
     values ('exemplo-varredura@leitores.test', 'confirmed', md5(random()::text), 'Exemplo', now())
     on conflict ((lower(email))) do update set status = 'confirmed'
     returning token`,
  ).then((rows) => rows[0]!.token));

const EXAMPLE_BOOKER = 'exemplo-varredura@cliente.test';

/**
 * A booking's link token (issue 23), as its e-mails carry it: a booking of the demo calendar
 * (made once, on a night hour no visitor can book), signed with the server's secret
 * (generated into its DATA_DIR at start). Made once for the three pages that ask for it.
 */
let exampleToken: Promise<string> | undefined;
const exampleBookingToken = () => (exampleToken ??= makeExampleBooking());

async function makeExampleBooking(): Promise<string> {
  process.env.BETTER_AUTH_SECRET ??= readFileSync(`${E2E_DATA_DIR}/auth.secret`, 'utf8').trim();
  const [made] = await query<{ id: string }>(
    `with found as (select id from bookings where email = $1),
     made as (
       insert into bookings (calendar_id, starts_at, ends_at, area, modality, name, email, phone, case_summary)
       select id, date_trunc('day', now()) + interval '10 days 4 hours',
         date_trunc('day', now()) + interval '10 days 5 hours', 'advocacia-tributaria', 'in_person',
         'Exemplo da Varredura', $1, '(11) 91234-5678', 'Um caso de exemplo.'
       from calendars where name = 'Atendimento do escritório' and not exists (select 1 from found)
       limit 1 returning id)
     select id from found union all select id from made limit 1`,
    [EXAMPLE_BOOKER],
  );
  return bookingToken(made!.id);
}

/**
 * Pages that are a step of another page's flow: the booking's last step (issue 23: the times of a
 * free day and its public form), on the first free day the demo calendar offers.
 */
export const STEP_EXAMPLES: (() => Promise<string>)[] = [
  async () => {
    const step = '/agendar-consulta?area=advocacia-tributaria&modalidade=presencial';
    const html = await (await fetch(`http://localhost:${E2E_PORT}${step}`)).text();
    const day = /href="\/agendar-consulta\?[^"]*dia=(\d{4}-\d{2}-\d{2})/.exec(html)?.[1];
    if (!day) throw new Error(`no free day on ${step}`);
    // The browser's own time zone (this machine's) in the address, as the site's script puts it:
    // without it the script reloads a page showing times, and the scanned response is gone.
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return `${step}&dia=${day}${zone === 'America/Sao_Paulo' ? '' : `&fuso=${encodeURIComponent(zone)}`}`;
  },
];

const SCAN_TAG = 'varredura';
const SCAN_TAG_EN = 'scan';

/**
 * Enough public posts of one tag for a second page (12 a page), in each language, then the cached
 * pages forgotten;
 * once, for both paged examples (they are asked for at the same time).
 */
let secondPage: Promise<void> | undefined;
const ensureSecondPage = () => (secondPage ??= addSecondPage());

async function addSecondPage() {
  const [{ total } = { total: 0 }] = await query<{ total: number }>(
    `select count(*)::int as total from blog_posts where ${PUBLIC_POST} and tag_slugs @> array['${SCAN_TAG}']::varchar[]`,
  );
  for (let i = total; i < 13; i++)
    await query(
      `insert into blog_posts (title, slug, summary, content, content_text, author, tags, tag_slugs, published_at)
       values ($1, $2, 'Resumo do artigo.', '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Texto."}]}]}',
         'Texto.', 'Autora', array['Varredura'], array['${SCAN_TAG}'], now() - interval '20 years' + $3 * interval '1 minute')
       on conflict (slug) do nothing`,
      [`Artigo de varredura ${i}`, `artigo-de-varredura-${i}`, i],
    );
  // Their English versions (issue 34): the English list's and tag's second pages.
  await query(
    `insert into blog_posts (title, slug, summary, content, content_text, author, tags, tag_slugs,
       published_at, locale, translation_of)
     select 'Scan article ' || substr(original.slug, 21), 'scan-' || original.slug, 'The summary.',
       '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Text."}]}]}',
       'Text.', 'Author', array['Scan'], array['${SCAN_TAG_EN}'], original.published_at, 'en', original.id
     from blog_posts original
     where original.locale = 'pt-BR' and original.tag_slugs @> array['${SCAN_TAG}']::varchar[]
       and not exists (select 1 from blog_posts english where english.translation_of = original.id)
     on conflict do nothing`,
  );
  await recordInvalidation((await e2eDb()).$client, 'e2e', ['blog_posts']);
}

/** Pages that are not a page.tsx of their own: the site's 404. */
export const EXTRA_ROUTES = ['/nao-existe', '/blog/00000000-0000-4000-8000-000000000000'];

/**
 * The Nu HTML Checker's CSS checker predates what Tailwind 4 writes into the inlined stylesheet:
 * `@property` (CSS Properties and Values API), `margin-trim` (inside an `@supports` test) and custom
 * properties in `transition-property`. All are valid CSS that browsers support; these three
 * messages, and only they, are dropped (docs/security-scans.md).
 */
const NU_FALSE_POSITIVES = [
  'CSS: Unrecognized at-rule “@property”.*',
  'CSS: “margin-trim”: Property “margin-trim” doesn.t exist.*',
  'CSS: “transition-property”: “--[a-z0-9-]+” is not a “transition-property” value.*',
];

/** The Nu HTML Checker's findings on each document, by name (errors only: warnings are advice). */
export function nuHtmlErrors(documents: Record<string, string>): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tribuna-vnu-'));
  try {
    const names = Object.keys(documents);
    names.forEach((name, i) => writeFileSync(path.join(dir, `${i}.html`), documents[name]!));
    const jar = createRequire(import.meta.url)('vnu-jar') as string;
    const run = spawnSync(
      'java',
      [
        '-Xss1m',
        '-jar',
        jar,
        '--format',
        'json',
        '--errors-only',
        '--exit-zero-always',
        '--filterpattern',
        NU_FALSE_POSITIVES.join('|'),
        dir,
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.error || run.status !== 0) {
      throw new Error(
        `the Nu HTML Checker did not run (java -jar vnu.jar): ${run.error?.message ?? run.stderr}`,
      );
    }
    const { messages } = JSON.parse(run.stderr || run.stdout) as {
      messages: { type: string; url: string; lastLine?: number; message: string; extract?: string }[];
    };
    return messages.map((message) => {
      const name = names[Number(path.basename(new URL(message.url).pathname, '.html'))];
      return `${name}:${message.lastLine ?? '?'}: ${message.message} [${message.extract?.trim() ?? ''}]`;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** axe-core's violations on the page as shown (transitions finished), any impact, WCAG 2.2 AA included (helpers/axe.ts). */
export async function axeViolations(page: Page): Promise<string[]> {
  return (await axeResults(page)).map(
    (violation) =>
      `${violation.impact}: ${violation.id} (${violation.help}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
