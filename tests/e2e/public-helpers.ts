import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { seriousAxeViolations } from './helpers/axe';

// Shared by the public-site specs.

export const SITE_URL = `http://localhost:${E2E_PORT}`;

/** Every public route of SPEC §2 with the h1 its server-rendered HTML must contain. */
export const PUBLIC_PAGES = [
  { path: '/', heading: 'Excelência em Advocacia Empresarial' },
  { path: '/apresentacao', heading: 'Apresentação' },
  { path: '/servicos', heading: 'Nossa Atuação' },
  { path: '/advocacia-empresarial', heading: 'Advocacia Empresarial' },
  { path: '/advocacia-tributaria', heading: 'Advocacia Tributária' },
  { path: '/recuperacao-judicial', heading: 'Recuperação Judicial' },
  { path: '/direito-sucessoes', heading: 'Direito das Sucessões' },
  { path: '/direito-imobiliario', heading: 'Direito Imobiliário' },
  { path: '/direito-consumidor', heading: 'Direito do Consumidor' },
  { path: '/blog', heading: 'Blog' },
  { path: '/contratar-servicos', heading: 'Contrate nossos serviços' },
  { path: '/contato', heading: 'Contato' },
  { path: '/consultation-request', heading: 'Agende uma Consulta' },
  { path: '/privacidade', heading: 'Política de Privacidade' },
  { path: '/acessibilidade', heading: 'Acessibilidade' },
  { path: '/agendar-consulta', heading: 'Agende uma Consulta' },
] as const;

let lastAddress = 0;
/** Gives the page's requests their own client address, so form rate limits do not carry across tests. */
export async function useOwnAddress(page: Page): Promise<string> {
  const address = `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${++lastAddress}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

/** Serious and critical axe-core violations of the page as it is now (helpers/axe.ts: WCAG 2.2 AA included). */
export const seriousViolations = seriousAxeViolations;

/** Scrolls through the page so lazy images load (for full-page checks), a frame per step. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
}

/** A second production server (own port and DATA_DIR), e.g. with an empty database. */
export function startServer(options: { port: number; dataDir: string; env?: Record<string, string> }) {
  rmSync(options.dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ['src/http/start.mjs'], {
    // One web worker unless the test is about several (ADR 0025): CI's two cores serve the suite.
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      WEB_CONCURRENCY: '1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    url: `http://localhost:${options.port}`,
    /** The instance's primary (SIGHUP restarts its web workers). */
    pid: child.pid!,
    output: () => output,
    async ready() {
      await expect
        .poll(() => output, { timeout: 120_000 })
        .toContain(`Tribuna is up at http://localhost:${options.port}`);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
