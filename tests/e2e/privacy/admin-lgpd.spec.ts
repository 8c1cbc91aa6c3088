import { readFile } from 'node:fs/promises';
import { searchInbox } from '../helpers/inbox';
import { expect, test, toast } from '../fixtures';
import { query, unique } from '../helpers/database';
import { mailsTo } from '../auth-support';
import { useOwnAddress } from '../public-helpers';

// 'Dados pessoais (LGPD)' in the inbox: one person's consultation and message (and their outbox
// e-mails) found by e-mail, exported as JSON, and erased after the dialog; the inbox then no longer
// shows them. The daily retention job's last run is shown there too.

const outboxAbout = (email: string) =>
  mailsTo('contato@tribuna.example').filter((mail) => (mail as { replyTo?: string }).replyTo === email);

test('exports and erases one e-mail’s data; the inbox no longer shows it', async ({
  adminPage: page,
  context,
}) => {
  const id = unique();
  const email = `lia-${id}@example.com`;
  const other = `rui-${id}@example.com`;

  // Lia sends a consultation (typed in capitals) and a message; Rui a message.
  await useOwnAddress(page);
  await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
  await page.goto('/consultation-request');
  const consultation = page.getByRole('form', { name: 'Solicitação de consulta' });
  await consultation.getByLabel('Nome').fill(`Lia ${id}`);
  await consultation.getByLabel('E-mail').fill(email.toUpperCase());
  await consultation.getByLabel('Telefone').fill('(11) 97654-3210');
  await consultation.getByLabel('Resumo do caso').fill(`Caso da Lia ${id}`);
  await consultation.getByRole('button', { name: 'Solicitar Consulta' }).click();
  await expect(toast(page, 'Solicitação enviada com sucesso!')).toBeVisible();
  for (const [name, address] of [
    [`Lia ${id}`, email],
    [`Rui ${id}`, other],
  ]) {
    await page.goto('/contato');
    const form = page.getByRole('form', { name: 'Formulário de contato' });
    await form.getByLabel('Nome').fill(name!);
    await form.getByLabel('E-mail').fill(address!);
    await form.getByLabel('Mensagem').fill(`Mensagem de ${name}`);
    await form.getByRole('button', { name: 'Enviar Mensagem' }).click();
    await expect(toast(page, 'Mensagem enviada com sucesso!')).toBeVisible();
  }
  // Without SMTP the worker writes both of Lia's e-mails to the outbox.
  await expect.poll(() => outboxAbout(email.toUpperCase()).length + outboxAbout(email).length).toBe(2);

  // The inbox's detail says which privacy notice the consultation was sent under.
  await searchInbox(page, id, 'Consulta');
  const dialog = page.getByRole('dialog', { name: `Consulta de Lia ${id}` });
  await expect(async () => {
    if (!(await dialog.isVisible()))
      await page
        .getByRole('table')
        .getByRole('button', { name: `Lia ${id}` })
        .click({ timeout: 2000 });
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(dialog).toContainText('Aviso de privacidade');
  await expect(dialog).toContainText('Versão de 28/11/2026');
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();

  // The inbox's tab, searched by the exact address in another case.
  await page
    .getByRole('navigation', { name: 'Seções de solicitações' })
    .getByRole('link', { name: 'Dados pessoais (LGPD)' })
    .click();
  await expect(page).toHaveURL(/\/admin\/solicitacoes\/dados-pessoais$/);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`Lia-${id}@Example.com`);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const held = page.getByRole('table', { name: `Consultas e mensagens de ${email}` });
  await expect(held.getByRole('row')).toHaveCount(3);
  // The address was posted, not put in the page's URL (history, logs).
  await expect(page).toHaveURL(/\/admin\/solicitacoes\/dados-pessoais$/);
  await expect(held).toContainText(`Caso da Lia ${id}`);
  await expect(held).toContainText(`Mensagem de Lia ${id}`);
  await expect(held).not.toContainText('Rui');
  await expect(
    page.getByRole('table', { name: `E-mails na caixa de saída sobre ${email}` }).getByRole('row'),
  ).toHaveCount(3);

  // 'Exportar dados': a JSON file with all of it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar dados' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^dados-pessoais-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    email: string;
    requests: { kind: string; text: string; privacyNoticeVersion: string }[];
    outboxFiles: { content: { text: string } }[];
  };
  expect(exported.email).toBe(email);
  expect(exported.requests.map((r) => [r.kind, r.text])).toEqual([
    ['consultation', `Caso da Lia ${id}`],
    ['contact', `Mensagem de Lia ${id}`],
  ]);
  expect(exported.requests.every((r) => r.privacyNoticeVersion === '2026-11-28')).toBe(true);
  expect(exported.outboxFiles.map((file) => file.content.text).join('\n')).toContain(`Caso da Lia ${id}`);
  expect(JSON.stringify(exported)).not.toContain('Rui');

  // 'Excluir dados': cancelled once, then confirmed.
  await page.getByRole('button', { name: 'Excluir dados' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir dados pessoais' });
  await expect(confirm).toContainText(
    `todas as consultas, mensagens, agendamentos e notificações de ${email}`,
  );
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(held.getByRole('row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Excluir dados' }).click();
  await confirm.getByRole('button', { name: 'Excluir dados' }).click();
  await expect(toast(page, 'Dados excluídos com sucesso')).toBeVisible();
  await expect(page.getByText('Nenhum dado encontrado para este e-mail.')).toBeVisible();
  expect(outboxAbout(email).length + outboxAbout(email.toUpperCase()).length).toBe(0);
  expect(outboxAbout(other)).toHaveLength(1);

  // The inbox no longer shows Lia's requests; Rui's is still there.
  await searchInbox(page, id);
  const inbox = page.getByRole('table', { name: 'Solicitações, mais recentes primeiro' });
  await expect(inbox.getByRole('row')).toHaveCount(2);
  await expect(inbox).toContainText(other);
  await expect(inbox).not.toContainText(email);
});

test('the screen shows when the retention job last ran and what it removed', async ({ adminPage: page }) => {
  // An old message (30 months), then the job run by the server's own worker.
  const id = unique();
  await query(
    `insert into contact_messages (name, email, message, notification_state, created_at)
     values ($1, $2, 'Antiga', 'sent', now() - interval '30 months')`,
    [`Velho ${id}`, `velho-${id}@example.com`],
  );
  const [before] = await query<{ n: string }>('select count(*)::text as n from retention_runs');
  await query(`select graphile_worker.add_job('requests_retention')`);
  await expect
    .poll(async () => (await query<{ n: string }>('select count(*)::text as n from retention_runs'))[0]!.n)
    .not.toBe(before!.n);
  const [left] = await query<{ n: string }>(
    'select count(*)::text as n from contact_messages where email = $1',
    [`velho-${id}@example.com`],
  );
  expect(left!.n).toBe('0');

  await page.goto('/admin/solicitacoes/dados-pessoais');
  const retention = page.getByRole('region', { name: 'Retenção' });
  await expect(retention).toContainText('apagadas automaticamente 24 meses depois');
  await expect(retention).toContainText(
    /Última execução: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. Removeu \d+ consultas?, [1-9]\d* mensage(m|ns)/,
  );
});
