import { expect, test } from '../fixtures';
import { query } from '../helpers/database';

// /acessibilidade (issue 33 §4): the firm's accessibility statement, linked from the footer beside
// 'Política de Privacidade' (not among the spec's quick links), with the firm's own contact.

test('the footer links to the statement, which names the target, the tests, the limits and the contact', async ({
  page,
  request,
}) => {
  const [settings] = await query<{ phone: string | null; email: string | null }>(
    'select phone, email from site_settings where id = 1',
  );
  await page.goto('/servicos');
  const footer = page.getByRole('contentinfo');
  await expect(
    footer.getByRole('navigation', { name: 'Links rápidos' }).getByRole('link', { name: 'Acessibilidade' }),
  ).toHaveCount(0);
  const privacy = footer.getByRole('link', { name: 'Política de Privacidade' });
  const statement = footer.getByRole('link', { name: 'Acessibilidade', exact: true });
  // Beside the privacy policy, in the same line.
  await expect(privacy.locator('xpath=..').getByRole('link', { name: 'Acessibilidade' })).toHaveCount(1);
  await statement.click();
  await expect(page).toHaveURL(/\/acessibilidade$/);
  await expect(page).toHaveTitle(/^Acessibilidade/);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Acessibilidade' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Nível de conformidade',
    'O que testamos e como',
    'Limites conhecidos',
    'Encontrou uma barreira?',
  ]);
  for (const text of ['WCAG) 2.2', 'no nível AA', 'ABNT NBR 17225:2025', 'Lei nº 13.146/2015', 'art. 63'])
    await expect(main).toContainText(text);
  for (const text of ['axe-core', 'Nu HTML Checker', 'só com o teclado', 'leitor de tela'])
    await expect(main).toContainText(text);
  await expect(main).toContainText('o blog ainda não tem uma versão em inglês');
  if (settings?.phone)
    await expect(main.getByRole('link', { name: settings.phone })).toHaveAttribute('href', /^tel:/);
  if (settings?.email)
    await expect(main.getByRole('link', { name: settings.email })).toHaveAttribute(
      'href',
      `mailto:${settings.email}`,
    );
  await expect(main.getByRole('link', { name: 'Contato', exact: true })).toHaveAttribute('href', '/contato');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]+\/acessibilidade<\/loc>/);

  // Its English version, from the English footer, with the English contact page.
  await page.goto('/en/practice-areas');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/accessibility$/);
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Conformance target',
    'What we test and how',
    'Known limits',
    'Found a barrier?',
  ]);
  await expect(main.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
    'href',
    '/en/contact',
  );
});
