import type { Page } from '@playwright/test';
import { addDays } from '@/features/booking/shared/slots';
import { dayLabel, dayName, longDayLabel } from '@/features/booking/shared/time-zones';
import { mailsTo, waitForMail } from '../auth-support';
import { expect, test } from '../fixtures';
import { weekendCalendar, weekendDay } from '../helpers/booking';
import { unique } from '../helpers/database';

// Online booking (issue 23), as a visitor does it: with and without JavaScript, from Lisbon, and
// cancelling and moving from the e-mail's links; the firm's week view. Each test books on a
// calendar of its own that opens on weekends only (helpers/booking.ts), at an hour no other test
// uses (the earlier tests' calendars are deactivated).

const TAKEN = 'Este horário acabou de ser reservado. Escolha outro horário.';

// Several steps in one or two browsers: more time than a one-page test.
test.describe.configure({ timeout: 90_000 });

/** Steps 1 to 3: área, modalidade, and the day (moving to the next month when it is there). */
async function chooseDay(page: Page, day: string, modality = 'Presencial') {
  await page.goto('/agendar-consulta');
  await page.getByRole('radio', { name: 'Advocacia Tributária' }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio', { name: modality }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await clickDay(page, day);
}

/** A day of the month calendar, moving to the next month when it is there. */
async function clickDay(page: Page, day: string) {
  const link = page.getByRole('link', { name: dayName(day, 'disponível'), exact: true });
  if (!(await link.isVisible())) await page.getByRole('link', { name: 'Próximo mês' }).click();
  await link.click();
}

async function fillDetails(page: Page, email: string, name = 'Ana Souza') {
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('Empresa (opcional)').fill('Souza Comércio Ltda.');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Telefone').fill('(11) 91234-5678');
  await page.getByLabel('Resumo do caso').fill('Recebemos uma autuação fiscal e precisamos de defesa.');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // A page that answers 400 is logged by the browser as a failed load.
  test.beforeEach(({ allowConsoleErrors }) =>
    allowConsoleErrors(
      /status of 400/,
      'a refused booking is answered with its page and the HTTP status of the refusal',
    ),
  );

  test('books a consultation: days are links, times radio buttons, each step a form', async ({ page }) => {
    const day = weekendDay(6);
    await weekendCalendar(6, '07:00', '09:00');
    await chooseDay(page, day);
    await expect(page.getByText('Horários no fuso de Brasília (America/Sao_Paulo).')).toBeVisible();
    // A day without a free time is not a link.
    await expect(page.getByRole('link', { name: longDayLabel(addDays(day, 1)) })).toHaveCount(0);

    // The privacy notice under the form, as under every public form.
    await expect(
      page
        .getByRole('form', { name: 'Agendamento da consulta' })
        .getByText('Usamos os seus dados apenas para responder a esta solicitação.'),
    ).toBeVisible();
    // The spec's messages, with what was typed kept.
    const email = `nojs-${unique()}@cliente.test`;
    await page.getByRole('radio', { name: '07:00' }).check();
    await fillDetails(page, email, 'A');
    await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
    await expect(page.getByText('Nome deve ter pelo menos 2 caracteres')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(page.getByRole('radio', { name: '07:00' })).toBeChecked();

    await page.getByLabel('Nome').fill('Ana Souza');
    await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
    // The page answers with the booking in the form: when, the modality, the address.
    const form = page.getByRole('form', { name: 'Agendamento da consulta' });
    await expect(form.getByText(`Consulta agendada para ${dayLabel(day)} às 07:00.`)).toBeVisible();
    await expect(form.getByText('Presencial', { exact: true })).toBeVisible();
    await expect(
      form.getByText('Endereço de demonstração, 100, São Paulo - SP', { exact: true }),
    ).toBeVisible();
    // The time just booked is no longer offered.
    await expect(page.getByRole('radio', { name: '07:00' })).toHaveCount(0);
    // The WhatsApp step, as after a consultation request (the demo firm has a number).
    await expect(page.getByRole('link', { name: 'Converse com o escritório pelo WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
    // The booking's own page, where its e-mail's links also lead.
    await page.getByRole('link', { name: 'Ver, remarcar ou cancelar a consulta' }).click();
    await expect(page.getByRole('heading', { name: 'Sua consulta', level: 1 })).toBeVisible();
    await expect(page.getByText('Confirmada', { exact: true })).toBeVisible();
  });

  test('tells the second visitor of a slot that it was just taken, keeping what they typed', async ({
    page,
    browser,
  }) => {
    const day = weekendDay(6, 1);
    await weekendCalendar(6, '07:00', '08:00');
    await chooseDay(page, day);
    await page.getByRole('radio', { name: '07:00' }).check();
    await fillDetails(page, `second-${unique()}@cliente.test`, 'Bruno Lima');

    // Someone else takes it first, in another browser.
    const other = await browser.newPage({ javaScriptEnabled: false });
    await chooseDay(other, day);
    await other.getByRole('radio', { name: '07:00' }).check();
    await fillDetails(other, `first-${unique()}@cliente.test`);
    await other.getByRole('button', { name: 'Confirmar agendamento' }).click();
    await expect(other.getByText(/^Consulta agendada para/)).toBeVisible();
    await other.close();

    await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
    await expect(page.getByText(TAKEN)).toBeVisible();
  });
});

test.describe('with JavaScript, from Lisbon', () => {
  test.use({ timezoneId: 'Europe/Lisbon' });

  test('shows each time on both clocks and books it', async ({ page }) => {
    const day = weekendDay(0);
    await weekendCalendar(0, '07:00', '09:00');
    await chooseDay(page, day, 'Online');
    // 07:00 in São Paulo (UTC-3 all year) is 10:00 UTC: 10:00 in Lisbon in winter, 11:00 in summer.
    const lisbon = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'Europe/Lisbon',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(Date.parse(`${day}T10:00:00Z`));
    await expect(page.getByRole('radio', { name: `07:00 (${lisbon} em Lisboa)` })).toBeVisible();

    await page.getByRole('radio', { name: /^08:00/ }).check();
    await fillDetails(page, `lisboa-${unique()}@cliente.test`, 'A');
    await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
    const form = page.getByRole('form', { name: 'Agendamento da consulta' });
    await expect(form.getByText('Nome deve ter pelo menos 2 caracteres')).toBeVisible();
    await page.getByLabel('Nome').fill('Ana Souza');
    await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
    await expect(page.getByText(`Consulta agendada para ${dayLabel(day)} às 08:00.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'https://meet.example.test/e2e' })).toBeVisible();
  });
});

test("the booking page adds at most 15 KB of compressed JavaScript to the site's script", async ({
  page,
}) => {
  const day = weekendDay(0, 2);
  await weekendCalendar(0, '07:00', '09:00');
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const { responseBodySize } = await response.request().sizes();
    const path = new URL(response.url()).pathname;
    scripts.set(path, Math.max(scripts.get(path) ?? 0, responseBodySize));
  });
  await chooseDay(page, day);
  // Everything the last step loads: the form's check comes when it is sent.
  await page.getByRole('radio', { name: /^07:00/ }).check();
  await fillDetails(page, `leve-${unique()}@cliente.test`, 'A');
  await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(
    page
      .getByRole('form', { name: 'Agendamento da consulta' })
      .getByText('Nome deve ter pelo menos 2 caracteres'),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');

  const paths = [...scripts.keys()];
  expect(
    paths.every((path) => path.startsWith('/_enhance/')),
    paths.join(', '),
  ).toBe(true);
  const added = [...scripts].filter(([path]) => !/^\/_enhance\/site-\w+\.js$/.test(path));
  expect(added.length).toBeGreaterThan(0);
  expect(added.reduce((sum, [, bytes]) => sum + bytes, 0)).toBeLessThan(15 * 1024);
});

test('cancels and moves a booking from the e-mail links, with no account', async ({ page }) => {
  const day = weekendDay(0, 1);
  await weekendCalendar(0, '07:00', '10:00');
  const email = `links-${unique()}@cliente.test`;
  await chooseDay(page, day);
  await page.getByRole('radio', { name: /^07:00/ }).check();
  await fillDetails(page, email);
  await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(page.getByText(`Consulta agendada para ${dayLabel(day)} às 07:00.`)).toBeVisible();

  const mail = await waitForMail(email);
  expect(mail.subject).toMatch(/^Consulta agendada/);
  const link = (label: string) => new URL(new RegExp(`${label}: (\\S+)`).exec(mail.text)![1]!).pathname;

  await page.goto(link('Remarcar'));
  await clickDay(page, day);
  await page.getByRole('radio', { name: /^09:00/ }).check();
  await page.getByRole('button', { name: 'Remarcar consulta' }).click();
  await expect(page.getByText(`Consulta remarcada para ${dayLabel(day)} às 09:00.`)).toBeVisible();
  await expect
    .poll(() => mailsTo(email).map((item) => item.subject))
    .toContainEqual(expect.stringMatching(/^Consulta remarcada/));

  await page.goto(link('Cancelar'));
  await page.getByRole('button', { name: 'Cancelar consulta' }).click();
  await expect(page.getByText('Consulta cancelada.')).toBeVisible();
  await expect(page.getByText('Cancelada', { exact: true })).toBeVisible();
  await expect
    .poll(() => mailsTo(email).map((item) => item.subject))
    .toContainEqual(expect.stringMatching(/^Consulta cancelada/));
  const cancel = mailsTo(email).find((item) => item.subject.startsWith('Consulta cancelada')) as unknown as {
    icalEvent: { method: string; content: string };
  };
  expect(cancel.icalEvent.method).toBe('CANCEL');
  expect(cancel.icalEvent.content).toContain('METHOD:CANCEL');
});

test("the firm's week view shows the booking and blocks a slot by hand", async ({ adminPage: page }) => {
  const day = weekendDay(6, 2);
  const calendar = await weekendCalendar(6, '07:00', '10:00');
  const visitor = await page.context().browser()!.newPage();
  await chooseDay(visitor, day);
  await visitor.getByRole('radio', { name: /^07:00/ }).check();
  await fillDetails(visitor, `week-${unique()}@cliente.test`, 'Carla Dias');
  await visitor.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(visitor.getByText(/^Consulta agendada para/)).toBeVisible();
  await visitor.close();

  await page.goto('/admin/agenda');
  await expect(
    page.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Agenda' }),
  ).toBeVisible();
  await expect(
    page.getByText('Todos os horários estão no fuso do escritório: Brasília (America/Sao_Paulo).'),
  ).toBeVisible();
  await page.goto(`/admin/agenda?agenda=${calendar.id}&semana=${day}`);
  const week = page.getByRole('table', { name: `Semana de ${calendar.name}` });
  await expect(week.getByText('Carla Dias')).toBeVisible();
  await expect(week.getByText('Presencial · Confirmada')).toBeVisible();

  await page.getByLabel('Dia', { exact: true }).fill(day);
  await page.getByLabel('Início', { exact: true }).fill('08:00');
  await page.getByLabel('Fim', { exact: true }).fill('09:00');
  await page.getByRole('button', { name: 'Bloquear horário' }).click();
  await expect(week.getByText(/Bloqueado/)).toBeVisible();
});
