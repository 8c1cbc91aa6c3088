import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as contactRoute } from '@/app/api/contact/route';
import { contactMessages, rateLimits, siteSettings } from '@/db/schema';
import { DEMO_SITE_SETTINGS as DEFAULT_SITE_SETTINGS } from '@/startup/demo-content/settings';
import { getDb } from '@/lib/server/db/client';
import { formRequest } from '../helpers/form-request';
import { HONEYPOT_FIELD } from '@/lib/shared/honeypot';
import { UserError } from '@/lib/shared/action-result';
import { submitContactMessage } from '@/features/contact/service';

/** The notification jobs waiting in the queue (graphile-worker). */
const queuedJobs = async () =>
  (
    await getDb().execute<{ payload: { kind: string; id: string } }>(
      sql`select payload from graphile_worker._private_jobs`,
    )
  ).rows;
const valid = { name: 'Ana Souza', email: 'ana@example.com', message: 'Preciso revisar um contrato.' };
const stored = () => getDb().select().from(contactMessages);
let address = 0;
const sender = () => ({ address: `198.51.100.${++address}` });

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UserError);
  return error as UserError;
}

beforeEach(async () => {
  await getDb().delete(contactMessages);
  await getDb().delete(rateLimits);
  await getDb().insert(siteSettings).values(DEFAULT_SITE_SETTINGS).onConflictDoNothing();
});

describe('contact messages', () => {
  it('stores the message and queues its e-mail to the firm in the same transaction (send-email)', async () => {
    await getDb().execute(sql`delete from graphile_worker._private_jobs`);
    await submitContactMessage({ ...valid, name: '  Ana Souza  ', [HONEYPOT_FIELD]: '' }, sender());
    const [row] = await stored();
    expect(row).toMatchObject({ ...valid, status: 'new', notificationState: 'pending' });
    // Delivery is the notification worker's job (tests/integration/requests/notifications.test.ts).
    expect(await queuedJobs()).toEqual([{ payload: { kind: 'contact', id: row!.id } }]);
  });

  it("refuses missing fields with 'Por favor, preencha todos os campos' and stores nothing", async () => {
    for (const field of ['name', 'email', 'message'] as const) {
      const error = await refusal(submitContactMessage({ ...valid, [field]: '   ' }, sender()));
      expect(error.message).toBe('Por favor, preencha todos os campos');
      expect(error.fieldErrors).toHaveProperty(field);
    }
    const error = await refusal(submitContactMessage({}, sender()));
    expect(error.message).toBe('Por favor, preencha todos os campos');
    expect(await stored()).toEqual([]);
  });

  it('refuses an e-mail address that is not one', async () => {
    const error = await refusal(submitContactMessage({ ...valid, email: 'ana@' }, sender()));
    expect(error.fieldErrors).toEqual({ email: 'E-mail inválido' });
    expect(await stored()).toEqual([]);
  });

  it('refuses a filled honeypot field with a clear message', async () => {
    const error = await refusal(
      submitContactMessage({ ...valid, [HONEYPOT_FIELD]: 'https://spam.example' }, sender()),
    );
    expect(error.message).toMatch(/^Envio bloqueado/);
    expect(await stored()).toEqual([]);
  });

  it('allows five submissions per address in ten minutes, then refuses with the wait', async () => {
    const from = sender();
    for (let i = 0; i < 5; i++) await submitContactMessage(valid, from);
    const error = await refusal(submitContactMessage(valid, from));
    expect(error.message).toBe('Muitos envios em pouco tempo. Aguarde 10 minutos e tente novamente.');
    expect(await stored()).toHaveLength(5);
    // Another address is counted apart.
    await submitContactMessage(valid, sender());
    expect(await stored()).toHaveLength(6);
  });

  it("POST /api/contact answers with the spec's toasts and the fields' errors", async () => {
    const send = async (fields: Record<string, unknown>, address?: string) => {
      const response = await contactRoute(formRequest('/api/contact', fields, { address }));
      return { status: response.status, body: await response.json() };
    };
    expect(await send(valid)).toEqual({
      status: 200,
      body: { ok: true, message: 'Mensagem enviada com sucesso!' },
    });
    expect(await send({ ...valid, message: '' })).toEqual({
      status: 400,
      body: {
        ok: false,
        message: 'Por favor, preencha todos os campos',
        fieldErrors: { message: 'Por favor, preencha todos os campos' },
      },
    });
    expect(await send({ ...valid, [HONEYPOT_FIELD]: 'x' })).toMatchObject({
      status: 400,
      body: { ok: false, message: expect.stringMatching(/^Envio bloqueado/) },
    });
    const [row] = await stored();
    expect(row).toMatchObject({ ...valid, privacyNoticeVersion: expect.any(String) });
  });

  it('POST /api/contact answers 429 past the limit, 400 to a body that is not JSON', async () => {
    for (let i = 0; i < 5; i++)
      expect(
        (await contactRoute(formRequest('/api/contact', valid, { address: '203.0.113.9' }))).status,
      ).toBe(200);
    const limited = await contactRoute(formRequest('/api/contact', valid, { address: '203.0.113.9' }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      ok: false,
      message: 'Muitos envios em pouco tempo. Aguarde 10 minutos e tente novamente.',
    });
    const broken = new Request('http://localhost:3000/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    const response = await contactRoute(broken);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      message: 'Erro ao enviar mensagem. Por favor, tente novamente.',
    });
  });

  it('POST /api/contact refuses a cross-site page (403) and a body that is not JSON (415)', async () => {
    const foreign = formRequest('/api/contact', valid, { headers: { origin: 'https://evil.example' } });
    expect((await contactRoute(foreign)).status).toBe(403);
    const plain = formRequest('/api/contact', valid, { headers: { 'content-type': 'text/plain' } });
    expect((await contactRoute(plain)).status).toBe(415);
    expect(await stored()).toEqual([]);
  });
});
