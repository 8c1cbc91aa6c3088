import type { Page } from '@playwright/test';
import { firmInstant } from '@/features/booking/shared/slots';
import { dayLabel, dayName } from '@/features/booking/shared/time-zones';
import { mailsTo, waitForMail } from '../auth-support';
import { expect, test } from '../fixtures';
import { weekendCalendar, weekendDay } from '../helpers/booking';
import { unique } from '../helpers/database';

// Booking in English (issue 34 §3): /en/book-a-consultation with the same steps as /agendar-consulta,
// times on the firm's clock with the visitor's own added by the script, errors at their fields, and
// the booking's e-mail, .ics and cancel page in English. Each test books on a calendar of its own
// (helpers/booking.ts), on a weekend no booking spec uses.

test.describe.configure({ timeout: 90_000 });

/** Interface words of the Portuguese booking that must not show on its English pages. */
const PORTUGUESE = ['Agendamento', 'Horário', 'Modalidade', 'Continuar', 'Confirmar', 'Sua consulta', 'Área'];

async function chooseDay(page: Page, day: string) {
  await page.goto('/en/book-a-consultation');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Consultation');
  await page.getByRole('radio', { name: 'Tax Law' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'In person' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const link = page.getByRole('link', { name: dayName(day, 'available', 'en'), exact: true });
  if (!(await link.isVisible())) await page.getByRole('link', { name: 'Next month' }).click();
  await link.click();
}

async function fillDetails(page: Page, email: string, name: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Company (optional)').fill('Souza Trading Ltd.');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+55 11 91234-5678');
  await page.getByLabel('Case summary').fill('We received a tax assessment and need a defence.');
}

test.describe('from Lisbon, with JavaScript', () => {
  test.use({ timezoneId: 'Europe/Lisbon' });

  test('books in English: the e-mail and its .ics are in English, and the English cancel page cancels', async ({
    page,
  }) => {
    const day = weekendDay(6, 3);
    await weekendCalendar(6, '11:00', '13:00');
    const email = `english-${unique()}@cliente.test`;
    await chooseDay(page, day);
    await expect(
      page.getByText("Times are on the firm's clock: Brasília time (America/Sao_Paulo)."),
    ).toBeVisible();
    // The firm's time, then the visitor's own, added by the script.
    const lisbon = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'Europe/Lisbon',
      hour: '2-digit',
      minute: '2-digit',
    }).format(firmInstant(day, '11:00'));
    await page.getByRole('radio', { name: `11:00 (${lisbon} in Lisbon), available` }).check();
    const body = await page.locator('main').innerText();
    for (const portuguese of PORTUGUESE) expect(body, portuguese).not.toContain(portuguese);

    // The schema's message at its field, in English.
    await fillDetails(page, email, 'A');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByText('Name must have at least 2 characters')).toBeVisible();
    await page.getByLabel('Name').fill('Ana Souza');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByText(`Consultation booked for ${dayLabel(day, 'en')} at 11:00.`)).toBeVisible();
    await expect(page.getByText('In person', { exact: true })).toBeVisible();

    const mail = await waitForMail(email);
    expect(mail.subject).toMatch(
      new RegExp(
        `^Consultation booked: ${dayLabel(day, 'en')} at 11:00, Brasília time \\(${lisbon} in Lisbon\\)$`,
      ),
    );
    expect(mail.text).toContain('Hello, Ana Souza,');
    expect(mail.text).toContain('Practice area: Tax Law');
    expect(mail.text).not.toMatch(/Olá|Consulta |Cancelar|Remarcar|Área/);
    const ics = (mail as unknown as { icalEvent: { method: string; content: string } }).icalEvent;
    expect(ics.method).toBe('REQUEST');
    expect(ics.content).toContain('SUMMARY:Consultation: ');
    expect(ics.content).toContain('DESCRIPTION:In-person consultation with ');
    const link = (label: string) => new URL(new RegExp(`${label}: (\\S+)`).exec(mail.text)![1]!).pathname;
    expect(link('Reschedule')).toMatch(/^\/en\/book-a-consultation\/booking\/[\w.-]+\/reschedule$/);

    const cancel = link('Cancel');
    expect(cancel).toMatch(/^\/en\/book-a-consultation\/booking\/[\w.-]+\/cancel$/);
    await page.goto(cancel);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancel consultation');
    await expect(page.getByText(`Consultation booked for ${dayLabel(day, 'en')} at 11:00.`)).toBeVisible();
    // Its twin in Portuguese is the same booking's page.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Português' })).toHaveAttribute(
      'href',
      /\/agendar-consulta\/reserva\/[\w.-]+\/cancelar$/,
    );
    await page.getByRole('button', { name: 'Cancel consultation' }).click();
    await expect(page).toHaveURL(/\/en\/book-a-consultation\/booking\/[\w.-]+\?cancelada=1$/);
    await expect(page.getByText('Consultation cancelled.')).toBeVisible();
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect
      .poll(() => mailsTo(email).map((item) => item.subject))
      .toContainEqual(expect.stringMatching(/^Consultation cancelled/));
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(({ allowConsoleErrors }) =>
    allowConsoleErrors(/status of 400/, 'a refused booking is answered with its page and its status'),
  );

  test('says the error at its field in English, keeping what was typed', async ({ page }) => {
    const day = weekendDay(0, 3);
    await weekendCalendar(0, '11:00', '12:00');
    await chooseDay(page, day);
    await page.getByRole('radio', { name: /^11:00/ }).check();
    const email = `english-nojs-${unique()}@cliente.test`;
    await fillDetails(page, email, 'A');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Name must have at least 2 characters')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByText('Nome deve ter pelo menos 2 caracteres')).toHaveCount(0);
  });
});
