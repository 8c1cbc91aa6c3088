import { eq } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { consultations, siteSettings } from '@/db/schema';
import { getDb } from '@/lib/server/db/client';
import { killApps, startApp as startAppProcess } from '../helpers/app-runner';
import { smtpPeer } from '../helpers/smtp-peer';

// The app process is killed with SIGKILL right after it acknowledged a consultation: the e-mail,
// queued in the same transaction, is delivered after the restart, exactly once.

const startApp = (smtpUrl: string) =>
  startAppProcess({ SMTP_URL: smtpUrl, DEMO_CONTENT: 'false', NOTIFICATION_RETRY_DELAY_MS: '100' });

afterEach(killApps);

it('delivers a notification after the app was killed with SIGKILL, exactly once', async () => {
  await getDb()
    .insert(siteSettings)
    .values({ id: 1, firmName: 'Escritório Teste', email: 'contato@firma.test' })
    .onConflictDoUpdate({ target: siteSettings.id, set: { email: 'contato@firma.test' } });
  const peer = await smtpPeer(); // not listening yet: the mail server is down at first

  const first = startApp(peer.url);
  const port = await first.port();
  const response = await fetch(`http://127.0.0.1:${port}/`, {
    method: 'POST',
    body: JSON.stringify({
      name: 'Elisa Prado',
      company_name: '',
      email: 'elisa@cliente.test',
      phone: '(21) 99876-5432',
      case_summary: 'Preciso de ajuda com uma rescisão contratual.',
    }),
  });
  expect(await response.text()).toBe('ok');
  first.child.kill('SIGKILL');
  await first.exited;
  expect(peer.deliveries).toHaveLength(0);

  await peer.start();
  try {
    const second = startApp(peer.url);
    await second.port();
    await vi.waitFor(() => expect(peer.deliveries).toHaveLength(1), { timeout: 30_000, interval: 50 });
    const [row] = await getDb()
      .select()
      .from(consultations)
      .where(eq(consultations.email, 'elisa@cliente.test'));
    await vi.waitFor(
      async () =>
        expect(
          (await getDb().select().from(consultations).where(eq(consultations.id, row!.id)))[0]!
            .notificationState,
        ).toBe('sent'),
      { timeout: 10_000 },
    );
    expect(peer.deliveries[0]!.mail.subject).toBe('Nova solicitação de consulta: Elisa Prado');
    second.child.kill('SIGTERM');
    await second.exited;
    expect(peer.deliveries).toHaveLength(1); // and never again
  } finally {
    await peer.stop();
  }
}, 120_000);
