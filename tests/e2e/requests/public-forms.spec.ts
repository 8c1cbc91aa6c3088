import type { Page } from '@playwright/test';
import { expect, test, toast, toasts } from '../fixtures';
import { query, unique } from '../helpers/database';
import { failServerActions, holdRequests, isPublicFormPost } from '../helpers/requests';
import { useOwnAddress } from '../public-helpers';

/**
 * A message is shown once on the page and announced once: by the one live region that shows it, or
 * as the description of the focused field, never both (nor a toast besides).
 */
async function expectAnnouncedOnce(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true })).toHaveCount(1);
  const announced = await page.evaluate((message) => {
    const live = [...document.querySelectorAll('[role="alert"], [role="status"], [aria-live]')].filter(
      (region) => !region.closest('[hidden]') && region.textContent?.includes(message),
    ).length;
    const focused = document.activeElement;
    const described = (focused?.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .some((id) => id && document.getElementById(id)?.textContent?.includes(message));
    return live + (described ? 1 : 0);
  }, text);
  expect(announced, `how many times "${text}" is announced`).toBe(1);
}
test.describe('contact form', () => {
  test('the page loads only its script; the form check comes when the visitor starts filling it in', async ({
    page,
  }) => {
    const loaded: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/_enhance/')) loaded.push(pathname);
    });
    await page.goto('/contato');
    await page.waitForLoadState('networkidle');
    expect(loaded).toHaveLength(1);
    await page.getByRole('form', { name: 'Formulário de contato' }).getByLabel('Nome').focus();
    await expect.poll(() => loaded.length).toBeGreaterThan(1);
  });

  for (const { path, scope } of [
    { path: '/contato', scope: 'main' },
    { path: '/', scope: '#contact' },
  ]) {
    test(`on ${path}: validation, 'Enviando...', success toast, cleared, stored`, async ({ page }) => {
      await useOwnAddress(page);
      await page.goto(path);
      const form = page.locator(scope).getByRole('form', { name: 'Formulário de contato' });
      const name = form.getByLabel('Nome');
      const email = form.getByLabel('E-mail');
      const message = form.getByLabel('Mensagem');
      const send = form.getByRole('button', { name: 'Enviar Mensagem' });
      await expect(email).toHaveAttribute('type', 'email');
      await expect(name).toHaveAttribute('name', 'name');
      await expect(message).toHaveAttribute('name', 'message');

      await send.click();
      // One message for the form (SPEC §5): said once, above the button, and no toast; the empty
      // fields marked, the first one focused and described by it.
      await expect(form.getByText('Por favor, preencha todos os campos')).toBeVisible();
      await expect(name).toBeFocused();
      await expectAnnouncedOnce(page, 'Por favor, preencha todos os campos');
      for (const field of [name, email, message]) {
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription('Por favor, preencha todos os campos');
      }

      const id = unique();
      await name.fill(`Cliente ${id}`);
      await email.fill('cliente@');
      await message.fill('Gostaria de uma proposta de assessoria.');
      await send.click();
      await expect(form.getByText('E-mail inválido')).toBeVisible();

      await email.fill(`cliente-${id}@example.com`);
      const sending = await holdRequests(page, isPublicFormPost);
      await send.click();
      await expect(form.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
      await sending.release();
      await expect(toast(page, 'Mensagem enviada com sucesso!')).toBeVisible();
      await expect(send).toBeEnabled();
      await expect(name).toHaveValue('');
      await expect(email).toHaveValue('');
      await expect(message).toHaveValue('');
      await expect(form.getByRole('alert')).toHaveCount(0);

      const rows = await query('select name, message from contact_messages where email = $1', [
        `cliente-${id}@example.com`,
      ]);
      expect(rows).toEqual([{ name: `Cliente ${id}`, message: 'Gostaria de uma proposta de assessoria.' }]);
    });
  }

  test('a server failure shows the error toast and keeps what was typed', async ({
    page,
    allowConsoleErrors,
  }) => {
    await useOwnAddress(page);
    await page.goto('/contato');
    await failServerActions(page, allowConsoleErrors, isPublicFormPost);
    const form = page.getByRole('form', { name: 'Formulário de contato' });
    await form.getByLabel('Nome').fill('Ana');
    await form.getByLabel('E-mail').fill('ana@example.com');
    await form.getByLabel('Mensagem').fill('Olá');
    await form.getByRole('button', { name: 'Enviar Mensagem' }).click();
    await expect(toast(page, 'Erro ao enviar mensagem. Por favor, tente novamente.')).toBeVisible();
    await expect(form.getByLabel('Nome')).toHaveValue('Ana');
  });

  test('a sixth message from one address within ten minutes is refused with a clear message', async ({
    page,
    allowConsoleErrors,
  }) => {
    // The form's route answers the refusal with HTTP 429, which the browser logs.
    allowConsoleErrors(
      /status of 429 \(Too Many Requests\)/,
      'the sixth message is refused on purpose (429)',
    );
    await useOwnAddress(page);
    await page.goto('/contato');
    const form = page.getByRole('form', { name: 'Formulário de contato' });
    for (let i = 1; i <= 6; i++) {
      await form.getByLabel('Nome').fill(`Repetido ${i}`);
      await form.getByLabel('E-mail').fill('repetido@example.com');
      await form.getByLabel('Mensagem').fill('Mensagem repetida');
      await form.getByRole('button', { name: 'Enviar Mensagem' }).click();
      await expect(form.getByRole('button', { name: 'Enviar Mensagem' })).toBeEnabled();
      if (i < 6) await expect(form.getByLabel('Nome')).toHaveValue('');
    }
    await expect(form.getByRole('alert')).toHaveText(
      'Muitos envios em pouco tempo. Aguarde 10 minutos e tente novamente.',
    );
  });
});

test.describe('consultation form', () => {
  test("shows each field's message, then saves and opens WhatsApp with the prefilled message", async ({
    page,
    context,
  }) => {
    await useOwnAddress(page);
    await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
    await page.goto('/consultation-request');
    const form = page.getByRole('form', { name: 'Solicitação de consulta' });
    const send = form.getByRole('button', { name: 'Solicitar Consulta' });

    await send.click();
    for (const message of [
      'Nome deve ter pelo menos 2 caracteres',
      'E-mail inválido',
      'Telefone deve ter pelo menos 10 dígitos',
      'Por favor, forneça um breve resumo do seu caso',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByLabel('Nome')).toBeFocused();
    await expectAnnouncedOnce(page, 'Nome deve ter pelo menos 2 caracteres');

    const id = unique();
    await form.getByLabel('Nome').fill('A');
    await form.getByLabel('E-mail').fill(`consulta-${id}@example.com`);
    await form.getByLabel('Telefone').fill('(11) 9876');
    await form.getByLabel('Resumo do caso').fill('Curto');
    await send.click();
    await expect(form.getByText('Nome deve ter pelo menos 2 caracteres')).toBeVisible();
    // Shown once, at its field, announced once (issues 20 and 25): never again in a toast.
    await expect(form.getByLabel('Nome')).toBeFocused();
    await expect(form.getByLabel('Nome')).toHaveAccessibleDescription(
      'Nome deve ter pelo menos 2 caracteres',
    );
    await expect(toasts(page)).toHaveCount(0);
    await expectAnnouncedOnce(page, 'Nome deve ter pelo menos 2 caracteres');
    await expect(form.getByText('E-mail inválido')).toHaveCount(0);
    await expect(form.getByText('Telefone deve ter pelo menos 10 dígitos')).toBeVisible();
    await expect(form.getByText('Por favor, forneça um breve resumo do seu caso')).toBeVisible();

    await form.getByLabel('Nome').fill(`Carla ${id}`);
    await form.getByLabel('Telefone').fill('(11) 98765-4321');
    await form.getByLabel('Resumo do caso').fill('Recebi uma citação em execução fiscal.');
    const sending = await holdRequests(page, isPublicFormPost);
    const popupPromise = context.waitForEvent('page');
    await send.click();
    await expect(form.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    await sending.release();
    const popup = await popupPromise;
    const url = new URL(popup.url());
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/5511900000000');
    const text = url.searchParams.get('text')!;
    expect(text).toContain(`Nome: Carla ${id}`);
    expect(text).toContain('Empresa: Não informada');
    expect(text).toContain(`E-mail: consulta-${id}@example.com`);
    expect(text).toContain('Telefone: (11) 98765-4321');
    expect(text).toContain('Resumo do caso: Recebi uma citação em execução fiscal.');

    await expect(toast(page, 'Solicitação enviada com sucesso!')).toBeVisible();
    await expect(form.getByLabel('Nome')).toHaveValue('');
    await expect(form.getByLabel('Resumo do caso')).toHaveValue('');
    const rows = await query('select name, company_name, phone from consultations where email = $1', [
      `consulta-${id}@example.com`,
    ]);
    expect(rows).toEqual([{ name: `Carla ${id}`, company_name: null, phone: '(11) 98765-4321' }]);
  });

  test('the company goes into the message', async ({ page, context }) => {
    await useOwnAddress(page);
    await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
    await page.goto('/consultation-request');
    const form = page.getByRole('form', { name: 'Solicitação de consulta' });
    await form.getByLabel('Nome').fill('Davi Rocha');
    await form.getByLabel('Empresa').fill('Rocha Engenharia');
    await form.getByLabel('E-mail').fill('davi@example.com');
    await form.getByLabel('Telefone').fill('11987654321');
    await form.getByLabel('Resumo do caso').fill('Revisão de contrato bancário.');
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      form.getByRole('button', { name: 'Solicitar Consulta' }).click(),
    ]);
    expect(new URL(popup.url()).searchParams.get('text')).toContain('Empresa: Rocha Engenharia');
    await expect(toast(page, 'Solicitação enviada com sucesso!')).toBeVisible();
  });

  test('a server failure shows the error toast', async ({ page, allowConsoleErrors }) => {
    await useOwnAddress(page);
    await page.goto('/consultation-request');
    await failServerActions(page, allowConsoleErrors, isPublicFormPost);
    const form = page.getByRole('form', { name: 'Solicitação de consulta' });
    await form.getByLabel('Nome').fill('Davi Rocha');
    await form.getByLabel('E-mail').fill('davi@example.com');
    await form.getByLabel('Telefone').fill('11987654321');
    await form.getByLabel('Resumo do caso').fill('Revisão de contrato bancário.');
    await form.getByRole('button', { name: 'Solicitar Consulta' }).click();
    await expect(toast(page, 'Erro ao enviar solicitação. Por favor, tente novamente.')).toBeVisible();
  });
});
