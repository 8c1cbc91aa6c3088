import { randomUUID } from 'node:crypto';
import {
  calendars,
  backgroundImages,
  contentTranslations,
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
import { addMediaItem } from '@/lib/server/media-items';
import type { Bucket, Storage } from '@/lib/server/storage/storage';
import { mostRequestedServicesType } from '@/features/most-requested-services/content-type';
import { successCasesType } from '@/features/success-cases/content-type';
import { testimonialsType } from '@/features/testimonials/content-type';
import { tipsType } from '@/features/tips/content-type';
import type { ContentType } from '@/lib/shared/content-type';
import { TRANSLATION_LOCALE } from '@/lib/shared/translations';
import { sourceFingerprint, translatedType } from '@/lib/server/translations';
import { demoCalendar } from './agenda';
import { BLOG_POSTS, NEWS } from './blog-texts';
import { englishPostRows } from './blog-texts-en';
import * as images from './images';
import { LAWYERS, SERVICES, SUCCESS_CASES, TESTIMONIALS, TIPS } from './texts';
import { SERVICES_EN, SUCCESS_CASES_EN, TESTIMONIALS_EN, TIPS_EN } from './texts-en';
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
  // Each image is a media library item with its description (issue 33), named after it.
  const upload = async (
    bucket: Bucket,
    prefix: string,
    image: Promise<Buffer>,
    description: { alt: string; altEn?: string; decorative?: boolean; extension?: string },
  ) => {
    const { alt, altEn = null, decorative = false, extension = 'webp' } = description;
    const key = `${prefix}${randomUUID()}.${extension}`;
    const body = await image;
    await storage.put(bucket, key, body);
    const fileName = `${slugify(alt).slice(0, 80)}.${extension}`;
    await addMediaItem(db, {
      bucket,
      key,
      body,
      fileName,
      altPt: decorative ? null : alt,
      altEn: decorative ? null : altEn,
      decorative,
    });
    return storage.publicUrl(bucket, key);
  };
  const coverAlt = (kicker: string, label: string) => ({
    alt: `Ilustração com o texto “${kicker}: ${label}”`,
    altEn: `Illustration with the text “${kicker}: ${label}”`,
  });

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
          coverAlt('Caso de sucesso', text.area),
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
            coverAlt('Dica', tip.label),
          ),
          upload('tips', 'authors/', images.authorPhoto(author.name, author.female), {
            alt: `Foto de ${author.name}`,
          }),
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
          ? await upload('photos', 'avatars/', images.initialsAvatar(text.name, i), {
              // Beside the name it shows: decorative.
              alt: `Iniciais de ${text.name}`,
              decorative: true,
            })
          : null,
        active: true,
        displayOrder: i,
        createdAt: ago(5 + i * 9),
      })),
    ),
    Promise.all(
      CLIENT_LOGOS.map(async (client, i) => ({
        clientName: client.clientName,
        url: await upload('client-logos', '', images.clientLogo(client.name, client.tagline, i), {
          alt: client.clientName,
          altEn: client.clientName,
        }),
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
          coverAlt('Blog', post.label),
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
          coverAlt('Notícias', item.label),
        ),
        date: ago(item.daysAgo, 14),
      })),
    ),
    Promise.all(
      OFFICE_PHOTOS.map(async (photo, i) => ({
        url: await upload('photos', 'office/', images.officePhoto(photo.scene, photo.title), {
          alt: photo.description,
          altEn: photo.descriptionEn,
        }),
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
          url: await upload('photos', 'advogado/', images.lawyerPortrait(lawyer.name, lawyer.female, i * 3), {
            alt: photo.description,
          }),
          type: 'advogado',
          title: lawyer.name,
          description: photo.description,
          createdAt: ago(30, 11, 30 - i * 10),
        };
      }),
    ),
    upload('photos', 'logos/', images.firmLogo(), { alt: 'Logo do escritório', extension: 'png' }),
    // Behind the hero's text: it needs no description.
    upload('backgrounds', 'backgrounds/', images.heroBackground(), {
      alt: 'Fundo da página inicial',
      decorative: true,
    }),
  ]);

  await db.transaction(async (tx) => {
    const serviceRows = await tx
      .insert(mostRequestedServices)
      .values(
        SERVICES.map(({ daysAgo, ...service }) => ({
          ...service,
          serviceDate: ago(daysAgo).toISOString().slice(0, 10),
          createdAt: ago(daysAgo),
        })),
      )
      .returning();
    // The English versions (ADR 0028), so /en is complete on first start.
    await translate(tx, mostRequestedServicesType, serviceRows, SERVICES_EN);
    await translate(
      tx,
      successCasesType,
      await tx.insert(successCases).values(successRows).returning(),
      SUCCESS_CASES_EN,
    );
    await translate(tx, tipsType, await tx.insert(tips).values(tipRows).returning(), TIPS_EN);
    await translate(
      tx,
      testimonialsType,
      await tx.insert(testimonials).values(testimonialRows).returning(),
      TESTIMONIALS_EN,
    );
    await tx.insert(clientLogos).values(clientLogoRows);
    const posts = await tx.insert(blogPosts).values(blogRows).returning();
    await tx.insert(blogPosts).values(englishPostRows(posts));
    await tx.insert(news).values(newsRows);
    await tx.insert(photos).values([...officeRows, ...lawyerRows]);
    await tx.insert(logos).values({ url: logoUrl, active: true });
    await tx.insert(backgroundImages).values({ url: backgroundUrl, ...BACKGROUND, active: true });
    await tx.insert(socialLinks).values(SOCIAL_LINKS.map((link) => ({ ...link, active: true })));
    await tx.insert(calendars).values(demoCalendar());
    await alsoInTransaction(tx);
  });
}

/** The demo items' English versions, as the form's 'English' tab would save them. */
async function translate(
  tx: Transaction,
  type: Pick<ContentType, 'name' | 'translatable'>,
  rows: { id: string }[],
  texts: Record<string, string>[],
) {
  const translated = translatedType(type);
  await tx.insert(contentTranslations).values(
    rows.map((row, i) => ({
      entity: translated.entity,
      entityId: row.id,
      locale: TRANSLATION_LOCALE,
      fields: texts[i]!,
      sourceFingerprint: sourceFingerprint(translated.translatable, row),
    })),
  );
}
