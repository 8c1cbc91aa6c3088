import { describe, expect, it } from 'vitest';
import { pageVisits } from '@/db/schema';
import { getDb } from '@/lib/server/db/client';
import { getVisitStats, pathLabel, queryVisitStats } from '@/features/visits/stats';
import type { Actor } from '@/lib/shared/auth/permissions';

const admin: Actor = { userId: 'u1', email: 'admin@example.com', role: 'admin' };
const at = (iso: string) => new Date(iso);

describe('visit statistics', () => {
  it('has no figures while there are no visits', async () => {
    expect(await queryVisitStats(getDb())).toEqual({
      total: 0,
      lastVisitAt: null,
      perPath: [],
      pathCount: 0,
    });
  });

  it('matches a hand count: total, last visit and visits per path, most visited first', async () => {
    // By hand: '/blog' 3, home 3 ('' once and '/' twice, shown together), '/contato' 2,
    // '/servicos' 1; 9 in all; the last one on 2026-03-04 18:30 UTC.
    await getDb()
      .insert(pageVisits)
      .values([
        { pagePath: '/blog', createdAt: at('2026-03-01T10:00:00Z') },
        { pagePath: '/contato', createdAt: at('2026-03-01T11:00:00Z') },
        { pagePath: '', createdAt: at('2026-03-02T09:00:00Z') },
        { pagePath: '/', createdAt: at('2026-03-02T09:30:00Z') },
        { pagePath: '/blog', userAgent: 'Mozilla/5.0', createdAt: at('2026-03-03T08:00:00Z') },
        { pagePath: '/servicos', createdAt: at('2026-03-04T18:30:00Z') },
        { pagePath: '/', createdAt: at('2026-03-01T07:00:00Z') },
        { pagePath: '/blog', createdAt: at('2026-02-28T23:59:00Z') },
        { pagePath: '/contato', createdAt: at('2026-03-04T12:00:00Z') },
      ]);

    const stats = await getVisitStats(admin);
    expect(stats.total).toBe(9);
    expect(stats.lastVisitAt?.toISOString()).toBe('2026-03-04T18:30:00.000Z');
    expect(stats.pathCount).toBe(4);
    // Ties are ordered by path, so the order is stable.
    expect(stats.perPath).toEqual([
      { path: '/', visits: 3 },
      { path: '/blog', visits: 3 },
      { path: '/contato', visits: 2 },
      { path: '/servicos', visits: 1 },
    ]);
    expect(stats.perPath.map((row) => pathLabel(row.path))).toEqual([
      'Página Inicial',
      '/blog',
      '/contato',
      '/servicos',
    ]);
  });

  it('shows an empty path and / as the home page', () => {
    expect(pathLabel('')).toBe('Página Inicial');
    expect(pathLabel('/')).toBe('Página Inicial');
    expect(pathLabel('/apresentacao')).toBe('/apresentacao');
  });
});
