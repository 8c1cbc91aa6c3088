import fc from 'fast-check';
import { count, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as consultationRoute } from '@/app/api/consultation/route';
import { POST as contactRoute } from '@/app/api/contact/route';
import { POST as visitsRoute } from '@/app/api/visits/route';
import { isPostAddress } from '@/features/blog/addresses';
import { isRecordedPath } from '@/features/visits/recordable';
import { consultations, contactMessages, pageVisits, rateLimits } from '@/db/schema';
import { describeUserAgent } from '@/features/visits/user-agent';
import { signInAction } from '@/features/auth/actions';
import { LOGIN_MESSAGES } from '@/features/auth/schema';
import { HONEYPOT_FIELD } from '@/lib/shared/honeypot';
import { getDb } from '@/lib/server/db/client';
import { asRequestOf } from '../authorization/request';
import { formRequest } from '../helpers/form-request';
import * as gen from './arbitraries';
import { checkProperty, expectHandled, withoutUnexpectedErrors } from './harness';

// Fuzzing the public entry points (issue 11): the contact and consultation forms (POST /api/contact,
// /api/consultation, as the public pages' script sends them) and POST /api/visits, with valid, hostile and missing values. Each call stores a valid row or is refused in
// Portuguese, never with an unexpected error or a 5xx.

vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/headers')>()),
  headers: async () => (await import('../authorization/request')).requestHeaders(),
}));

const rows = async (table: typeof contactMessages | typeof consultations | typeof pageVisits) =>
  (await getDb().select({ n: count() }).from(table))[0]!.n;

/** The honeypot, left empty as people do, or filled as bots do (refused with the spec's toast). */
const honeypot = fc.option(fc.constantFrom('', 'http://spam.example'), { nil: undefined, freq: 4 });
const HONEYPOT_MESSAGE =
  'Envio bloqueado: um campo oculto do formulário foi preenchido. Recarregue a página e tente novamente.';

/** Sends a public form as a visitor's page does; the per-address limit is reset so every payload is checked. */
async function submitAsVisitor(
  table: typeof contactMessages | typeof consultations,
  route: (request: Request) => Promise<Response>,
  path: string,
  fields: Record<string, unknown>,
) {
  await getDb().delete(rateLimits);
  const before = await rows(table);
  const response = await withoutUnexpectedErrors(() => route(formRequest(path, fields)));
  expect([200, 400]).toContain(response.status);
  const outcome = expectHandled(await response.json(), [HONEYPOT_MESSAGE]);
  expect(response.status).toBe(outcome === 'stored' ? 200 : 400);
  expect(await rows(table)).toBe(before + (outcome === 'stored' ? 1 : 0));
}

beforeEach(async () => {
  await getDb().delete(rateLimits);
});

describe('fuzz: public forms', () => {
  it('contact: every payload is stored or refused in Portuguese (150 runs)', async () => {
    const form = gen.formOf({
      name: gen.words,
      email: gen.email,
      message: gen.sentences,
      [HONEYPOT_FIELD]: honeypot,
    });
    await checkProperty(form, 150, (fields) =>
      submitAsVisitor(contactMessages, contactRoute, '/api/contact', fields),
    );
  });

  it('consultation: every payload is stored or refused in Portuguese (150 runs)', async () => {
    const form = gen.formOf({
      name: gen.words,
      company_name: gen.words,
      email: gen.email,
      phone: gen.phone,
      case_summary: gen.sentences,
      [HONEYPOT_FIELD]: honeypot,
    });
    await checkProperty(form, 150, (fields) =>
      submitAsVisitor(consultations, consultationRoute, '/api/consultation', fields),
    );
  });
});

describe('fuzz: sign-in form', () => {
  it('every payload is refused in Portuguese, never with an unexpected error (60 runs)', async () => {
    const form = gen.formOf({ email: gen.email, password: gen.words });
    await checkProperty(form, 60, async (fields) => {
      await getDb().delete(rateLimits);
      const result = await withoutUnexpectedErrors(() =>
        asRequestOf(null, () => signInAction(gen.formDataOf(fields))),
      );
      // No such account: the spec's message, its 'Erro ao fazer login: {message}' for what Better
      // Auth refuses (e.g. 'email inválido'), or a field error.
      const specToast = (message: string) =>
        message === LOGIN_MESSAGES.invalidCredentials || message.startsWith(LOGIN_MESSAGES.otherError);
      expect(expectHandled(result, specToast)).toBe('refused');
    });
    // Each attempt hashes a password (Better Auth does so for an unknown account too): beside CI's
    // other suites, 60 of them passed 30 s.
  }, 120_000);
});

/** A JSON body of any shape, a page_path of any kind, or bytes that are not JSON at all. */
const visitBody = fc.oneof(
  fc
    .record({
      page_path: gen.field(
        fc.oneof(
          fc.webPath().map((path) => `/${path.replace(/^\/+/, '')}`),
          fc.constantFrom('/', '/contato', '/blog/tag/direito', '/agendar-consulta/reserva/abc123'),
        ),
      ),
    })
    .map((body) =>
      JSON.stringify({ ...body, page_path: body.page_path instanceof File ? {} : body.page_path }),
    ),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string(),
  gen.withNul.map((path) => JSON.stringify({ page_path: `/${path}` })),
  gen.longText.map((path) => JSON.stringify({ page_path: `/${path}` })),
  fc.constantFrom('', 'null', '[]', '{"page_path":null}', '{"page_path":123}', '{"page_path":"/\\u0000"}'),
);

describe('fuzz: POST /api/visits', () => {
  it('answers 204 (stored unless a known bot or not a page of the site), 400 or 413 to every body, never 5xx (250 runs)', async () => {
    const visit = fc.record({ body: visitBody, userAgent: fc.option(gen.hostileText, { nil: undefined }) });
    await checkProperty(visit, 250, async ({ body, userAgent }) => {
      await getDb().delete(rateLimits);
      const before = await rows(pageVisits);
      const headers = new Headers({ 'content-type': 'application/json' });
      // Header values cannot hold control characters or non-Latin-1 text: a client cannot send them.
      if (userAgent !== undefined && /^[\x20-\x7e]*$/.test(userAgent)) headers.set('user-agent', userAgent);
      const request = new Request('http://localhost/api/visits', { method: 'POST', headers, body });
      const response = await withoutUnexpectedErrors(() => visitsRoute(request));
      expect([204, 400, 413]).toContain(response.status);
      // Known bots, and paths that are not the site's pages, are answered 204 and not counted.
      const counted =
        response.status === 204 &&
        !describeUserAgent(headers.get('user-agent')).bot &&
        (await isRecordedPath((JSON.parse(body) as { page_path: string }).page_path, isPostAddress));
      expect(await rows(pageVisits)).toBe(before + (counted ? 1 : 0));
    });
  });
});

describe('stored text', () => {
  it('every text column of the site tables has a maximum length', async () => {
    // Better Auth writes its own tables (its plugins' two_factors and passkeys too: encrypted secrets
    // and WebAuthn keys it builds itself; a passkey's name is ours, bounded); rate_limits keys are
    // built by the server; enum columns are bounded by their CHECK constraints; references to
    // users.id have its type.
    const { rows: unbounded } = await getDb().execute<{ column: string }>(sql`
      select table_name || '.' || column_name as column
      from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'ARRAY', 'character varying')
        and character_maximum_length is null
        and not (data_type = 'ARRAY' and udt_name = '_varchar' and exists (
          select 1 from pg_attribute a join pg_class c on c.oid = a.attrelid
          where c.relname = table_name and a.attname = column_name and a.atttypmod > 0))
        and table_name not in ('users', 'sessions', 'accounts', 'verifications', 'two_factors', 'passkeys')
        and (table_name, column_name) not in (('rate_limits', 'key'), ('administrators', 'id'),
          ('administrators', 'user_type'), ('consultations', 'status'), ('contact_messages', 'status'),
          ('consultations', 'notification_state'), ('contact_messages', 'notification_state'),
          ('page_visits', 'device'),
          ('bookings', 'kind'), ('bookings', 'modality'), ('bookings', 'appointment_status'),
          ('bookings', 'cancelled_by'), ('bookings', 'status'), ('bookings', 'notification_state'),
          -- foreign keys to Better Auth's users.id (text), set by the server from a staff member's id
          ('consultations', 'assignee_id'), ('contact_messages', 'assignee_id'), ('bookings', 'assignee_id'),
          ('request_notes', 'author_id'), ('follow_up_digests', 'assignee_id'))
      order by 1`);
    expect(unbounded.map((row) => row.column)).toEqual([]);
  });
});
