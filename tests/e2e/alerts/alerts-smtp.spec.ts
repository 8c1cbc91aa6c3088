import { E2E_PORT } from '../../../playwright.config';
import { expect, test } from '../fixtures';
import { startServer } from '../public-helpers';
import { smtpPeer, type SmtpPeer } from '../../integration/helpers/smtp-peer';

// Alone (fixtures.ts): a second server of its own.
test.use({ alone: true });

// Client alerts (issue 35) with a real mail server: a second production server whose SMTP_URL is a
// real SMTP peer (the `smtp-server` package). A visitor subscribes without JavaScript, the
// confirmation e-mail arrives at the peer, and its link confirms. (alerts.spec.ts follows the rest
// of the journey through the main server's outbox.)

let peer: SmtpPeer;
const server = { current: undefined as ReturnType<typeof startServer> | undefined };

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  peer = await smtpPeer();
  await peer.start();
  server.current = startServer({
    port: E2E_PORT + 60,
    dataDir: `${process.env.TEST_DATA_DIR || '.test-data'}/e2e-smtp`,
    env: {
      DEMO_CONTENT: 'false',
      ADMIN_EMAIL: 'smtp@tribuna.test',
      ADMIN_PASSWORD: 'senha-smtp-123',
      SMTP_URL: peer.url,
      MAIL_FROM: 'Escritório <informativos@escritorio.test>',
    },
  });
  await server.current.ready();
});

test.afterAll(async () => {
  await server.current?.stop();
  await peer?.stop();
});

test('subscribing without JavaScript sends the confirmation through SMTP, and its link confirms', async ({
  browser,
}) => {
  const site = server.current!.url;
  const email = `leitora-${Date.now()}@leitores.test`;
  const plain = await browser.newPage({ javaScriptEnabled: false });
  await plain.goto(`${site}/informativos`);
  const form = plain.getByRole('form', { name: 'Receba nossos informativos' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Inscrever-se' }).click();
  await expect(plain.getByText('Enviamos um e-mail para confirmar sua inscrição.')).toBeVisible();

  await expect
    .poll(() => peer.deliveries.filter((item) => item.recipients.includes(email)).length, { timeout: 20_000 })
    .toBe(1);
  const mail = peer.deliveries.find((item) => item.recipients.includes(email))!.mail;
  const link = new RegExp(`${site}(/informativos/confirmar/[A-Za-z0-9_-]{32})`).exec(mail.text ?? '')?.[1];
  expect(link, mail.text).toBeTruthy();
  await plain.goto(`${site}${link}`);
  await expect(plain.getByText('Inscrição confirmada.')).toBeVisible();
  await plain.close();
});
