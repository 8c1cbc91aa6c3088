import { describe, expect, it } from 'vitest';
import { hitRateLimit, resetRateLimit } from '@/lib/server/rate-limit';

describe('rate limit', () => {
  it('allows `limit` attempts per window, then refuses until the window resets', async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit('login:ana@example.com', 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterMs).toBeGreaterThan(50_000);
    // Other keys are counted apart.
    expect((await hitRateLimit('login:joao@example.com', 3, 60_000)).allowed).toBe(true);

    await resetRateLimit('login:ana@example.com');
    expect((await hitRateLimit('login:ana@example.com', 3, 60_000)).count).toBe(1);
  });

  it('starts a new window once the old one has passed', async () => {
    // A second long: the second attempt falls in the first one's window on a busy machine too.
    await hitRateLimit('contact:127.0.0.1', 1, 1_000);
    expect((await hitRateLimit('contact:127.0.0.1', 1, 1_000)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await hitRateLimit('contact:127.0.0.1', 1, 1_000)).toMatchObject({ allowed: true, count: 1 });
  });
});
