import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { consultations, contactMessages } from '@/db/schema';
import { requestsCsv, requestsCsvFilename } from '@/features/requests/csv';
import { countNewRequests, listRequests, listRequestsForExport } from '@/features/requests/queries';
import { updateRequestStatus } from '@/features/requests/service';
import { UserError } from '@/lib/shared/action-result';
import type { Actor } from '@/lib/shared/auth/permissions';
import { getDb } from '@/lib/server/db/client';
import { actorWithRole } from '../helpers/actors';

// The requests inbox: consultations and contact messages in one list, filtered on the server.

let admin: Actor;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeEach(async () => {
  admin ??= await actorWithRole('admin');
  await getDb().delete(consultations);
  await getDb().delete(contactMessages);
  await getDb()
    .insert(consultations)
    .values([
      {
        name: 'Ana Souza',
        companyName: 'Souza Ltda.',
        email: 'ana@cliente.test',
        phone: '(11) 91234-5678',
        caseSummary: 'Autuação fiscal de ICMS.',
        createdAt: minutesAgo(30),
      },
      {
        name: 'Carlos Dias',
        email: 'carlos@cliente.test',
        phone: '(21) 99876-5432',
        caseSummary: 'Revisão de contrato "social"; sócios; =SOMA(1)',
        status: 'done',
        createdAt: minutesAgo(10),
      },
    ]);
  await getDb()
    .insert(contactMessages)
    .values({
      name: 'Bruno Lima',
      email: 'bruno@cliente.test',
      message: 'Quero falar sobre ICMS.',
      createdAt: minutesAgo(20),
    });
});

describe('requests inbox', () => {
  it('lists both kinds newest first, with the total', async () => {
    const page = await listRequests(admin, { page: 1 });
    expect(page.items.map((item) => [item.kind, item.name])).toEqual([
      ['consultation', 'Carlos Dias'],
      ['contact', 'Bruno Lima'],
      ['consultation', 'Ana Souza'],
    ]);
    expect(page).toMatchObject({ total: 3, page: 1, pageCount: 1 });
    expect(page.items[1]).toMatchObject({ phone: null, text: 'Quero falar sobre ICMS.', status: 'new' });
  });

  it('filters by type and status, and searches name, e-mail and text', async () => {
    const names = async (filter: Parameters<typeof listRequests>[1]) =>
      (await listRequests(admin, filter)).items.map((item) => item.name);
    expect(await names({ page: 1, type: 'contact' })).toEqual(['Bruno Lima']);
    expect(await names({ page: 1, status: 'done' })).toEqual(['Carlos Dias']);
    expect(await names({ page: 1, type: 'consultation', status: 'new' })).toEqual(['Ana Souza']);
    expect(await names({ page: 1, q: 'icms' })).toEqual(['Bruno Lima', 'Ana Souza']);
    expect(await names({ page: 1, q: 'CARLOS@' })).toEqual(['Carlos Dias']);
    expect(await names({ page: 1, q: 'souza' })).toEqual(['Ana Souza']);
    expect(await names({ page: 1, q: '100%' })).toEqual([]); // % is taken literally
  });

  it('pages by 25 on the server', async () => {
    await getDb().execute(sql`
      insert into contact_messages (name, email, message, created_at)
      select 'Pessoa ' || i, 'p' || i || '@cliente.test', 'Olá', now() - i * interval '1 day'
      from generate_series(1, 50) as i`);
    const second = await listRequests(admin, { page: 2 });
    expect(second).toMatchObject({ total: 53, page: 2, pageCount: 3 });
    expect(second.items).toHaveLength(25);
    expect((await listRequests(admin, { page: 3 })).items).toHaveLength(3);
    expect((await listRequests(admin, { page: 9 })).page).toBe(3); // past the end: the last page
  });

  it('changes a status and counts the new requests', async () => {
    expect(await countNewRequests(admin)).toBe(2);
    const [ana] = (await listRequests(admin, { page: 1, q: 'Ana' })).items;
    await updateRequestStatus(admin, { kind: 'consultation', id: ana!.id, status: 'in_progress' });
    expect((await listRequests(admin, { page: 1, q: 'Ana' })).items[0]!.status).toBe('in_progress');
    expect(await countNewRequests(admin)).toBe(1);
    await expect(
      updateRequestStatus(admin, { kind: 'contact', id: ana!.id, status: 'done' }),
    ).rejects.toBeInstanceOf(UserError);
    await expect(
      updateRequestStatus(admin, { kind: 'consultation', id: ana!.id, status: 'archived' }),
    ).rejects.toBeInstanceOf(UserError);
  });

  it('exports the filter as a CSV a Portuguese spreadsheet opens', async () => {
    const csv = requestsCsv(await listRequestsForExport(admin, { page: 1, type: 'consultation' }));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '"Data";"Tipo";"Nome";"E-mail";"Telefone";"Empresa";"Resumo / Mensagem";"Status";"Notificação";"Idioma"',
    );
    expect(lines).toHaveLength(4); // header, two consultations, and the final line break
    expect(lines[1]).toMatch(
      /^"\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}";"Consulta";"Carlos Dias";"carlos@cliente.test";"\(21\) 99876-5432";"";"Revisão de contrato ""social""; sócios; =SOMA\(1\)";"Concluída";"Pendente";"Português"$/,
    );
    expect(lines[2]).toContain('"Souza Ltda."');
    expect(
      requestsCsv([{ ...(await listRequestsForExport(admin, { page: 1 }))[0]!, name: '=HYPERLINK("x")' }]),
    ).toContain(`"'=HYPERLINK(""x"")"`);
    expect(requestsCsvFilename('2026-11-24')).toBe('solicitacoes-2026-11-24.csv');
  });
});
