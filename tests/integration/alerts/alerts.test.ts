import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertDeliveries, alerts, alertSubscribers } from '@/db/schema';
import { runAlertsRetention } from '@/features/alerts/exports';
import { alertTasks, fanOutAlert } from '@/features/alerts/sending';
import { listAlerts, sendPostAsAlert } from '@/features/alerts/alerts-admin';
import { addSubscriber } from '@/features/alerts/subscribers-admin';
import { confirmSubscription, subscribeToAlerts, unsubscribe } from '@/features/alerts/subscribers';
import { ALERT_ADMIN } from '@/features/alerts/messages';
import { translator } from '@/lib/server/i18n';
import { subscribeSchema } from '@/features/alerts/schema';
import { submitConsultation } from '@/features/consultations/service';
import { requestNotificationTask } from '@/features/notifications/task';
import { erasePersonalData, findPersonalData } from '@/features/privacy/service';
import { originOf } from '@/lib/shared/attribution';
import { getDb } from '@/lib/server/db/client';
import { startJobWorker, type JobWorker } from '@/lib/server/jobs/worker';
import { createSmtpMailer } from '@/lib/server/mail/mailer';
import { actorWithRole } from '../helpers/actors';
import { setFirm } from '../helpers/booking';
import { addAlertPost, addConfirmed, addressOf, startWorkerProcess } from '../helpers/alerts';
import { killApps } from '../helpers/app-runner';
import { smtpPeer, type Delivery, type SmtpPeer } from '../helpers/smtp-peer';

// Client alerts (issue 35) against the real queue (graphile-worker) and a real SMTP server
// (smtp-server): double opt-in and the consent record, delivery across a kill -9 of the worker,
// the site-wide rate across two workers, a consultation's e-mail while 1,000 alerts wait, the
// campaign links reaching the attribution, erasure during a send, the retention.

let peer: SmtpPeer;
let workers: JobWorker[] = [];
let address = 0;
const visitor = () => ({ address: `198.51.100.${++address % 250}` });

beforeEach(async () => {
  await getDb().execute(sql`delete from graphile_worker._private_jobs`);
  await getDb().execute(sql`delete from rate_limits`);
  await getDb().execute(sql`delete from alerts`);
  await getDb().execute(sql`delete from alert_subscribers`);
  await setFirm();
  peer = await smtpPeer();
  await peer.start();
});

afterEach(async () => {
  killApps();
  await Promise.all(workers.map((worker) => worker.stop()));
  workers = [];
  await peer.stop();
});

async function startWorker(options: { rate?: number; extra?: boolean } = {}) {
  const tasks = Object.values(alertTasks({ ratePerMinute: options.rate ?? 100_000 })).map(
    ({ task, run }) => ({
      task,
      run,
    }),
  );
  const worker = await startJobWorker({
    connectionString: process.env.DATABASE_URL!,
    dataDir: process.env.DATA_DIR!,
    mailer: createSmtpMailer(peer.url, 'Prado <informativos@firma.test>'),
    retryDelayMs: 50,
    tasks: options.extra ? [...tasks, requestNotificationTask] : tasks,
  });
  workers.push(worker);
  return worker;
}

/** An alert of the post queued now and its fan-out done (the recipients fixed). */
async function alertOf(postId: string) {
  const admin = await actorWithRole('admin');
  const { id } = await sendPostAsAlert(admin, { post_id: postId, when: 'now' });
  await fanOutAlert(id);
  return id;
}

const to = (email: string) =>
  peer.deliveries.filter((item) =>
    item.recipients.some((recipient) => recipient.toLowerCase() === email.toLowerCase()),
  );
/** A header as it was sent (mailparser folds the List-* headers into one object). */
const header = (delivery: Delivery, name: string) =>
  delivery.mail.headerLines
    .find((line) => line.key === name)
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, ' ') ?? '';

describe('subscribing', () => {
  it("keeps the e-mails' language only when it is one of the site's", () => {
    const language = (value?: string) =>
      subscribeSchema.parse({ email: 'a@leitores.test', ...(value !== undefined && { language: value }) })
        .language;
    expect(language('en')).toBe('en');
    expect(language('pt-BR')).toBe('pt-BR');
    expect(language('fr')).toBe('pt-BR');
    expect(language()).toBe('pt-BR');
  });

  it('an English subscription is confirmed in English, through its English page, its consent in English', async () => {
    await subscribeToAlerts({ email: 'john@reader.test', language: 'en' }, visitor());
    await startWorker();
    await vi.waitFor(() => expect(peer.deliveries).toHaveLength(1), { timeout: 10_000 });
    const [mail] = peer.deliveries;
    expect(mail!.mail.subject).toBe('Confirm your subscription to our legal alerts');
    expect(mail!.mail.text).toMatch(
      /To confirm the subscription, open the link: http:\/\/[^/]+\/en\/alerts\/confirm\/[\w-]{32}/,
    );
    expect(mail!.mail.html).toContain('<html lang="en">');
    const [row] = await getDb()
      .select()
      .from(alertSubscribers)
      .where(eq(alertSubscribers.email, 'john@reader.test'));
    expect(row!.consentText).toBe(translator('en')('alerts.consent'));
    expect(row!.consentText).toMatch(/^By subscribing, you agree/);
  });

  it('double opt-in: nothing but the confirmation until the link is opened; the consent record holds', async () => {
    await startWorker();
    const form = {
      email: 'Ana@Cliente.test',
      name: 'Ana',
      'topic_advocacia-tributaria': 'on',
      entry_page: '/blog/nova-regra',
      utm_source: 'linkedin',
      utm_campaign: 'reforma',
      form_page: '/informativos',
    };
    await subscribeToAlerts(form, visitor());
    await vi.waitFor(() => expect(to('ana@cliente.test')).toHaveLength(1), { timeout: 10_000 });
    const [row] = await getDb().select().from(alertSubscribers);
    expect(row).toMatchObject({
      status: 'pending',
      topics: ['advocacia-tributaria'],
      language: 'pt-BR',
      consentText: translator('pt-BR')('alerts.consent'),
      formPage: 'informativos',
      entryPage: 'blog/nova-regra',
      utmSource: 'linkedin',
      utmCampaign: 'reforma',
      confirmedAt: null,
    });
    expect(row!.consentAt).toBeInstanceOf(Date);

    // An alert now reaches no one: the subscription waits for its confirmation.
    const post = await addAlertPost('antes-da-confirmacao');
    await alertOf(post);
    expect(await getDb().select().from(alertDeliveries)).toHaveLength(0);

    const link = /https?:\/\/\S+\/informativos\/confirmar\/([A-Za-z0-9_-]{32})/.exec(
      to('ana@cliente.test')[0]!.mail.text ?? '',
    );
    expect(link, 'the e-mail carries the confirmation link').not.toBeNull();
    expect(await confirmSubscription(link![1]!)).toBe(true);
    const [confirmed] = await getDb().select().from(alertSubscribers);
    expect(confirmed!.status).toBe('confirmed');
    expect(confirmed!.confirmedAt).toBeInstanceOf(Date);

    // A second subscribe of the same address answers the same and changes nothing, sends nothing.
    await expect(subscribeToAlerts({ email: 'ana@cliente.test' }, visitor())).resolves.toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(to('ana@cliente.test')).toHaveLength(1);
    const [after] = await getDb().select().from(alertSubscribers);
    expect(after).toMatchObject({ status: 'confirmed', topics: ['advocacia-tributaria'] });

    // The LGPD export shows the subscription with its consent record.
    const held = await findPersonalData(await actorWithRole('admin'), 'ana@cliente.test');
    expect(held.subscriptions).toMatchObject([
      {
        status: 'confirmed',
        topics: ['advocacia-tributaria'],
        consentText: translator('pt-BR')('alerts.consent'),
        consentPage: 'informativos',
        origin: { utmSource: 'linkedin', utmCampaign: 'reforma' },
      },
    ]);
    expect(held.subscriptions[0]!.confirmedAt).not.toBeNull();
  });

  it('a person who left cannot be added back by hand, even once the retention deleted them', async () => {
    const admin = await actorWithRole('admin');
    await addConfirmed(1, 'saiu');
    await addConfirmed(1, 'esperando');
    const [left] = await getDb()
      .select()
      .from(alertSubscribers)
      .where(eq(alertSubscribers.email, addressOf('saiu', 1)));
    await unsubscribe(left!.token);
    await expect(
      addSubscriber(admin, { email: addressOf('saiu', 1), legal_basis: 'Contrato' }),
    ).rejects.toThrow(ALERT_ADMIN.leftBefore);
    await expect(addSubscriber(admin, { email: 'novo@leitores.test', legal_basis: '' })).rejects.toThrow();
    await getDb()
      .update(alertSubscribers)
      .set({ status: 'pending', consentAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(alertSubscribers.email, addressOf('esperando', 1)));
    await getDb()
      .update(alertSubscribers)
      .set({ leftAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(alertSubscribers.email, addressOf('saiu', 1)));
    expect(await runAlertsRetention()).toEqual({ unconfirmed: 1, left: 1 });
    expect(await getDb().select().from(alertSubscribers)).toHaveLength(0);
    await expect(
      addSubscriber(admin, { email: addressOf('saiu', 1), legal_basis: 'Contrato' }),
    ).rejects.toThrow(ALERT_ADMIN.leftBefore);
    await expect(
      addSubscriber(admin, { email: 'novo@leitores.test', legal_basis: 'Contrato' }),
    ).resolves.toBeTruthy();
  });
});

describe('sending', () => {
  it('a Portuguese post goes only to those who chose Portuguese e-mails', async () => {
    await addConfirmed(2, 'leitor');
    await addConfirmed(2, 'reader');
    await getDb().execute(sql`update alert_subscribers set language = 'en' where email like 'reader-%'`);
    const post = await addAlertPost('reforma-em-portugues');
    await startWorker();
    await alertOf(post);
    // The recipients are fixed by the fan-out: the two who chose Portuguese.
    expect(await getDb().select().from(alertDeliveries)).toHaveLength(2);
    await vi.waitFor(() => expect(peer.deliveries).toHaveLength(2), { timeout: 10_000 });
    expect(to(addressOf('leitor', 1))).toHaveLength(1);
    expect(to(addressOf('reader', 1))).toHaveLength(0);
    expect(to(addressOf('reader', 2))).toHaveLength(0);
  });

  it('an English post goes only to those who chose English, in English, with the English links', async () => {
    await addConfirmed(1, 'leitor');
    await addConfirmed(1, 'reader');
    await getDb().execute(sql`update alert_subscribers set language = 'en' where email like 'reader-%'`);
    const original = await addAlertPost('reforma-original');
    const { rows } = await getDb().execute<{ id: string }>(sql`
      insert into blog_posts (title, slug, summary, content, content_text, author, status, locale, translation_of)
      select 'The new rule', 'the-new-rule', 'What changes for companies', content, content_text, author,
        'published', 'en', id from blog_posts where id = ${original}
      returning id`);
    await startWorker();
    await alertOf(rows[0]!.id);
    await vi.waitFor(() => expect(peer.deliveries).toHaveLength(1), { timeout: 10_000 });
    expect(to(addressOf('leitor', 1))).toHaveLength(0);
    const [mail] = to(addressOf('reader', 1));
    expect(mail!.mail.subject).toBe('The new rule');
    const text = mail!.mail.text!;
    expect(text).toMatch(/Read on the site: http:\/\/[^/]+\/en\/blog\/the-new-rule\?utm_source=informativo/);
    expect(text).toMatch(/Preferences: http:\/\/[^/]+\/en\/alerts\/preferences\//);
    expect(text).toMatch(/Unsubscribe: http:\/\/[^/]+\/en\/alerts\/unsubscribe\//);
    expect(text).not.toContain('Cancelar inscrição');
    expect(header(mail!, 'list-unsubscribe')).toMatch(/\/en\/alerts\/unsubscribe\/[^/]+\/confirm>/);
  });

  it('every link to the site carries the campaign, which the attribution of a request keeps', async () => {
    await addConfirmed(1);
    const post = await addAlertPost('reforma-tributaria');
    await startWorker();
    await alertOf(post);
    await vi.waitFor(() => expect(peer.deliveries).toHaveLength(1), { timeout: 10_000 });
    const [mail] = peer.deliveries;
    expect(header(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(header(mail!, 'list-unsubscribe')).toMatch(
      /^<https?:\/\/\S+\/informativos\/cancelar\/\S+\/confirmar>, <mailto:/,
    );
    const html = String(mail!.mail.html);
    const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    const siteLinks = links.filter((link) => !/informativos\/(preferencias|cancelar)/.test(link));
    expect(siteLinks.length).toBeGreaterThanOrEqual(2); // the text's link and 'Ler no site'
    for (const link of siteLinks) {
      const url = new URL(link);
      expect(url.searchParams.get('utm_source'), link).toBe('informativo');
      expect(url.searchParams.get('utm_medium'), link).toBe('email');
      expect(url.searchParams.get('utm_campaign'), link).toBe('reforma-tributaria');
    }
    expect(html).not.toMatch(/<img[^>]+width="1"/); // no open pixel
    expect(mail!.mail.text).toContain('Cancelar inscrição');

    // A visitor lands from the link and asks for a consultation: the alert counts it.
    const landing = new URL(siteLinks[0]!);
    await submitConsultation(
      {
        name: 'Bruno',
        company_name: '',
        email: 'bruno@empresa.test',
        phone: '(21) 99876-5432',
        case_summary: 'Quero entender a nova regra.',
        ...Object.fromEntries(landing.searchParams),
        entry_page: landing.pathname,
        form_page: '/consultation-request',
      },
      visitor(),
    );
    const admin = await actorWithRole('admin');
    const [row] = await listAlerts(admin);
    expect(row).toMatchObject({ recipients: 1, sent: 1, failed: 0, requests: 1, bookings: 0 });
    expect(originOf({ utm_campaign: 'reforma-tributaria' }).utmCampaign).toBe('reforma-tributaria');
  });

  it('a kill -9 in the middle skips no one; only the message in flight goes twice, with its Message-ID', async () => {
    await addConfirmed(20);
    const post = await addAlertPost('entrega');
    await alertOf(post);
    const held = peer.holdNext();
    const first = await startWorkerProcess({ ALERT_SMTP_URL: peer.url, MAIL_RATE_PER_MINUTE: '100000' });
    await held.arrived;
    first.child.kill('SIGKILL');
    await first.exited;
    held.release('accept'); // the server had accepted it: the worker died before recording it
    await vi.waitFor(() => expect(peer.deliveries).toHaveLength(1));
    await startWorker();
    await vi.waitFor(
      async () => {
        const [{ n }] = (
          await getDb().execute<{ n: number }>(
            sql`select count(*)::int as n from alert_deliveries where status = 'sent'`,
          )
        ).rows as [{ n: number }];
        expect(n).toBe(20);
      },
      { timeout: 20_000, interval: 100 },
    );
    const byRecipient = new Map<string, Delivery[]>();
    for (const delivery of peer.deliveries)
      for (const recipient of delivery.recipients)
        byRecipient.set(recipient, [...(byRecipient.get(recipient) ?? []), delivery]);
    expect(byRecipient.size).toBe(20);
    const twice = [...byRecipient.values()].filter((list) => list.length > 1);
    expect(twice).toHaveLength(1); // the message in flight at the kill
    for (const copies of twice) expect(new Set(copies.map((copy) => copy.mail.messageId)).size).toBe(1);
    expect(peer.deliveries.length).toBe(20 + twice.length);
  }, 90_000); // a worker process of its own is started, killed and replaced

  it('the rate is one for the whole site: two workers send no more than MAIL_RATE_PER_MINUTE a minute', async () => {
    // The rate counts the sends a clock minute grants; a send granted in a minute's last instant is
    // recorded as sent (sent_at) in the next one. Started early in a minute, the few seconds this
    // test sends in stay within it, so sent_at's minute is the granting one.
    const second = new Date().getSeconds();
    if (second > 40) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
    await addConfirmed(30);
    const post = await addAlertPost('ritmo');
    await alertOf(post);
    await Promise.all([startWorker({ rate: 10 }), startWorker({ rate: 10 })]);
    await vi.waitFor(() => expect(peer.deliveries.length).toBeGreaterThanOrEqual(10), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const { rows } = await getDb().execute<{ minute: string; n: number }>(sql`
      select date_trunc('minute', sent_at)::text as minute, count(*)::int as n
      from alert_deliveries where status = 'sent' group by 1`);
    for (const row of rows) expect(row.n, row.minute).toBeLessThanOrEqual(10);
    expect(peer.deliveries.length).toBeLessThanOrEqual(20); // at most two minutes' worth
    const waiting = (
      await getDb().execute<{ n: number }>(
        sql`select count(*)::int as n from alert_deliveries where status = 'queued'`,
      )
    ).rows[0]!.n;
    expect(waiting).toBeGreaterThanOrEqual(10);
  }, 60_000); // up to 20 s of waiting for the minute's start

  it("a consultation's e-mail goes at once while 1,000 alerts wait", async () => {
    await addConfirmed(1000);
    const post = await addAlertPost('mil');
    await alertOf(post);
    await startWorker({ rate: 1, extra: true });
    await vi.waitFor(() => expect(peer.deliveries.length).toBeGreaterThanOrEqual(1), { timeout: 10_000 });
    const started = Date.now();
    await submitConsultation(
      {
        name: 'Carla',
        company_name: '',
        email: 'carla@empresa.test',
        phone: '(21) 99876-5432',
        case_summary: 'Preciso de ajuda com um contrato.',
      },
      visitor(),
    );
    await vi.waitFor(() => expect(to('socios@firma.test')).toHaveLength(1), {
      timeout: 10_000,
      interval: 50,
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    const waiting = (
      await getDb().execute<{ n: number }>(
        sql`select count(*)::int as n from alert_deliveries where status = 'queued'`,
      )
    ).rows[0]!.n;
    expect(waiting).toBeGreaterThan(990);
  });

  it('an erasure during a send waits for it, and nothing goes to the person after it', async () => {
    await addConfirmed(3, 'apagar');
    const post = await addAlertPost('apagamento');
    await alertOf(post);
    const held = peer.holdNext();
    await startWorker({ rate: 100_000 });
    await held.arrived;
    const inFlight = peer.deliveries.length; // 0: the held one is not recorded yet
    const [first] = await getDb()
      .select({ email: alertSubscribers.email })
      .from(alertSubscribers)
      .innerJoin(alertDeliveries, eq(alertDeliveries.subscriberId, alertSubscribers.id))
      .where(sql`${alertDeliveries.status} = 'queued'`)
      .limit(3);
    // Erase every one of the three while the first is being sent.
    const admin = await actorWithRole('admin');
    const erasures = Promise.all([1, 2, 3].map((n) => erasePersonalData(admin, addressOf('apagar', n))));
    await new Promise((resolve) => setTimeout(resolve, 300));
    held.release('accept');
    await erasures;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(inFlight).toBe(0);
    expect(first).toBeTruthy();
    // Only the message in flight went; the other two were never sent.
    expect(peer.deliveries).toHaveLength(1);
    expect(await getDb().select().from(alertSubscribers)).toHaveLength(0);
    const rows = await getDb().select().from(alertDeliveries);
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(1);
    expect(rows.every((row) => row.subscriberId === null)).toBe(true);
    expect(await getDb().select().from(alerts)).toHaveLength(1);
  });

  it('a permanent refusal (5xx) is recorded with its reason and suspends the address at the count', async () => {
    await addConfirmed(1, 'recusa');
    await startWorker();
    peer.refuseNext(3, 550);
    for (const slug of ['r1', 'r2', 'r3']) {
      await alertOf(await addAlertPost(slug));
      await vi.waitFor(
        async () => {
          const rows = await getDb()
            .select()
            .from(alertDeliveries)
            .where(eq(alertDeliveries.status, 'failed'));
          expect(rows.length).toBe(['r1', 'r2', 'r3'].indexOf(slug) + 1);
        },
        { timeout: 10_000 },
      );
    }
    const [subscriber] = await getDb().select().from(alertSubscribers);
    expect(subscriber).toMatchObject({ status: 'suspended', refusals: 3 });
    const [failed] = await getDb().select().from(alertDeliveries).limit(1);
    expect(failed!.error).toBeTruthy();
    expect(failed!.attempts).toBe(1);
  });
});
