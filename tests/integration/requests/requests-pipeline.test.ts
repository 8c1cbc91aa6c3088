import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookings, calendars, consultations, contactMessages } from '@/db/schema';
import { startJobWorker, type JobWorker } from '@/lib/server/jobs/worker';
import { followUpEmailTask, queueFollowUpEmails } from '@/features/requests/follow-up';
import { listPriorContacts, listRequestNotes, listStaff } from '@/features/requests/pipeline-queries';
import { listRequests } from '@/features/requests/queries';
import { isOverdue } from '@/features/requests/schema';
import {
  addRequestNote,
  assignRequest,
  setRequestFollowUp,
  updateRequestStatus,
} from '@/features/requests/service';
import { findPersonalData } from '@/features/privacy/service';
import { UserError } from '@/lib/shared/action-result';
import type { Actor } from '@/lib/shared/auth/permissions';
import { todayIso } from '@/lib/shared/dates';
import { statusOptionsFor } from '@/lib/shared/request-statuses';
import { getDb } from '@/lib/server/db/client';
import { createSmtpMailer } from '@/lib/server/mail/mailer';
import { actorWithRole } from '../helpers/actors';
import { createCalendar } from '../helpers/booking';
import { smtpPeer, type SmtpPeer } from '../helpers/smtp-peer';

// The intake pipeline of /admin/solicitacoes (issue 24): statuses, 'Responsável', 'Próximo
// contato' and its daily e-mail, 'Notas internas', 'Contato anterior'.

let ana: Actor;
let bruno: Actor;
const today = todayIso();
/** A day counted from today in the firm's time zone, as the server counts it. */
const dayFrom = (days: number) => todayIso(new Date(Date.now() + days * 86_400_000));

async function consultation(values: Partial<typeof consultations.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(consultations)
    .values({
      name: 'Helena Prado',
      email: 'helena@cliente.test',
      phone: '(11) 91234-5678',
      caseSummary: 'Um caso.',
      ...values,
    })
    .returning({ id: consultations.id });
  return { kind: 'consultation' as const, id: row!.id };
}

beforeEach(async () => {
  ana ??= await actorWithRole('admin');
  bruno ??= await actorWithRole('super_admin');
  await getDb().execute(sql`truncate consultations, contact_messages, follow_up_digests cascade`);
  await getDb().execute(sql`delete from graphile_worker._private_jobs`);
});

describe('intake pipeline', () => {
  it('offers the new statuses, keeps the legacy Concluída where it applies, and times the first response', async () => {
    expect(statusOptionsFor('consultation', 'new')).toEqual([
      'new',
      'in_progress',
      'waiting_client',
      'hired',
      'not_hired',
    ]);
    expect(statusOptionsFor('consultation', 'done')).toContain('done');
    expect(statusOptionsFor('contact', 'new')).toContain('done');

    const ref = await consultation({ createdAt: new Date(Date.now() - 3_600_000) });
    await updateRequestStatus(ana, { ...ref, status: 'waiting_client' });
    const [first] = await getDb().select().from(consultations);
    expect(first!.status).toBe('waiting_client');
    expect(first!.firstResponseAt).not.toBeNull();
    // A later change does not move the first response.
    await updateRequestStatus(ana, { ...ref, status: 'hired' });
    const [later] = await getDb().select().from(consultations);
    expect(later!.firstResponseAt).toEqual(first!.firstResponseAt);
  });

  it('assigns a responsible, filters Minhas solicitações and refuses someone who is not staff', async () => {
    const mine = await consultation({ name: 'Da Ana' });
    await consultation({ name: 'De ninguém' });
    await assignRequest(ana, { ...mine, assignee_id: ana.userId });
    expect((await listStaff(ana)).map((member) => member.email)).toEqual(
      expect.arrayContaining([ana.email, bruno.email]),
    );
    const page = await listRequests(ana, { page: 1, mine: '1' });
    expect(page.items.map((item) => [item.name, item.assigneeEmail])).toEqual([['Da Ana', ana.email]]);
    expect((await listRequests(bruno, { page: 1, mine: '1' })).items).toEqual([]);
    const user = await actorWithRole('user');
    await expect(assignRequest(ana, { ...mine, assignee_id: user.userId })).rejects.toBeInstanceOf(UserError);
    await assignRequest(ana, { ...mine, assignee_id: '' });
    expect((await listRequests(ana, { page: 1, mine: '1' })).items).toEqual([]);
  });

  it('keeps timestamped notes with their author, counts a note as the first response, and exports them (LGPD)', async () => {
    const ref = await consultation();
    await addRequestNote(ana, { ...ref, body: 'Cliente pediu retorno na segunda.' });
    await addRequestNote(bruno, { ...ref, body: 'Conflito verificado: nenhum.' });
    const notes = await listRequestNotes(ana, ref);
    expect(notes.map((note) => [note.body, note.authorEmail])).toEqual([
      ['Cliente pediu retorno na segunda.', ana.email],
      ['Conflito verificado: nenhum.', bruno.email],
    ]);
    expect(Date.parse(notes[0]!.createdAt)).toBeLessThanOrEqual(Date.parse(notes[1]!.createdAt));
    const [row] = await getDb().select().from(consultations);
    expect(row!.firstResponseAt).not.toBeNull();
    await expect(addRequestNote(ana, { ...ref, body: '   ' })).rejects.toBeInstanceOf(UserError);

    const data = await findPersonalData(ana, 'HELENA@cliente.test');
    expect(data.requests[0]!.notes.map((note) => note.body)).toEqual([
      'Cliente pediu retorno na segunda.',
      'Conflito verificado: nenhum.',
    ]);
  });

  it('lists earlier contacts with the same e-mail, phone or company, and nothing else', async () => {
    const opened = await consultation({ companyName: 'Prado Ltda.', createdAt: new Date() });
    await consultation({ name: 'Mesmo e-mail', email: 'HELENA@cliente.test', phone: '(21) 90000-0000' });
    await consultation({ name: 'Mesmo telefone', email: 'outra@cliente.test', phone: '+55 11 91234-5678' });
    await consultation({
      name: 'Mesma empresa',
      email: 'x@cliente.test',
      phone: '(31) 98888-7777',
      companyName: 'PRADO LTDA.',
    });
    await consultation({ name: 'Sem relação', email: 'y@cliente.test', phone: '(41) 97777-6666' });
    await getDb()
      .insert(contactMessages)
      .values({ name: 'Mensagem dela', email: 'helena@cliente.test', message: 'Olá' });
    const prior = await listPriorContacts(ana, opened);
    expect(Object.fromEntries(prior.map((contact) => [contact.name, contact.matches]))).toEqual({
      'Mesmo e-mail': ['E-mail'],
      'Mesmo telefone': ['Telefone'],
      'Mesma empresa': ['Empresa'],
      'Mensagem dela': ['E-mail'],
    });
  });

  it('carries a booking (issue 23) like any request: status, responsible, notes, next contact, earlier contacts', async () => {
    await getDb().delete(bookings);
    await getDb().delete(calendars);
    const calendar = await createCalendar();
    const startsAt = new Date(Date.now() + 3 * 86_400_000);
    const [made] = await getDb()
      .insert(bookings)
      .values({
        calendarId: calendar.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        area: 'advocacia-tributaria',
        modality: 'online',
        name: 'Helena Agendou',
        email: 'helena@cliente.test',
        phone: '(11) 91234-5678',
        caseSummary: 'Uma consulta.',
        utmSource: 'newsletter',
        entryPage: 'blog',
      })
      .returning({ id: bookings.id });
    const ref = { kind: 'booking' as const, id: made!.id };
    // A slot the firm blocked by hand is a bookings row, but no request.
    await getDb()
      .insert(bookings)
      .values({
        calendarId: calendar.id,
        kind: 'block',
        startsAt: new Date(startsAt.getTime() + 7_200_000),
        endsAt: new Date(startsAt.getTime() + 10_800_000),
      });
    const earlier = await consultation();

    await updateRequestStatus(ana, { ...ref, status: 'in_progress' });
    await assignRequest(ana, { ...ref, assignee_id: bruno.userId });
    await setRequestFollowUp(ana, { ...ref, follow_up_on: dayFrom(-1) });
    await addRequestNote(ana, { ...ref, body: 'Confirmar o link da videochamada.' });
    expect((await listRequestNotes(ana, ref)).map((note) => note.body)).toEqual([
      'Confirmar o link da videochamada.',
    ]);
    const [row] = await getDb()
      .select()
      .from(bookings)
      .where(sql`${bookings.id} = ${ref.id}`);
    expect(row).toMatchObject({ status: 'in_progress', assigneeId: bruno.userId, followUpOn: dayFrom(-1) });
    expect(row!.firstResponseAt).not.toBeNull();

    const [item] = (await listRequests(bruno, { page: 1, mine: '1' })).items;
    expect(item).toMatchObject({ kind: 'booking', name: 'Helena Agendou', assigneeEmail: bruno.email });
    // 'Contato anterior' both ways: the consultation sees the booking, the booking the consultation.
    expect((await listPriorContacts(ana, ref)).map((contact) => [contact.kind, contact.id])).toEqual([
      ['consultation', earlier.id],
    ]);
    expect((await listPriorContacts(ana, earlier)).map((contact) => [contact.kind, contact.name])).toEqual([
      ['booking', 'Helena Agendou'],
    ]);
    await getDb().delete(bookings);
    await getDb().delete(calendars);
  });

  it('marks overdue follow-ups on open requests only', async () => {
    const open = await consultation();
    await setRequestFollowUp(ana, { ...open, follow_up_on: dayFrom(-1) });
    const [item] = (await listRequests(ana, { page: 1 })).items;
    expect(item!.followUpOn).toBe(dayFrom(-1));
    expect(isOverdue(item!, today)).toBe(true);
    expect(isOverdue({ ...item!, status: 'hired' }, today)).toBe(false);
    expect(isOverdue({ ...item!, followUpOn: today }, today)).toBe(false);
    await expect(setRequestFollowUp(ana, { ...open, follow_up_on: '2026-02-30x' })).rejects.toBeInstanceOf(
      UserError,
    );
  });
});

describe('the daily follow-up e-mail', () => {
  let peer: SmtpPeer;
  let worker: JobWorker | undefined;
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    await peer?.stop();
  });

  it('reaches the real SMTP peer once per responsible, listing only their overdue follow-ups, never the notes', async () => {
    const overdue = await consultation({
      name: 'Atrasada da Ana',
      assigneeId: ana.userId,
      followUpOn: dayFrom(-2),
    });
    await addRequestNote(ana, { ...overdue, body: 'NOTA-SIGILOSA' });
    await consultation({ name: 'Fechada', assigneeId: ana.userId, followUpOn: dayFrom(-3), status: 'hired' });
    await consultation({ name: 'Amanhã', assigneeId: ana.userId, followUpOn: dayFrom(1) });
    await consultation({ name: 'Do Bruno', assigneeId: bruno.userId, followUpOn: dayFrom(5) });

    peer = await smtpPeer();
    await peer.start();
    worker = await startJobWorker({
      connectionString: process.env.DATABASE_URL!,
      dataDir: process.env.DATA_DIR!,
      mailer: createSmtpMailer(peer.url, 'Tribuna <no-reply@tribuna.test>'),
      retryDelayMs: 50,
      tasks: [followUpEmailTask],
    });
    // The scheduled task run twice the same day (a second instance, a catch-up): one e-mail.
    expect(await queueFollowUpEmails()).toBe(1);
    expect(await queueFollowUpEmails()).toBe(0);

    await vi.waitFor(() => expect(peer.deliveries).toHaveLength(1), { timeout: 15_000 });
    const { recipients, mail } = peer.deliveries[0]!;
    expect(recipients).toEqual([ana.email]);
    expect(mail.subject).toBe('Próximos contatos atrasados: 1 solicitação');
    expect(mail.text).toContain('Consulta de Atrasada da Ana');
    expect(mail.text).not.toMatch(/Fechada|Amanhã|Do Bruno|NOTA-SIGILOSA/);
    await vi.waitFor(async () => {
      const { rows } = await getDb().execute<{ n: number }>(
        sql`select count(*)::int as n from graphile_worker.jobs`,
      );
      expect(rows[0]!.n).toBe(0);
    });
    expect(peer.deliveries).toHaveLength(1);
  });
});
