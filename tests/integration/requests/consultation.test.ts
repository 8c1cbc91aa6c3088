import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as consultationRoute } from '@/app/api/consultation/route';
import { consultations, rateLimits, siteSettings } from '@/db/schema';
import { DEMO_SITE_SETTINGS as DEFAULT_SITE_SETTINGS } from '@/startup/demo-content/settings';
import { getDb } from '@/lib/server/db/client';
import { formRequest } from '../helpers/form-request';
import { HONEYPOT_FIELD } from '@/lib/shared/honeypot';
import { UserError } from '@/lib/shared/action-result';
import { submitConsultation } from '@/features/consultations/service';

const valid = {
  name: 'Bruno Lima',
  company_name: 'Lima Comércio Ltda.',
  email: 'bruno@example.com',
  phone: '(11) 98765-4321',
  case_summary: 'Recebi uma citação em execução fiscal.',
};
let address = 0;
const requester = () => ({ address: `192.0.2.${++address}` });
const stored = () => getDb().select().from(consultations);

async function fieldErrors(input: Record<string, string>) {
  const error = await submitConsultation(input, requester()).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UserError);
  return (error as UserError).fieldErrors;
}

beforeEach(async () => {
  await getDb().delete(consultations);
  await getDb().delete(rateLimits);
  await getDb().delete(siteSettings);
  await getDb().insert(siteSettings).values(DEFAULT_SITE_SETTINGS);
});

describe('consultation requests', () => {
  it("gives each field the spec's message", async () => {
    expect(await fieldErrors({ ...valid, name: 'A' })).toEqual({
      name: 'Nome deve ter pelo menos 2 caracteres',
    });
    expect(await fieldErrors({ ...valid, email: 'bruno.example.com' })).toEqual({ email: 'E-mail inválido' });
    expect(await fieldErrors({ ...valid, phone: '1198765' })).toEqual({
      phone: 'Telefone deve ter pelo menos 10 dígitos',
    });
    expect(await fieldErrors({ ...valid, case_summary: 'Ajuda' })).toEqual({
      case_summary: 'Por favor, forneça um breve resumo do seu caso',
    });
    expect(await fieldErrors({})).toEqual({
      name: 'Nome deve ter pelo menos 2 caracteres',
      email: 'E-mail inválido',
      phone: 'Telefone deve ter pelo menos 10 dígitos',
      case_summary: 'Por favor, forneça um breve resumo do seu caso',
    });
    expect(await stored()).toEqual([]);
  });

  it('stores the request and returns the WhatsApp chat with the prefilled message', async () => {
    const { whatsappUrl } = await submitConsultation(
      { ...valid, company_name: '', [HONEYPOT_FIELD]: '' },
      requester(),
    );
    expect(await stored()).toMatchObject([
      {
        name: valid.name,
        companyName: null,
        email: valid.email,
        phone: valid.phone,
        caseSummary: valid.case_summary,
        status: 'new',
        notificationState: 'pending',
      },
    ]);
    // Its e-mail to the firm is queued with it (sent by the notification worker).
    const jobs = await getDb().execute<{ payload: unknown }>(
      sql`select payload from graphile_worker._private_jobs where payload->>'id' = ${(await stored())[0]!.id}`,
    );
    expect(jobs.rows).toEqual([{ payload: { kind: 'consultation', id: (await stored())[0]!.id } }]);
    const url = new URL(whatsappUrl!);
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${DEFAULT_SITE_SETTINGS.whatsappNumber}`);
    const text = url.searchParams.get('text')!;
    for (const line of [
      `Nome: ${valid.name}`,
      'Empresa: Não informada',
      `E-mail: ${valid.email}`,
      `Telefone: ${valid.phone}`,
      `Resumo do caso: ${valid.case_summary}`,
    ]) {
      expect(text).toContain(line);
    }
  });

  it('names the company when given', async () => {
    const { whatsappUrl } = await submitConsultation(valid, requester());
    expect(new URL(whatsappUrl!).searchParams.get('text')).toContain('Empresa: Lima Comércio Ltda.');
    expect((await stored())[0]!.companyName).toBe(valid.company_name);
  });

  it('still stores the request when the firm has no WhatsApp number', async () => {
    await getDb().update(siteSettings).set({ whatsappNumber: '' }).where(eq(siteSettings.id, 1));
    expect(await submitConsultation(valid, requester())).toEqual({ whatsappUrl: null });
    expect(await stored()).toHaveLength(1);
  });

  it('refuses a filled honeypot field and a sixth request from one address in ten minutes', async () => {
    const error = await submitConsultation({ ...valid, [HONEYPOT_FIELD]: 'x' }, requester()).catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toMatch(/^Envio bloqueado/);
    expect(await stored()).toEqual([]);

    const from = requester();
    for (let i = 0; i < 5; i++) await submitConsultation(valid, from);
    const throttled = await submitConsultation(valid, from).catch((e: unknown) => e);
    expect(throttled).toBeInstanceOf(UserError);
    expect((throttled as Error).message).toMatch(/^Muitos envios em pouco tempo\. Aguarde \d+ minutos?/);
    expect(await stored()).toHaveLength(5);
  });

  it("POST /api/consultation answers with the spec's toasts, the WhatsApp chat and the fields' errors", async () => {
    const send = async (fields: Record<string, unknown>) => {
      const response = await consultationRoute(formRequest('/api/consultation', fields));
      return { status: response.status, body: await response.json() };
    };
    const saved = await send(valid);
    expect(saved).toMatchObject({
      status: 200,
      body: {
        ok: true,
        message: 'Solicitação enviada com sucesso!',
        data: { whatsappUrl: expect.any(String) },
      },
    });
    expect(new URL(saved.body.data.whatsappUrl).searchParams.get('text')).toContain(`Nome: ${valid.name}`);
    expect(await send({ ...valid, phone: '123' })).toEqual({
      status: 400,
      body: {
        ok: false,
        message: 'Telefone deve ter pelo menos 10 dígitos',
        fieldErrors: { phone: 'Telefone deve ter pelo menos 10 dígitos' },
      },
    });
    expect(await send({ ...valid, phone: 1234567890 })).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { phone: expect.any(String) } },
    });
    expect(await stored()).toHaveLength(1);
  });
});
