import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { expect, test, toast } from '../fixtures';
import { query } from '../helpers/database';
import { FROM_PAGE_CACHE } from '../helpers/html';
import { PUBLIC_PAGES } from '../public-helpers';

// The security headers of src/http/security-headers.mjs on the real server: on every public page
// (answered by Next.js and then by the page cache), an admin page and a form submission, with the
// pages still working in Chromium under the policy. A blocked script or style is a CSP violation,
// which Chromium logs as a console error (failing the test through the fixture); each page also
// counts `securitypolicyviolation` events itself.

type Headers = Record<string, string>;

/** The sources a policy allows for a directive. */
const sourcesOf = (policy: string, directive: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? [];

function expectSecurityHeaders(headers: Headers) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // The e2e server runs on http://localhost: no HSTS there.
  expect(headers['strict-transport-security']).toBeUndefined();
  const policy = headers['content-security-policy'] ?? '';
  expect(sourcesOf(policy, 'frame-ancestors')).toEqual(["'none'"]);
  expect(sourcesOf(policy, 'object-src')).toEqual(["'none'"]);
  expect(sourcesOf(policy, 'base-uri')).toEqual(["'self'"]);
  expect(sourcesOf(policy, 'form-action')).toEqual(["'self'"]);
  const scripts = sourcesOf(policy, 'script-src');
  expect(scripts[0]).toBe("'self'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts).not.toContain("'unsafe-inline'");
  return scripts;
}

/** The sha256 sources of the HTML's runnable inline scripts (no src, no data type such as JSON-LD). */
function inlineScriptHashes(html: string) {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes]) => !/\ssrc=/.test(attributes!) && !/\stype="application\/ld\+json"/.test(attributes!),
    )
    .map(([, , content]) => `'sha256-${crypto.createHash('sha256').update(content!).digest('base64')}'`);
}

/** Records the page's CSP violations from its first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test('every public page has the headers, from Next.js and from the page cache, with its scripts hashed', async ({
  request,
}) => {
  test.setTimeout(90_000);
  let hits = 0;
  for (const { path } of PUBLIC_PAGES) {
    for (const response of [await request.get(path), await request.get(path)]) {
      expect(response.status(), path).toBe(200);
      const scripts = expectSecurityHeaders(response.headers());
      const inline = inlineScriptHashes(await response.text());
      // A shared page lists exactly the hashes of its own inline scripts (public pages have none
      // left: ADR 0008), and no nonce.
      expect(scripts.slice(1).sort(), path).toEqual([...new Set(inline)].sort());
      if (FROM_PAGE_CACHE.test(response.headers()['x-page-cache'] ?? '')) hits++;
    }
  }
  expect(hits).toBeGreaterThanOrEqual(PUBLIC_PAGES.length - 2);
  // Assets and uploads carry the headers too.
  const [background] = await query<{ url: string }>('select url from background_images limit 1');
  for (const path of [background!.url, '/robots.txt', '/icon.svg']) {
    expectSecurityHeaders((await request.get(path)).headers());
  }
});

test('the home, from Next.js then from the page cache: the carousel advances and the drawer opens', async ({
  page,
}) => {
  await watchViolations(page);
  await page.clock.install();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const visit of ['first', 'again']) {
    let response = (await page.goto('/'))!;
    // Specs running beside this one change content, which empties the cached home: visit until the
    // page cache answers.
    if (visit === 'again') {
      await expect
        .poll(async () => {
          response = (await page.goto('/'))!;
          return response.headers()['x-page-cache'];
        })
        .toMatch(FROM_PAGE_CACHE);
    }
    expectSecurityHeaders(response.headers());

    const carousel = page.getByRole('region', { name: 'Carrossel de dicas' });
    await carousel.scrollIntoViewIfNeeded();
    const first = carousel.getByRole('group', { name: /^1 de \d+$/ });
    const second = carousel.getByRole('group', { name: /^2 de \d+$/ });
    // Hovering and leaving shows the page is hydrated (its scripts ran), and restarts the autoplay.
    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-paused', 'true');
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('data-paused', 'false');
    await expect(first).toBeVisible();
    await page.clock.runFor(5_500);
    await expect(second).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    expect(await violations(page)).toEqual([]);
  }
});

test('the contact form submits under the policy and its toast shows', async ({ page }) => {
  await watchViolations(page);
  expectSecurityHeaders((await page.goto('/contato'))!.headers());
  const form = page.getByRole('main').getByRole('form', { name: 'Formulário de contato' });
  await form.getByLabel('Nome').fill('Cliente CSP');
  await form.getByLabel('E-mail').fill('cliente-csp@example.com');
  await form.getByLabel('Mensagem').fill('Gostaria de uma proposta.');
  const action = page.waitForResponse((response) => response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Enviar Mensagem' }).click();
  expectSecurityHeaders((await action).headers());
  await expect(toast(page, 'Mensagem enviada com sucesso!')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('sign-in and an admin page: a fresh nonce per response, and they work', async ({ page }) => {
  await watchViolations(page);
  const login = (await page.goto('/login'))!;
  const nonceOf = (headers: Headers) =>
    sourcesOf(headers['content-security-policy'] ?? '', 'script-src').find((source) =>
      source.startsWith("'nonce-"),
    );
  expectSecurityHeaders(login.headers());
  expect(nonceOf(login.headers())).toBeDefined();
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Senha').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/noticias$/, { timeout: 15_000 });

  const admin = (await page.goto('/admin/blog'))!;
  const scripts = expectSecurityHeaders(admin.headers());
  const nonce = nonceOf(admin.headers());
  expect(nonce).toBeDefined();
  expect(nonce).not.toBe(nonceOf(login.headers()));
  expect(scripts.filter((source) => source.startsWith("'sha256-"))).toEqual([]);
  const form = page.getByRole('region', { name: 'Novo Post' });
  await form.getByRole('button', { name: 'Criar Post' }).click();
  await expect(form.getByText('O título é obrigatório')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("a not-found page, rendered once and then served from Next.js's cache, runs its scripts", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/, 'unknown paths answer 404; the browser logs the status');
  await watchViolations(page);
  for (let visit = 0; visit < 2; visit++) {
    const response = (await page.goto('/pagina-que-nao-existe'))!;
    expect(response.status()).toBe(404);
    const scripts = expectSecurityHeaders(response.headers());
    expect(scripts.slice(1).sort()).toEqual([...new Set(inlineScriptHashes(await response.text()))].sort());
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  }
});
