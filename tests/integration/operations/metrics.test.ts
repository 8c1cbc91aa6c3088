import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressionStep } from '@/http/compression.mjs';
import { withOperations } from '@/http/operations.mjs';
import { pageCacheStep } from '@/http/page-cache.mjs';
import { createPipeline } from '@/http/pipeline.mjs';
import { submitConsultation } from '@/features/consultations/service';
import { getAuth } from '@/lib/server/auth/auth';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { getDeliveryMailer } from '@/lib/server/mail/get-mailer';
import { getDb } from '@/lib/server/db/client';
import { appGauges, databaseChecks } from '@/lib/server/probes';
import { registerProbes } from '@/runtime/runtime.mjs';
import { serve } from '../helpers/http-layer';

// GET /metrics (src/http/metrics.mjs) as Prometheus scrapes it, in front of a stand-in for Next.js:
// only with the token, and its figures move with what the site does.

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** A public page as Next.js answers it from its cache (shareable: the page cache keeps it). */
function fakeNext(req: http.IncomingMessage, res: http.ServerResponse) {
  if (req.url === '/metrics') {
    res.statusCode = 404;
    return res.end('Página não encontrada');
  }
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940');
  res.end(`<!DOCTYPE html><html><body>${req.url}</body></html>`);
}

const layers = () => createPipeline(fakeNext, [pageCacheStep(), compressionStep()]).handle;
let site: Awaited<ReturnType<typeof serve>>;
let withoutToken: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  const url = process.env.DATABASE_URL!;
  registerProbes({
    readiness: async () => ({ ...(await databaseChecks(url)), worker: 'ok' }),
    gauges: appGauges,
  });
  site = await serve(withOperations(layers(), { env: { METRICS_TOKEN: TOKEN } }));
  withoutToken = await serve(withOperations(layers(), { env: {} }));
});
afterAll(async () => {
  registerProbes(undefined);
  await site.close();
  await withoutToken.close();
});

const scrape = async () => {
  const answer = await site.request('/metrics', { authorization: `Bearer ${TOKEN}` });
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.text;
};

/** A sample's value (0 when absent), e.g. value(text, 'tribuna_mail_total', { result: 'sent' }). */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, v]) => [key, v]),
    );
    if (Object.entries(labels).every(([key, v]) => found[key] === v)) return Number(match[3]);
  }
  return 0;
}

async function signIn(email: string) {
  const response = await getAuth().handler(
    new Request('http://localhost:3000/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SOCKET_ADDRESS_HEADER]: '198.51.100.7' },
      body: JSON.stringify({ email, password: 'senha-errada-123' }),
    }),
  );
  return response.status;
}

describe('/metrics', () => {
  it('is refused without the token and with a wrong one, and does not exist without METRICS_TOKEN', async () => {
    const none = await site.request('/metrics');
    expect(none.status).toBe(401);
    expect(none.text).not.toContain('http_requests_total');
    const wrong = await site.request('/metrics', { authorization: `Bearer ${TOKEN.slice(0, -1)}x` });
    expect(wrong.status).toBe(401);
    const basic = await site.request('/metrics', { authorization: `Basic ${TOKEN}` });
    expect(basic.status).toBe(401);
    // Unset: the site answers it as any unknown page.
    const unset = await withoutToken.request('/metrics', { authorization: 'Bearer ' });
    expect(unset.status).toBe(404);
    expect(unset.text).toBe('Página não encontrada');
  });

  it('counts requests by route pattern, and page-cache hits', async () => {
    const before = await scrape();
    const labels = { method: 'GET', route: '/blog/[slug]', status_class: '2xx' };
    const slug = `/blog/post-${Date.now()}`;
    await site.request(slug);
    const second = await site.request(slug);
    expect(second.headers['x-page-cache']).toBe('hit');
    const after = await scrape();
    expect(value(after, 'http_requests_total', labels) - value(before, 'http_requests_total', labels)).toBe(
      2,
    );
    expect(
      value(after, 'http_request_duration_seconds_count', labels) -
        value(before, 'http_request_duration_seconds_count', labels),
    ).toBe(2);
    const cache = (text: string, result: string) =>
      value(text, 'tribuna_page_cache_requests_total', { result });
    expect(cache(after, 'hit') - cache(before, 'hit')).toBe(1);
    expect(cache(after, 'miss') - cache(before, 'miss')).toBe(1);
    // The raw path is never a label.
    expect(after).not.toContain(slug);
    // The client's default metrics, and the pool's.
    expect(after).toContain('nodejs_eventloop_lag_seconds');
    expect(after).toContain('process_resident_memory_bytes');
    expect(value(after, 'tribuna_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    // What /readyz answers, for the alert on it (docs/alerts.yml).
    expect(value(after, 'tribuna_ready')).toBe(1);
  });

  it('shows a queued job as pending, and one due later as scheduled, not late', async () => {
    const before = await scrape();
    const job = { task: 'notify_request', state: 'pending' };
    await submitConsultation(
      {
        name: 'Cliente Métricas',
        company_name: '',
        email: 'metricas@exemplo.test',
        phone: '(21) 99876-5432',
        case_summary: 'Preciso de ajuda com um contrato de locação.',
      },
      { address: '198.51.100.20' },
    );
    await getDb().execute(
      sql`select graphile_worker.add_job('reminder_test', '{}'::json, run_at := now() + interval '1 day')`,
    );
    const after = await scrape();
    expect(value(after, 'tribuna_jobs', job) - value(before, 'tribuna_jobs', job)).toBe(1);
    expect(value(after, 'tribuna_jobs', { task: 'reminder_test', state: 'scheduled' })).toBe(1);
    expect(value(after, 'tribuna_jobs', { task: 'reminder_test', state: 'pending' })).toBe(0);
    // Just queued: pending for about no time (the job for tomorrow does not count).
    expect(value(after, 'tribuna_jobs_oldest_pending_seconds')).toBeLessThan(60);
    expect(after).not.toContain('metricas@exemplo.test');
  });

  it('counts failed sign-ins, then the lock', async () => {
    const before = await scrape();
    const email = `ninguem-${Date.now()}@exemplo.test`;
    for (let attempt = 0; attempt < 5; attempt++) expect(await signIn(email)).toBe(401);
    expect(await signIn(email)).toBe(429);
    const after = await scrape();
    const signIns = (text: string, result: string) => value(text, 'tribuna_sign_in_total', { result });
    expect(signIns(after, 'failure') - signIns(before, 'failure')).toBe(5);
    expect(signIns(after, 'locked') - signIns(before, 'locked')).toBe(1);
    expect(signIns(after, 'success')).toBe(signIns(before, 'success'));
    expect(after).not.toContain(email);
  });

  it('counts e-mails sent by the one mailer', async () => {
    const before = await scrape();
    await getDeliveryMailer().send({ to: 'firma@exemplo.test', subject: 'Teste', text: 'Olá' });
    const after = await scrape();
    const mail = (text: string, result: string) => value(text, 'tribuna_mail_total', { result });
    expect(mail(after, 'sent') - mail(before, 'sent')).toBe(1);
    expect(mail(after, 'failed')).toBe(mail(before, 'failed'));
  });
});

describe('request ids', () => {
  it('are made here unless a trusted proxy gave one (TRUST_PROXY)', async () => {
    const untrusted = await site.request('/healthz', { 'x-request-id': 'vindo-do-cliente' });
    expect(untrusted.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const proxied = await serve(withOperations(layers(), { env: { TRUST_PROXY: '1' } }));
    try {
      const trusted = await proxied.request('/healthz', { 'x-request-id': 'do-proxy-123' });
      expect(trusted.headers['x-request-id']).toBe('do-proxy-123');
      // Not a plain token: replaced.
      const odd = await proxied.request('/healthz', { 'x-request-id': 'a b<script>' });
      expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await proxied.close();
    }
  });
});
