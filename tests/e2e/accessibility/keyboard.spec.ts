import type { Locator, Page } from '@playwright/test';
import { addDays } from '@/features/booking/shared/slots';
import { dayLabel, dayName } from '@/features/booking/shared/time-zones';
import { expect, test, toast } from '../fixtures';
import { weekendCalendar, weekendDay } from '../helpers/booking';
import { createBlogPost } from '../helpers/content';
import { unique } from '../helpers/database';

// Issue 33 §4: the public journeys done with the keyboard alone, as a person who cannot use a mouse
// does them. Only keys are pressed (Tab, Shift+Tab, Enter, Space, the arrows, Escape) and text is
// typed into the field that has focus; locators only check where focus is. Every control reached
// shows that it has focus (an outline or a ring), and focus leaves each form as it came in: the
// one trap is the open drawer of small screens, on purpose, which Escape closes.

// Several pages and steps each, on a loaded machine.
test.describe.configure({ timeout: 120_000 });

interface Focused {
  /** What has focus, as a person would name it (for the failure messages). */
  description: string;
  /** An outline or a box shadow (a ring) is drawn around it. */
  visible: boolean;
}

/** The focused element and whether its focus is drawn. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { description: 'nothing', visible: false };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    const box = element.getBoundingClientRect();
    const name =
      element.getAttribute('aria-label') ??
      (element.id && document.querySelector(`label[for="${element.id}"]`)?.textContent) ??
      element.textContent ??
      '';
    return {
      description: `<${element.tagName.toLowerCase()}> ${name.trim().slice(0, 60)}`,
      visible: (outline || ring) && box.width > 0 && box.height > 0,
    };
  });
}

/** Fails unless the focused control shows its focus. */
async function expectVisibleFocus(page: Page) {
  const now = await focused(page);
  expect(now.visible, `focus is shown on ${now.description}`).toBe(true);
}

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Presses `key` (Tab by default) until `target` has focus, checking at each stop that focus is
 * shown; fails after `limit` presses.
 */
async function pressUntil(page: Page, target: Locator, key = 'Tab', limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
    await expectVisibleFocus(page);
  }
  expect(await hasFocus(target), `${key} reaches ${target.toString()}`).toBe(true);
}

/** Tab until focus is outside `region` (no trap), each stop showing its focus. */
async function tabOutOf(page: Page, region: Locator, limit = 20) {
  const inside = () => region.evaluate((element) => element.contains(document.activeElement));
  for (let presses = 0; presses < limit && (await inside()); presses++) {
    await page.keyboard.press('Tab');
    if (await inside()) await expectVisibleFocus(page);
  }
  expect(await inside(), `Tab leaves ${region.toString()}`).toBe(false);
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await pressUntil(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs into a radio group and moves with the arrows until `choice` is focused and checked. */
async function chooseRadio(page: Page, group: Locator, choice: Locator, limit = 60) {
  await pressUntil(page, group.getByRole('radio').first(), 'Tab', limit);
  // Tab enters the group at its checked radio, or the first: Space checks the one with focus.
  if (!(await hasFocus(choice))) await pressUntil(page, choice, 'ArrowDown', 20);
  await page.keyboard.press('Space');
  await expect(choice).toBeChecked();
  await expectVisibleFocus(page);
}

test('the contact form, sent with the keyboard alone', async ({ page }) => {
  await page.goto('/contato');
  const form = page.getByRole('main').getByRole('form', { name: 'Formulário de contato' });
  const id = unique();
  await typeInto(page, form.getByLabel('Nome'), `Cliente ${id}`);
  await typeInto(page, form.getByLabel('E-mail'), `teclado-${id}@example.com`);
  await typeInto(page, form.getByLabel('Mensagem'), 'Gostaria de uma proposta de assessoria.');
  await pressUntil(page, form.getByRole('button', { name: 'Enviar Mensagem' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Mensagem enviada com sucesso!')).toBeVisible();
  await expect(form.getByLabel('Nome')).toHaveValue('');
  // On from wherever the answer left focus: through the form and out of it.
  await pressUntil(page, form.getByRole('button', { name: 'Enviar Mensagem' }));
  await tabOutOf(page, form);
});

test('the consultation form, sent with the keyboard alone', async ({ page, context }) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
  await page.goto('/consultation-request');
  const form = page.getByRole('form', { name: 'Solicitação de consulta' });
  const id = unique();
  await typeInto(page, form.getByLabel('Nome'), `Carla ${id}`);
  await typeInto(page, form.getByLabel('Empresa'), 'Rocha Engenharia');
  await typeInto(page, form.getByLabel('E-mail'), `teclado-${id}@example.com`);
  await typeInto(page, form.getByLabel('Telefone'), '(11) 98765-4321');
  await typeInto(page, form.getByLabel('Resumo do caso'), 'Recebi uma citação em execução fiscal.');
  await pressUntil(page, form.getByRole('button', { name: 'Solicitar Consulta' }));
  const chat = context.waitForEvent('page');
  await page.keyboard.press('Enter');
  expect(new URL((await chat).url()).searchParams.get('text')).toContain(`Nome: Carla ${id}`);
  await expect(toast(page, 'Solicitação enviada com sucesso!')).toBeVisible();
  await page.bringToFront();
  await pressUntil(page, form.getByRole('button', { name: 'Solicitar Consulta' }));
  await tabOutOf(page, form);
});

test.describe('booking', () => {
  // The firm's own clock: each time is named by it alone.
  test.use({ timezoneId: 'America/Sao_Paulo' });

  test('area, modality, day and time chosen and confirmed with the keyboard; every day and time says its date and state', async ({
    page,
  }) => {
    const day = weekendDay(6, 1);
    await weekendCalendar(6, '13:00', '15:00');
    await page.goto('/agendar-consulta');

    await chooseRadio(
      page,
      page.getByRole('group', { name: 'Área' }),
      page.getByRole('radio', { name: 'Advocacia Tributária' }),
    );
    await pressUntil(page, page.getByRole('button', { name: 'Continuar' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: '2. Modalidade' })).toBeVisible();

    await chooseRadio(
      page,
      page.getByRole('group', { name: 'Modalidade' }),
      page.getByRole('radio', { name: 'Presencial' }),
    );
    await pressUntil(page, page.getByRole('button', { name: 'Continuar' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: '3. Dia' })).toBeVisible();

    // The day: in this month's calendar, or the next one's ('Próximo mês').
    const free = page.getByRole('link', { name: dayName(day, 'disponível'), exact: true });
    if ((await free.count()) === 0) {
      await pressUntil(page, page.getByRole('link', { name: 'Próximo mês' }));
      await page.keyboard.press('Enter');
    }
    // Each day says its date and whether it can be chosen: the next one (Sunday) cannot.
    await expect(free).toBeVisible();
    await expect(page.getByText(dayName(addDays(day, 1), 'indisponível'), { exact: true })).toBeAttached();
    await expect(page.getByRole('link', { name: dayName(addDays(day, 1), 'disponível') })).toHaveCount(0);
    await pressUntil(page, free, 'Tab', 90);
    await page.keyboard.press('Enter');
    const chosen = page.getByRole('link', { name: dayName(day, 'selecionado'), exact: true });
    await expect(chosen).toHaveAttribute('aria-current', 'date');

    // The times, each named with its state.
    const times = page.getByRole('group', { name: 'Horário' });
    await expect(times.getByRole('radio', { name: '13:00, disponível', exact: true })).toBeVisible();
    const time = times.getByRole('radio', { name: '14:00, disponível', exact: true });
    await chooseRadio(page, times, time, 90);

    const form = page.getByRole('form', { name: 'Agendamento da consulta' });
    const email = `teclado-${unique()}@cliente.test`;
    await typeInto(page, form.getByLabel('Nome'), 'Ana Souza');
    await typeInto(page, form.getByLabel('E-mail'), email);
    await typeInto(page, form.getByLabel('Telefone'), '(11) 91234-5678');
    await typeInto(page, form.getByLabel('Resumo do caso'), 'Recebemos uma autuação fiscal.');
    await pressUntil(page, form.getByRole('button', { name: 'Confirmar agendamento' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, `Consulta agendada para ${dayLabel(day)} às 14:00.`)).toBeVisible();
    await expect(form.getByRole('link', { name: 'Ver, remarcar ou cancelar a consulta' })).toBeVisible();
    await tabOutOf(page, form, 30);
  });
});

test('a blog search with the keyboard alone', async ({ adminPage, browser }) => {
  const word = `teclado${unique().replace(/\d/g, 'k')}`;
  const title = `Contratos de ${word} e tributação`;
  await createBlogPost(adminPage, title);
  const page = await browser.newPage();
  await page.goto('/blog');
  const search = page.getByRole('search', { name: 'Buscar no blog' });
  await typeInto(page, search.getByLabel('Buscar artigos'), word);
  await pressUntil(page, search.getByRole('button', { name: 'Buscar' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/blog\\?q=${word}$`));
  await expect(page.getByText('1 artigo encontrado.')).toBeVisible();
  // From the box, on to the result: Tab leaves the search form and reaches the post.
  const result = page.getByRole('main').getByRole('article').getByRole('link').first();
  await pressUntil(page, search.getByLabel('Buscar artigos'));
  await tabOutOf(page, search);
  await pressUntil(page, result);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.close();
});

test('the mobile menu: Enter opens it, focus stays inside, Escape closes it and gives focus back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const open = page.getByRole('button', { name: 'Abrir menu' });
  await pressUntil(page, open);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByRole('button', { name: 'Fechar menu' })).toBeFocused();
  await expectVisibleFocus(page);
  const inside = () => drawer.evaluate((element) => element.contains(document.activeElement));
  // Round the drawer twice each way (its close button and six links): focus never leaves it.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press(key);
      expect(await inside(), `${key} ${i + 1} stays in the drawer`).toBe(true);
      await expectVisibleFocus(page);
    }
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expectVisibleFocus(page);

  // Opened again with Space, a link followed with Enter.
  await page.keyboard.press('Space');
  await expect(drawer).toBeVisible();
  await pressUntil(page, drawer.getByRole('link', { name: 'Contato' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contato$/);
});
