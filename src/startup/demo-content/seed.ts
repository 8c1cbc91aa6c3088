import { randomUUID } from 'node:crypto';
import {
  calendars,
  backgroundImages,
  blogPosts,
  clientLogos,
  logos,
  mostRequestedServices,
  news,
  photos,
  socialLinks,
  successCases,
  testimonials,
  tips,
} from '@/db/schema';
import { textOf } from '@/lib/shared/rich-text/document';
import { slugify, slugsOf } from '@/lib/shared/slug';
import type { Database, Transaction } from '@/lib/server/db/client';
import type { Bucket, Storage } from '@/lib/server/storage/storage';
import { demoCalendar } from './agenda';
import { BLOG_POSTS, NEWS } from './blog-texts';
import * as images from './images';
import { LAWYERS, SERVICES, SUCCESS_CASES, TESTIMONIALS, TIPS } from './texts';
import { BACKGROUND, CLIENT_LOGOS, LAWYER_PHOTOS, OFFICE_PHOTOS, SOCIAL_LINKS } from './media-texts';

const DAY_MS = 86_400_000;

/**
 * Fills an empty database with demo content for every home section and the admin screens.
 * Images are rendered and stored first (in parallel); the rows then go in one transaction, so a
 * failure leaves no half-seeded tables (at worst a few orphan files).
 */
export async function seedDemoContent(
  db: Database,
  storage: Storage,
  /** Written in the same transaction as the rows (start-up marks the site as set up there). */
  alsoInTransaction: (tx: Transaction) => Promise<unknown> = async () => {},
): Promise<void> {
  const now = Date.now();
  // Staggered timestamps at office hours (Brasília, UTC-3), so "newest first" lists have a stable,
  // intended order. Every value is at least a day old, so none lies in the future.
  const ago = (days: number, hour = 10, minute = 0) => {
    const date = new Date(now - days * DAY_MS);
    date.setUTCHours(hour + 3, minute, 0, 0);
    return date;
  };
  const upload = async (bucket: Bucket, prefix: string, image: Promise<Buffer>, extension = 'webp') => {
    const key = `${prefix}${randomUUID()}.${extension}`;
    await storage.put(bucket, key, await image);
    return storage.publicUrl(bucket, key);
  };

  const [
    successRows,
    tipRows,
    testimonialRows,
    clientLogoRows,
    blogRows,
    newsRows,
    officeRows,
    lawyerRows,
    logoUrl,
    backgroundUrl,
  ] = await Promise.all([
    Promise.all(
      SUCCESS_CASES.map(async ({ motif, ...text }, i) => ({
        ...text,
        imageUrl: await upload(
          'photos',
          'success-cases/',
          images.coverImage({
            kicker: 'Caso de sucesso',
            label: text.area,
            motif,
            paletteIndex: i + 2,
            seed: text.title,
          }),
        ),
        active: true,
        createdAt: ago(6 + i * 11),
      })),
    ),
    Promise.all(
      TIPS.map(async (tip, i) => {
        const author = LAWYERS[tip.author];
        const [imageUrl, authorPhotoUrl] = await Promise.all([
          upload(
            'tips',
            '',
            images.coverImage({
              kicker: 'Dica',
              label: tip.label,
              motif: tip.motif,
              paletteIndex: i,
              seed: tip.title,
            }),
          ),
          upload('tips', 'authors/', images.authorPhoto(author.name, author.female)),
        ]);
        return {
          title: tip.title,
          content: tip.content,
          author: author.name,
          imageUrl,
          authorPhotoUrl,
          active: true,
          createdAt: ago(2 + i * 6),
        };
      }),
    ),
    Promise.all(
      TESTIMONIALS.map(async ({ withAvatar, ...text }, i) => ({
        ...text,
        avatarUrl: withAvatar
          ? await upload('photos', 'avatars/', images.initialsAvatar(text.name, i))
          : null,
        active: true,
        displayOrder: i,
        createdAt: ago(5 + i * 9),
      })),
    ),
    Promise.all(
      CLIENT_LOGOS.map(async (client, i) => ({
        clientName: client.clientName,
        url: await upload('client-logos', '', images.clientLogo(client.name, client.tagline, i)),
        active: true,
        // Shown oldest first: the first client in the list was added first.
        createdAt: ago(90 - i * 7),
      })),
    ),
    Promise.all(
      BLOG_POSTS.map(async (post, i) => ({
        title: post.title,
        slug: slugify(post.title),
        summary: post.summary,
        content: post.body,
        contentText: textOf(post.body),
        author: LAWYERS[post.author].name,
        imageUrl: await upload(
          'blog',
          '',
          images.coverImage({
            kicker: 'Blog',
            label: post.label,
            motif: post.motif,
            paletteIndex: i + 1,
            seed: post.title,
          }),
        ),
        publishedAt: ago(post.daysAgo, 9),
        tags: post.tags,
        tagSlugs: slugsOf(post.tags),
        active: post.active,
      })),
    ),
    Promise.all(
      NEWS.map(async (item, i) => ({
        title: item.title,
        subtitle: item.subtitle,
        content: item.content,
        externalLink: item.externalLink,
        imageUrl: await upload(
          'news',
          '',
          images.coverImage({
            kicker: 'Notícias',
            label: item.label,
            motif: item.motif,
            paletteIndex: i + 3,
            seed: item.title,
          }),
        ),
        date: ago(item.daysAgo, 14),
      })),
    ),
    Promise.all(
      OFFICE_PHOTOS.map(async (photo, i) => ({
        url: await upload('photos', 'office/', images.officePhoto(photo.scene, photo.title)),
        type: 'office',
        title: photo.title,
        description: photo.description,
        createdAt: ago(30, 16, 50 - i * 10),
      })),
    ),
    Promise.all(
      LAWYER_PHOTOS.map(async (photo, i) => {
        const lawyer = LAWYERS[photo.lawyer];
        return {
          url: await upload('photos', 'advogado/', images.lawyerPortrait(lawyer.name, lawyer.female, i * 3)),
          type: 'advogado',
          title: lawyer.name,
          description: photo.description,
          createdAt: ago(30, 11, 30 - i * 10),
        };
      }),
    ),
    upload('photos', 'logos/', images.firmLogo(), 'png'),
    upload('backgrounds', 'backgrounds/', images.heroBackground()),
  ]);

  await db.transaction(async (tx) => {
    await tx.insert(mostRequestedServices).values(
      SERVICES.map(({ daysAgo, ...service }) => ({
        ...service,
        serviceDate: ago(daysAgo).toISOString().slice(0, 10),
        createdAt: ago(daysAgo),
      })),
    );
    await tx.insert(successCases).values(successRows);
    await tx.insert(tips).values(tipRows);
    await tx.insert(testimonials).values(testimonialRows);
    await tx.insert(clientLogos).values(clientLogoRows);
    await tx.insert(blogPosts).values(blogRows);
    await tx.insert(news).values(newsRows);
    await tx.insert(photos).values([...officeRows, ...lawyerRows]);
    await tx.insert(logos).values({ url: logoUrl, active: true });
    await tx.insert(backgroundImages).values({ url: backgroundUrl, ...BACKGROUND, active: true });
    await tx.insert(socialLinks).values(SOCIAL_LINKS.map((link) => ({ ...link, active: true })));
    await tx.insert(calendars).values(demoCalendar());
    await alsoInTransaction(tx);
  });
}
