import path from 'node:path';
import { count as drizzleCount, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  blogPosts,
  logos,
  mostRequestedServices,
  socialLinks,
  successCases,
  testimonials,
  tips,
} from '@/db/schema';
import { fingerprintOf } from '@/features/blog/languages';
import { mostRequestedServicesType } from '@/features/most-requested-services/content-type';
import { successCasesType } from '@/features/success-cases/content-type';
import { testimonialsType } from '@/features/testimonials/content-type';
import { tipsType } from '@/features/tips/content-type';
import { inLanguage, translatedType, withTranslations } from '@/lib/server/translations';
import { getDb } from '@/lib/server/db/client';
import { createLocalStorage, LOCAL_MEDIA_BASE } from '@/lib/server/storage/local-storage';
import { objectFromUrl, type Storage } from '@/lib/server/storage/storage';
import { seedDemoContent } from '@/startup/demo-content/seed';
import { PlainImage } from '@/components/site/plain-image';
import { findMediaItem } from '@/lib/server/media-items';
import { storedObject } from '@/lib/server/storage/get-storage';
import type { Locale } from '@/lib/shared/locale';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

let storage: Storage;

/** Text as React writes it in an attribute. */
const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

const count = async (table: string) =>
  Number((await getDb().execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]?.n);

beforeAll(async () => {
  storage = createLocalStorage(path.join(process.env.DATA_DIR!, 'uploads'));
  await seedDemoContent(getDb(), storage);
}, 60_000);

describe('seedDemoContent', () => {
  it('fills every content table and leaves the others empty', async () => {
    expect(await count('most_requested_services')).toBeGreaterThanOrEqual(7);
    expect(await count('success_cases')).toBe(4);
    expect(await count('tips')).toBe(4);
    expect(await count('testimonials')).toBe(5);
    expect(await count('client_logos')).toBe(6);
    expect(await count('blog_posts where locale = $$pt-BR$$')).toBe(5);
    // Three of them in English too (issue 34), each translating its Portuguese post as seeded.
    expect(await count('blog_posts where locale = $$en$$')).toBe(3);
    const original = alias(blogPosts, 'original');
    const [translated] = await getDb()
      .select({ n: drizzleCount() })
      .from(blogPosts)
      .innerJoin(original, eq(original.id, blogPosts.translationOf))
      .where(eq(blogPosts.sourceFingerprint, fingerprintOf(original)));
    expect(translated?.n).toBe(3);
    expect(await count('news')).toBe(3);
    expect(await count('photos where type = $$office$$')).toBe(6);
    expect(await count('photos where type = $$advogado$$')).toBe(2);
    expect(await count('background_images where active')).toBe(1);
    // One calendar with weekday hours, so /agendar-consulta works out of the box (issue 23).
    expect(await count('calendars where active')).toBe(1);
    expect(await count('bookings')).toBe(0);
    for (const table of [
      'site_settings',
      'administrators',
      'users',
      'page_visits',
      'consultations',
      'contact_messages',
    ])
      expect(await count(table)).toBe(0);
  });

  it("has an English version of every success case, testimonial, tip and service, each 'Traduzido' (issue 34)", async () => {
    const db = getDb();
    for (const [type, table] of [
      [successCasesType, successCases],
      [testimonialsType, testimonials],
      [tipsType, tips],
      [mostRequestedServicesType, mostRequestedServices],
    ] as const) {
      const rows = await db.select({ id: table.id }).from(table);
      const listed = await withTranslations(translatedType(type), await db.select().from(table));
      expect(listed.map((row) => row.translation.state)).toEqual(rows.map(() => 'translated'));
    }
    const [story] = await inLanguage(
      translatedType(successCasesType),
      await db.select().from(successCases),
      'en',
    );
    expect(story?.title).toMatch(/^[A-Z][a-z]+( [a-z]+)+/);

    // Its cover is described in each language: the English page's image says it in English.
    const cover = (await findMediaItem(getDb(), storedObject(story!.imageUrl!)!))!;
    expect(cover.altEn).toMatch(/^Illustration with the text “Caso de sucesso: /);
    const html = (locale: Locale) =>
      renderToStaticMarkup(
        createElement(PlainImage, {
          src: story!.imageUrl!,
          alt: '',
          width: 300,
          height: 200,
          facts: cover,
          locale,
        }),
      );
    expect(html('en')).toContain(`alt="${escape(cover.altEn!)}"`);
    expect(html('pt-BR')).toContain(`alt="${escape(cover.altPt!)}"`);
  });

  it('has one active logo, one draft post, half-star ratings and an ignored platform', async () => {
    const db = getDb();
    expect((await db.select().from(logos)).filter((logo) => logo.active)).toHaveLength(1);
    expect((await db.select().from(blogPosts)).filter((post) => !post.active)).toHaveLength(1);
    expect((await db.select().from(testimonials)).map((t) => t.rating)).toContain(4.5);
    expect((await db.select().from(socialLinks)).map((link) => link.platform).sort()).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'tiktok',
    ]);
  });

  it('stores every referenced image, each small and of the expected size', async () => {
    const { rows } = await getDb().execute<{ url: string | null }>(sql`
      select url from photos union all select url from logos union all select url from client_logos
      union all select url from background_images union all select image_url from blog_posts
      union all select image_url from news union all select image_url from success_cases
      union all select image_url from tips union all select author_photo_url from tips
      union all select avatar_url from testimonials`);
    const urls = rows.map((row) => row.url).filter((url): url is string => url !== null);
    expect(urls.length).toBeGreaterThanOrEqual(37);
    for (const url of urls) {
      const object = objectFromUrl(url, LOCAL_MEDIA_BASE);
      expect(object, url).not.toBeNull();
      const stored = await storage.get(object!.bucket, object!.key);
      expect(stored, url).not.toBeNull();
      expect(stored!.body.length).toBeLessThan(60_000);
      const { width, height } = await sharp(stored!.body).metadata();
      expect([width, height], url).toEqual(
        url.includes('/logos/')
          ? [300, 150]
          : url.includes('/backgrounds/')
            ? [1600, 900]
            : url.includes('/avatars/') || url.includes('/authors/')
              ? [256, 256]
              : url.includes('/client-logos/')
                ? [400, 200]
                : url.includes('/office/') || url.includes('/advogado/')
                  ? [1200, 800]
                  : [1200, 675],
      );
    }
  });
});
