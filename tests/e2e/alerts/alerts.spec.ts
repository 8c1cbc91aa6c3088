import { mailsTo } from '../auth-support';
import { expect, test, toast } from '../fixtures';
import { query, unique } from '../helpers/database';

// Client alerts (issue 35), in the browser against the real server (no SMTP_URL: the outbox):
// subscribing without JavaScript, confirming from the e-mail, an alert sent from the post's editor
// and received, leaving by the one-click POST (RFC 8058) and by the link, and nothing after leaving.

interface AlertMail {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

const mails = (email: string) => mailsTo(email) as AlertMail[];
const linkIn = (text: string, path: string) =>
  new RegExp(`https?://\\S+(${path}/[A-Za-z0-9_-]{32})`).exec(text)?.[1];

test('subscribe without JavaScript, confirm, receive an alert, leave by one-click and by link', async ({
  adminPage: page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const id = unique();
  const [ana, bia, caio] = ['ana', 'bia', 'caio'].map((name) => `${name}-${id}@leitores.test`) as [
    string,
    string,
    string,
  ];
  const title = `Nova regra do ICMS ${id}`;
  await query(
    `insert into blog_posts (title, slug, summary, content, content_text, author, status, alert_topics)
     values ($1, $2, 'O que muda para as empresas', $3::jsonb, 'Texto do informativo.', 'Autora', 'published', '{advocacia-tributaria}')`,
    [
      title,
      `nova-regra-${id}`,
      JSON.stringify({
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Texto do informativo.' }] }],
      }),
    ],
  );

  await test.step('subscribe without JavaScript and confirm from the e-mail', async () => {
    const plain = await browser.newPage({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 200) + 1}` },
    });
    for (const email of [ana, bia, caio]) {
      await plain.goto('/informativos');
      const form = plain.getByRole('form', { name: 'Receba nossos informativos' });
      await form.getByLabel('E-mail').fill(email);
      await form.getByLabel('Advocacia Tributária').check();
      await form.getByRole('button', { name: 'Inscrever-se' }).click();
      await expect(plain.getByText('Enviamos um e-mail para confirmar sua inscrição.')).toBeVisible();
    }
    await plain.close();
    for (const email of [ana, bia, caio]) {
      await expect.poll(() => mails(email).length, { timeout: 15_000 }).toBe(1);
      const link = linkIn(mails(email)[0]!.text, '/informativos/confirmar');
      expect(link, 'the confirmation e-mail carries its link').toBeTruthy();
      await page.goto(link!);
      await expect(page.getByText('Inscrição confirmada.')).toBeVisible();
    }
    // A link's page carries a credential: rendered per request, never kept by a cache.
    const confirm = await request.get(linkIn(mails(ana)[0]!.text, '/informativos/confirmar')!);
    expect(confirm.headers()['cache-control']).toMatch(/no-store/);
  });

  const sendFromEditor = async (again: boolean) => {
    await page.goto(`/admin/blog?q=${id}`);
    await page.getByRole('article', { name: title }).getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('button', { name: 'Enviar como informativo' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Enviar como informativo' });
    if (again) await expect(dialog).toContainText(/Este post já foi enviado em .+\. Enviar de novo\?/);
    else {
      // Ana, Bia and Caio, and any confirmed subscriber of every area another spec made (scans).
      const [{ n }] = (await query<{ n: number }>(
        `select count(*)::int as n from alert_subscribers
         where status = 'confirmed' and language = 'pt-BR'
           and (topics = '{}' or 'advocacia-tributaria' = any(topics))`,
      )) as [{ n: number }];
      expect(n).toBeGreaterThanOrEqual(3);
      await expect(dialog).toContainText(`Enviar este post para ${n} inscritos?`);
    }
    await dialog.getByRole('button', { name: again ? 'Enviar de novo' : 'Enviar' }).click();
    await expect(toast(page, 'Informativo programado.')).toBeVisible();
  };

  await test.step("'Enviar como informativo' from the post's editor: every subscriber receives it", async () => {
    await sendFromEditor(false);
    for (const email of [ana, bia, caio])
      await expect
        .poll(() => mails(email).filter((mail) => mail.subject === title).length, { timeout: 20_000 })
        .toBe(1);
    const alert = mails(ana).find((mail) => mail.subject === title)!;
    expect(alert.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(alert.text).toContain(`utm_source=informativo&utm_medium=email&utm_campaign=nova-regra-${id}`);
  });

  await test.step('Ana leaves with the one-click POST; Bia with the link and its button', async () => {
    const oneClick = /<(https?:\/\/[^>]+)>/.exec(
      mails(ana).find((mail) => mail.subject === title)!.headers!['List-Unsubscribe']!,
    )![1]!;
    const answer = await request.post(new URL(oneClick).pathname, {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(answer.status()).toBe(200);
    const leave = linkIn(mails(bia).find((mail) => mail.subject === title)!.text, '/informativos/cancelar');
    await page.goto(leave!);
    await page.getByRole('button', { name: 'Cancelar inscrição' }).click();
    await expect(
      page.getByText('Inscrição cancelada. Você não receberá mais nossos informativos.'),
    ).toBeVisible();
  });

  await test.step('the next alert reaches Caio only: nothing arrives after leaving', async () => {
    await sendFromEditor(true);
    await expect
      .poll(() => mails(caio).filter((mail) => mail.subject === title).length, { timeout: 20_000 })
      .toBe(2);
    expect(mails(ana).filter((mail) => mail.subject === title)).toHaveLength(1);
    expect(mails(bia).filter((mail) => mail.subject === title)).toHaveLength(1);
  });
});
