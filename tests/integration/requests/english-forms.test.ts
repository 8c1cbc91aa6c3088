import { beforeEach, describe, expect, it } from 'vitest';
import { POST as consultationRoute } from '@/app/api/consultation/route';
import { POST as contactRoute } from '@/app/api/contact/route';
import { consultations, contactMessages, rateLimits, siteSettings } from '@/db/schema';
import { composeNotification } from '@/features/notifications/compose';
import { requestsCsv } from '@/features/requests/csv';
import { listRequests, listRequestsForExport } from '@/features/requests/queries';
import { DEMO_SITE_SETTINGS as DEFAULT_SITE_SETTINGS } from '@/startup/demo-content/settings';
import { getDb } from '@/lib/server/db/client';
import { actorWithRole } from '../helpers/actors';
import { formRequest } from '../helpers/form-request';

// The contact form and the consultation request sent from the English site (issue 34, ADR 0027):
// the answer in English, the request's language recorded; the Portuguese site unchanged.

const valid = {
  name: 'Jane Smith',
  company_name: '',
  email: 'jane@example.com',
  phone: '+1 555 123 4567',
  case_summary: 'We plan to open a subsidiary in São Paulo.',
};
let address = 0;
const send = async (route: (request: Request) => Promise<Response>, path: string, fields: object) => {
  const response = await route(formRequest(path, { ...fields }, { address: `198.51.100.${++address}` }));
  return { status: response.status, body: await response.json() };
};

beforeEach(async () => {
  await getDb().delete(consultations);
  await getDb().delete(contactMessages);
  await getDb().delete(rateLimits);
  await getDb().delete(siteSettings);
  await getDb().insert(siteSettings).values(DEFAULT_SITE_SETTINGS);
});

describe('the forms in English', () => {
  it('answers an English consultation with English messages at its fields and records its language', async () => {
    const refused = await send(consultationRoute, '/api/consultation', {
      ...valid,
      name: 'J',
      email: 'jane.example.com',
      language: 'en',
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        ok: false,
        fieldErrors: {
          name: 'Name must be at least 2 characters long',
          email: 'Invalid email address',
        },
      },
    });
    expect(await getDb().select().from(consultations)).toEqual([]);

    const saved = await send(consultationRoute, '/api/consultation', { ...valid, language: 'en' });
    expect(saved).toMatchObject({ status: 200, body: { ok: true, message: 'Request sent successfully!' } });
    const chat = new URL(saved.body.data.whatsappUrl);
    expect(chat.searchParams.get('text')).toContain('Hello! I would like to book a consultation.');
    expect(await getDb().select().from(consultations)).toMatchObject([
      { name: 'Jane Smith', language: 'en' },
    ]);
  });

  it('keeps the Portuguese answers, and a language other than the sites is Portuguese', async () => {
    const refused = await send(consultationRoute, '/api/consultation', { ...valid, name: 'J' });
    expect(refused.body.fieldErrors).toEqual({ name: 'Nome deve ter pelo menos 2 caracteres' });
    const saved = await send(consultationRoute, '/api/consultation', { ...valid, language: 'fr' });
    expect(saved.body.message).toBe('Solicitação enviada com sucesso!');
    expect(await getDb().select().from(consultations)).toMatchObject([{ language: 'pt-BR' }]);
  });

  it("shows each request's language in the inbox, which filters by it ('Idioma')", async () => {
    await send(consultationRoute, '/api/consultation', { ...valid, language: 'en' });
    await send(consultationRoute, '/api/consultation', { ...valid, name: 'Joana Souza' });
    const admin = await actorWithRole('admin');
    const names = async (language?: 'pt-BR' | 'en') =>
      (await listRequests(admin, { page: 1, language })).items.map((item) => [item.name, item.language]);
    expect(await names()).toEqual([
      ['Joana Souza', 'pt-BR'],
      ['Jane Smith', 'en'],
    ]);
    expect(await names('en')).toEqual([['Jane Smith', 'en']]);
    expect(await names('pt-BR')).toEqual([['Joana Souza', 'pt-BR']]);
    const csv = requestsCsv(await listRequestsForExport(admin, { page: 1, language: 'en' }));
    expect(csv.slice(1).split('\r\n')).toMatchObject([
      expect.stringMatching(/;"Idioma"$/),
      expect.stringMatching(/"Jane Smith".*;"Inglês"$/),
      '',
    ]);
  });

  it('answers the English contact form in English and records its language', async () => {
    const refused = await send(contactRoute, '/api/contact', {
      name: '',
      email: 'x',
      message: '',
      language: 'en',
    });
    expect(refused.body).toMatchObject({
      ok: false,
      fieldErrors: {
        name: 'Please fill in all fields',
        email: 'Invalid email address',
        message: 'Please fill in all fields',
      },
    });
    const saved = await send(contactRoute, '/api/contact', {
      name: 'Jane Smith',
      email: 'jane@example.com',
      message: 'Could you advise on a share deal?',
      language: 'en',
    });
    expect(saved.body).toMatchObject({ ok: true, message: 'Message sent successfully!' });
    const [row] = await getDb().select().from(contactMessages);
    expect(row).toMatchObject({ language: 'en' });
    // The firm's e-mail stays in Portuguese and says the visitor's language.
    const mail = composeNotification({ ...row!, kind: 'contact' }, ['firm@example.com'], 'Firma');
    expect(mail.text).toContain('Idioma do visitante: inglês');
    expect(mail.subject).toBe('Nova mensagem de contato: Jane Smith');
  });
});
