import { beforeEach, describe, expect, it } from 'vitest';
import { pageVisits } from '@/db/schema';
import { getDb } from '@/lib/server/db/client';
import { UserError } from '@/lib/shared/action-result';
import { recordVisit } from '@/features/visits/service';
import { POST } from '@/app/api/visits/route';

const rows = () =>
  getDb().select({ pagePath: pageVisits.pagePath, userAgent: pageVisits.userAgent }).from(pageVisits);

beforeEach(async () => {
  await getDb().delete(pageVisits);
});

describe('visits', () => {
  it('records {page_path, user_agent}; the home is the empty path', async () => {
    await recordVisit({ page_path: '/' }, 'Mozilla/5.0');
    await recordVisit({ page_path: '/blog/abc' }, null);
    expect(await rows()).toEqual([
      { pagePath: '', userAgent: 'Mozilla/5.0' },
      { pagePath: 'blog/abc', userAgent: null },
    ]);
  });

  it('refuses what is not a pathname', async () => {
    for (const page_path of ['blog', 'https://example.com/', '/a b', 42, '/' + 'a'.repeat(600)]) {
      await expect(recordVisit({ page_path }, 'x')).rejects.toBeInstanceOf(UserError);
    }
    expect(await rows()).toEqual([]);
  });

  it('the route answers 204, or 400 for bad input, and keeps no address or cookie', async () => {
    const post = (body: string) =>
      POST(
        new Request('http://localhost/api/visits', {
          method: 'POST',
          body,
          headers: { 'user-agent': 'TestAgent/1.0', 'x-forwarded-for': '203.0.113.9', cookie: 'a=b' },
        }),
      );
    expect((await post(JSON.stringify({ page_path: '/contato' }))).status).toBe(204);
    expect((await post('not json')).status).toBe(400);
    expect((await post(JSON.stringify({ page_path: 'contato' }))).status).toBe(400);
    expect(await rows()).toEqual([{ pagePath: 'contato', userAgent: 'TestAgent/1.0' }]);
    const [row] = await getDb().select().from(pageVisits);
    expect(JSON.stringify(row)).not.toContain('203.0.113.9');
  });
});
