import { describe, expect, it, vi } from 'vitest';
import MemoryCacheHandler from '@/http/cache-handler.mjs';
import { cacheGeneration } from '@/runtime/runtime.mjs';

type Handler = {
  get(key: string, ctx?: object): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, value: unknown, ctx?: object): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
};

const page = (html: string, tags: string) => ({
  kind: 'APP_PAGE',
  html,
  headers: { 'x-next-cache-tags': tags },
});
const read = (body: string) => ({
  kind: 'FETCH',
  data: { body, headers: {}, status: 200, url: '' },
  revalidate: false,
});
const generation = cacheGeneration;

describe('memory cache handler (public pages and reads)', () => {
  it('keeps entries across instances until a tag they carry is invalidated', async () => {
    const now = Date.now();
    vi.useFakeTimers({ now, toFake: ['Date'] });
    try {
      const writer: Handler = new MemoryCacheHandler();
      await writer.set('/home', page('<h1>Início</h1>', 'tips,_N_T_/layout'), {
        cacheControl: { revalidate: 60 },
      });
      await writer.set('tips-key', read('[1]'), { fetchCache: true, tags: ['tips'] });
      await writer.set('posts-key', read('[2]'), { fetchCache: true, tags: ['blog_posts'] });

      // Next.js makes one instance per request: the entries are shared.
      const reader: Handler = new MemoryCacheHandler();
      vi.setSystemTime(now + 5_000);
      expect(await reader.get('/home')).toMatchObject({ value: { html: '<h1>Início</h1>' } });
      expect(await reader.get('tips-key', { tags: ['tips'] })).toMatchObject({
        value: { data: { body: '[1]' } },
      });

      const before = generation();
      vi.setSystemTime(now + 6_000);
      await reader.revalidateTag(['tips']);
      expect(generation()).toBe(before + 1);
      expect(await reader.get('/home')).toBeNull();
      expect(await reader.get('tips-key', { tags: ['tips'] })).toBeNull();
      expect(await reader.get('posts-key', { tags: ['blog_posts'] })).not.toBeNull();

      // A render that read before the invalidation may finish just after it: kept expired.
      vi.setSystemTime(now + 6_500);
      await writer.set('/home', page('<h1>antes</h1>', 'tips'), {});
      expect(await reader.get('/home')).toBeNull();
      // Rendered well after it: kept.
      vi.setSystemTime(now + 10_000);
      await writer.set('/home', page('<h1>depois</h1>', 'tips'), {});
      expect(await reader.get('/home')).toMatchObject({ value: { html: '<h1>depois</h1>' } });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('memory cache handler: invalidations from other instances', () => {
  it('expires the tags applyToCacheHandler is given, or everything, and empties the page cache', async () => {
    // What start-up applies (src/startup/start-up.ts), reaching the handler through the runtime.
    const { applyToCacheHandler } = await import('@/lib/server/invalidation');
    const handler: Handler = new MemoryCacheHandler();
    await handler.set('photos-key', read('[p]'), { fetchCache: true, tags: ['photos'] });
    await handler.set('logos-key', read('[l]'), { fetchCache: true, tags: ['logos'] });
    const before = generation();
    applyToCacheHandler(['photos']);
    expect(generation()).toBe(before + 1);
    expect(await handler.get('photos-key', { tags: ['photos'] })).toBeNull();
    expect(await handler.get('logos-key', { tags: ['logos'] })).not.toBeNull();

    applyToCacheHandler(null);
    expect(generation()).toBe(before + 2);
    expect(await handler.get('logos-key', { tags: ['logos'] })).toBeNull();
  });
});
