import { readFile } from 'node:fs/promises';
import { expect, test, toast } from '../fixtures';
import { E2E_ADMIN } from '../../../playwright.config';
import { query } from '../helpers/database';
import { useOwnAddress } from '../public-helpers';
import { todayIso } from '@/lib/shared/dates';

// Alone (fixtures.ts): it counts the new requests, which other specs send.
test.use({ alone: true });

// /admin/solicitacoes: a consultation sent on the public form reaches the inbox, its status is
// changed there, and it is in the exported CSV.

test('a consultation appears in the inbox, changes status and is in the exported CSV', async ({
  adminPage: page,
  context,
}) => {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const name = `Dora ${id}`;
  const email = `dora-${id}@example.com`;

  // A visitor asks for a consultation on the public form.
  await useOwnAddress(page);
  await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
  // They entered the site on a post from the newsletter, then went to the form (issue 24).
  await page.goto('/blog?utm_source=newsletter&utm_campaign=novembro');
  await page.goto('/consultation-request');
  const form = page.getByRole('form', { name: 'Solicitação de consulta' });
  await form.getByLabel('Nome').fill(name);
  await form.getByLabel('Empresa').fill('Dora Indústria S.A.');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Telefone').fill('(11) 97654-3210');
  await form.getByLabel('Resumo do caso').fill('Precisamos revisar contratos de fornecimento.');
  await form.getByRole('button', { name: 'Solicitar Consulta' }).click();
  await expect(toast(page, 'Solicitação enviada com sucesso!')).toBeVisible();

  // The menu counts it among the new requests (consultations, messages and bookings).
  await page.goto('/admin/noticias');
  const [counted] = await query<{ count: string }>(
    `select ((select count(*) from consultations where status = 'new') +
             (select count(*) from contact_messages where status = 'new') +
             (select count(*) from bookings where kind = 'booking' and status = 'new'))::text as count`,
  );
  await expect(page.getByRole('link', { name: `Solicitações ${counted!.count} novas` })).toBeVisible();
  await page.getByRole('link', { name: /^Solicitações/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitações' })).toBeVisible();

  // Newest first: it is the first row, with the spec's columns.
  const table = page.getByRole('table');
  // The list streams in after the heading: wait for it rather than reading it at once.
  await expect(table.getByRole('columnheader')).toHaveText([
    'Data',
    'Tipo',
    'Nome',
    'E-mail',
    'Telefone',
    'Status',
    'Responsável',
    'Próximo contato',
    'Notificação',
    'Idioma',
  ]);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(name);
  await expect(row).toContainText('Consulta');
  await expect(row).toContainText('Nova');
  // Without SMTP_URL the worker writes it to the outbox: 'Enviada'.
  await expect(async () => {
    await page.reload();
    await expect(table.getByRole('row').nth(1)).toContainText('Enviada', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // Search by e-mail, then open it.
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(email);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  // The term stays out of the address (history, logs, Referer): the server keeps it.
  await expect(page).toHaveURL(/[?&]busca=1/);
  expect(page.url()).not.toContain('dora');
  await expect(table.getByRole('row')).toHaveCount(2);
  const dialog = page.getByRole('dialog', { name: `Consulta de ${name}` });
  // A click before the reloaded list is hydrated does nothing: click until the dialog opens.
  await expect(async () => {
    if (!(await dialog.isVisible())) await table.getByRole('button', { name }).click({ timeout: 2000 });
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(dialog).toContainText('Dora Indústria S.A.');
  await expect(dialog).toContainText('Precisamos revisar contratos de fornecimento.');
  await expect(dialog).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(dialog.getByRole('link', { name: 'Responder por e-mail' })).toHaveAttribute(
    'href',
    `mailto:${email}`,
  );
  await expect(dialog.getByRole('link', { name: 'Responder pelo WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5511976543210/,
  );

  await dialog.getByLabel('Status').selectOption({ label: 'Em atendimento' });
  await expect(toast(page, 'Status atualizado com sucesso')).toBeVisible();
  await expect(dialog.getByLabel('Status')).toHaveValue('in_progress');
  // The intake pipeline (issue 24): a responsible, an overdue follow-up, an internal note.
  await dialog.getByLabel('Responsável').selectOption({ label: E2E_ADMIN.email });
  await expect(toast(page, 'Responsável atualizado com sucesso')).toBeVisible();
  // Yesterday in the firm's time zone, as the inbox counts days.
  const yesterday = todayIso(new Date(Date.now() - 86_400_000));
  await dialog.getByLabel('Próximo contato').fill(yesterday);
  await dialog.getByRole('button', { name: 'Salvar próximo contato' }).click();
  await expect(toast(page, 'Próximo contato salvo com sucesso')).toBeVisible();
  await dialog.getByLabel('Nova nota').fill('Ligar amanhã cedo.');
  await dialog.getByRole('button', { name: 'Adicionar nota' }).click();
  await expect(toast(page, 'Nota adicionada com sucesso')).toBeVisible();
  const notes = dialog.getByRole('list', { name: 'Notas' });
  await expect(notes).toContainText('Ligar amanhã cedo.');
  await expect(notes).toContainText(E2E_ADMIN.email);
  // Where that visit came from, carried by the site's script in the form's hidden fields.
  await expect(dialog).toContainText('Entrou por: /blog');
  await expect(dialog).toContainText('Origem: newsletter');
  await expect(dialog).toContainText('Campanha: novembro');
  await expect(dialog).toContainText('Enviada de: /consultation-request');
  await expect(dialog.getByRole('heading', { name: 'Contato anterior' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('row').nth(1)).toContainText('Em atendimento');
  await expect(table.getByRole('row').nth(1)).toContainText('Atrasado');
  await expect(table.getByRole('row').nth(1)).toContainText(E2E_ADMIN.email);
  await page.getByLabel('Minhas solicitações').check();
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/mine=1/);
  await expect(table.getByRole('row').nth(1)).toContainText(name);
  await page.getByLabel('Minhas solicitações').uncheck();
  expect(await query('select status from consultations where email = $1', [email])).toEqual([
    { status: 'in_progress' },
  ]);

  // Filter by status and type, then export what is shown.
  await page.getByLabel('Tipo').selectOption({ label: 'Consulta' });
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Em atendimento' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/status=in_progress/);
  await expect(table.getByRole('row')).toHaveCount(2);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^solicitacoes-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toBe(
    '"Data";"Tipo";"Nome";"E-mail";"Telefone";"Empresa";"Resumo / Mensagem";"Status";"Notificação";"Idioma"',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    new RegExp(
      `^"\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}";"Consulta";"${name}";"${email}";"\\(11\\) 97654-3210";"Dora Indústria S\\.A\\.";"Precisamos revisar contratos de fornecimento\\.";"Em atendimento";"Enviada";"Português"$`,
    ),
  );
});

test('the CSV export is refused without an admin session', async ({ request }) => {
  const response = await request.get('/admin/solicitacoes/exportar', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toContain('/login');
});
