import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { query, unique } from '../helpers/database';
import { SITE_URL } from '../public-helpers';

// Issue 34 §3 in the browser: the consultation and contact forms of the English pages, with and
// without the site's script: English labels, English errors at their fields, the English success,
// and the request recorded in English.

let lastAddress = 0;
/** A visitor of its own, with or without JavaScript. */
async function visitor(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({
    baseURL: SITE_URL,
    javaScriptEnabled,
    locale: 'en-US',
    extraHTTPHeaders: { 'x-forwarded-for': `10.98.${process.pid & 255}.${++lastAddress}` },
  });
  return context.newPage();
}

const consultationForm = (page: Page) =>
  page.getByRole('main').getByRole('form', { name: 'Consultation request' });

test.describe('without JavaScript', () => {
  // A page that answers 400 is logged by the browser as a failed load.
  test.beforeEach(({ allowConsoleErrors }) =>
    allowConsoleErrors(
      /status of 400/,
      'a refused form is answered with its page and the status of the refusal',
    ),
  );

  test('an English consultation: an error in English at its field, what was typed kept, then sent in English', async ({
    browser,
  }) => {
    const page = await visitor(browser, false);
    await page.goto('/en/consultation-request');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const form = consultationForm(page);
    const id = unique();
    await form.getByLabel('Name').fill(`Client ${id}`);
    await form.getByLabel('Email').fill('client@');
    await form.getByLabel('Phone').fill('+44 20 7946 0000');
    await form.getByLabel('Case summary').fill('We are opening a subsidiary in São Paulo.');
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      form.getByRole('button', { name: 'Request a Consultation' }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await expect(page).toHaveURL(/\/en\/consultation-request$/);
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Invalid email address');
    await expect(form.getByLabel('Email')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveValue(`Client ${id}`);
    await expect(page.getByText('E-mail inválido')).toHaveCount(0);

    await form.getByLabel('Email').fill(`client-${id}@example.com`);
    const [sent] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      form.getByRole('button', { name: 'Request a Consultation' }).click(),
    ]);
    expect(sent.status()).toBe(200);
    await expect(form.getByRole('status')).toHaveText('Request sent successfully!');
    expect(
      await query('select name, language from consultations where email = $1', [`client-${id}@example.com`]),
    ).toEqual([{ name: `Client ${id}`, language: 'en' }]);
  });
});

test('an English contact message with the script: the English error at its field, then sent, recorded in English and shown so in the inbox', async ({
  browser,
  adminPage,
}) => {
  const page = await visitor(browser, true);
  await page.goto('/en/contact');
  const form = page.getByRole('main').getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Please fill in all fields');
  await expect(page.getByText('Por favor, preencha todos os campos')).toHaveCount(0);

  const id = unique();
  await form.getByLabel('Name').fill(`Visitor ${id}`);
  await form.getByLabel('Email').fill(`visitor-${id}@example.com`);
  await form.getByLabel('Message').fill('We would like to know more about your tax practice.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!').first()).toBeVisible();
  await expect
    .poll(() =>
      query('select language from contact_messages where email = $1', [`visitor-${id}@example.com`]),
    )
    .toEqual([{ language: 'en' }]);

  // The inbox says it and filters by it (issue 34 §4).
  await adminPage.goto('/admin/solicitacoes');
  await adminPage.getByLabel('Idioma').selectOption({ label: 'Inglês' });
  await adminPage.getByRole('button', { name: 'Filtrar' }).click();
  await expect(adminPage).toHaveURL(/language=en/);
  const row = adminPage.getByRole('row').filter({ hasText: `visitor-${id}@example.com` });
  await expect(row.getByRole('cell', { name: 'Inglês', exact: true })).toBeVisible();
  await adminPage.getByLabel('Idioma').selectOption({ label: 'Português' });
  await adminPage.getByRole('button', { name: 'Filtrar' }).click();
  await expect(adminPage).toHaveURL(/language=pt-BR/);
  await expect(adminPage.getByRole('row').filter({ hasText: `visitor-${id}@example.com` })).toHaveCount(0);
});
