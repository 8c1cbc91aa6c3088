import { mailsTo } from '../auth-support';
import { expect, test, toast } from '../fixtures';
import { query, unique } from '../helpers/database';

// Client alerts in English (issue 34): /en/alerts subscribes without JavaScript, its errors in
// English at their field; the confirmation e-mail and its page are English; an English post sent
// from its editor reaches the English subscriber in English, whose links lead to English pages.

interface AlertMail {
  to: string;
  subject: string;
  text: string;
}

const mails = (email: string) => mailsTo(email) as AlertMail[];
const linkIn = (text: string, path: string) =>
  new RegExp(`https?://\\S+(${path}/[A-Za-z0-9_-]{32})`).exec(text)?.[1];

test('/en/alerts: subscribe without JavaScript, confirm in English, receive an English post in English', async ({
  adminPage: page,
  browser,
  allowConsoleErrors,
}) => {
  test.setTimeout(90_000);
  allowConsoleErrors(/status of 400/, 'a refused subscription is answered with its page and its status');
  const id = unique();
  const email = `john-${id}@readers.test`;

  await test.step('the form answers in English without JavaScript, the error at its field', async () => {
    const plain = await browser.newPage({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 200) + 1}` },
    });
    await plain.goto('/en/alerts');
    await expect(plain.locator('html')).toHaveAttribute('lang', 'en');
    await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Legal alerts');
    const form = plain.getByRole('form', { name: 'Get our legal alerts' });
    await expect(form.getByLabel('Language of the alerts')).toHaveValue('en');
    await form.getByLabel('E-mail').fill('not-an-address');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      plain.getByRole('form', { name: 'Get our legal alerts' }).getByLabel('E-mail'),
    ).toHaveAccessibleDescription(/Invalid e-mail/);
    const again = plain.getByRole('form', { name: 'Get our legal alerts' });
    await again.getByLabel('E-mail').fill(email);
    await again.getByLabel('Tax Law').check();
    await again.getByRole('button', { name: 'Subscribe' }).click();
    await expect(plain.getByText('We have sent you an e-mail to confirm your subscription.')).toBeVisible();
    const body = await plain.locator('body').innerText();
    for (const portuguese of ['Receba nossos informativos', 'Inscrever-se', 'Áreas de interesse'])
      expect(body).not.toContain(portuguese);
    await plain.close();
  });

  await test.step('the confirmation e-mail and its page are in English', async () => {
    await expect.poll(() => mails(email).length, { timeout: 15_000 }).toBe(1);
    const [mail] = mails(email);
    expect(mail!.subject).toBe('Confirm your subscription to our legal alerts');
    const link = linkIn(mail!.text, '/en/alerts/confirm');
    expect(link, 'the confirmation e-mail links to the English page').toBeTruthy();
    await page.goto(link!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Subscription confirmed.')).toBeVisible();
  });

  await test.step("an English post's alert reaches the English subscriber in English", async () => {
    const title = `The new ICMS rule ${id}`;
    const doc = JSON.stringify({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'The alert text.' }] }],
    });
    await query(
      `with original as (
         insert into blog_posts (title, slug, summary, content, content_text, author, status, alert_topics)
         values ($1, $2, 'O que muda', $3::jsonb, 'Texto.', 'Autora', 'published', '{advocacia-tributaria}')
         returning id)
       insert into blog_posts (title, slug, summary, content, content_text, author, status, alert_topics,
         locale, translation_of)
       select $4, $5, 'What changes', $3::jsonb, 'The alert text.', 'Author', 'published',
         '{advocacia-tributaria}', 'en', id from original`,
      [`Nova regra ${id}`, `nova-regra-${id}`, doc, title, `new-rule-${id}`],
    );
    await page.goto(
      `/admin/blog?idioma=en&traduzir=${(await query<{ id: string }>('select id from blog_posts where slug = $1', [`nova-regra-${id}`]))[0]!.id}`,
    );
    await expect(
      page.getByRole('region', { name: 'Editar Post' }).getByLabel('Título', { exact: true }),
    ).toHaveValue(title);
    await page.getByRole('button', { name: 'Enviar como informativo' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Enviar como informativo' });
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(toast(page, 'Informativo programado.')).toBeVisible();
    await expect
      .poll(() => mails(email).filter((mail) => mail.subject === title).length, { timeout: 20_000 })
      .toBe(1);
    const alert = mails(email).find((mail) => mail.subject === title)!;
    expect(alert.text).toContain(`/en/blog/new-rule-${id}?utm_source=informativo`);
    expect(alert.text).toContain('Read on the site');
    const leave = linkIn(alert.text, '/en/alerts/unsubscribe');
    await page.goto(leave!);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(
      page.getByText('Subscription cancelled. You will no longer receive our alerts.'),
    ).toBeVisible();
  });
});
