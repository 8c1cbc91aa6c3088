import fc from 'fast-check';
import { describe, it, vi } from 'vitest';
import {
  blogPosts,
  mediaItems,
  mostRequestedServices,
  news,
  siteSettings,
  socialLinks,
  successCases,
  testimonials,
  tips,
} from '@/db/schema';
import { BLOG_MESSAGES } from '@/features/blog/schema';
import { createBlogPost } from '@/features/blog/service';
import { SERVICE_MESSAGES } from '@/features/most-requested-services/schema';
import { NEWS_MESSAGES } from '@/features/news/schema';
import { SOCIAL_LINK_MESSAGES } from '@/features/social-links/schema';
import { SUCCESS_CASE_MESSAGES } from '@/features/success-cases/schema';
import { saveBlogPostAction } from '@/features/blog/actions';
import { updateMediaItemAction } from '@/features/media/actions';
import { MEDIA_MESSAGES } from '@/features/media/schema';
import { uploadToLibrary } from '@/features/media/service';
import { asFile, image } from '../../support/files';
import { saveSettingsAction } from '@/features/settings/actions';
import { saveContentAction } from '@/lib/content-actions';
import { TESTIMONIAL_MESSAGES } from '@/features/testimonials/schema';
import { TIP_MESSAGES } from '@/features/tips/schema';
import { getDb } from '@/lib/server/db/client';
import * as gen from './arbitraries';
import { fuzzAdmin, fuzzSave, idField, idsOf } from './admin';
import { richContent } from './rich-text';

// Fuzzing every admin save action of a text form (issue 11), called as a signed-in admin: every
// generated form is stored as a valid row or refused with field errors in Portuguese.

vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/headers')>()),
  headers: async () => (await import('../authorization/request')).requestHeaders(),
}));

const RUNS = 50;

describe('fuzz: admin save actions', () => {
  it('tips', async () => {
    const ids = idsOf(tips);
    await ids.refresh();
    const form = fc
      .tuple(
        gen.formOf({
          title: gen.words,
          content: gen.sentences,
          author: gen.words,
        }),
        idField(ids.current),
      )
      .map(([fields, id]) => ({ ...fields, id }));
    await fuzzSave(
      {
        save: (formData) => saveContentAction('tips', formData),
        table: tips,
        form,
        toasts: [TIP_MESSAGES.notFound],
      },
      RUNS,
    );
  });

  it('blog posts', async () => {
    // A few posts to edit (and whose addresses new ones may ask for).
    for (const title of ['Primeiro post', 'Segundo post', 'Terceiro post'])
      await createBlogPost(fuzzAdmin, { title, summary: 'Resumo', content: 'Texto', author: 'Autora' });
    const ids = idsOf(blogPosts);
    await ids.refresh();
    const form = fc
      .tuple(
        gen.formOf({
          title: gen.words,
          slug: gen.words,
          summary: gen.sentences,
          content: richContent,
          author: gen.words,
          tags: fc.array(gen.words, { maxLength: 30 }).map((tags) => tags.join(', ')),
          seo_title: gen.words,
          seo_description: gen.sentences,
          noindex: fc.constantFrom('on', '', 'true', 'x'),
        }),
        idField(ids.current),
      )
      .map(([fields, id]) => ({ ...fields, id }));
    await fuzzSave(
      { save: saveBlogPostAction, table: blogPosts, form, toasts: [BLOG_MESSAGES.notFound] },
      RUNS,
    );
  });

  it('news', async () => {
    const form = fc
      .tuple(
        gen.formOf({
          title: gen.words,
          subtitle: gen.words,
          content: gen.sentences,
          external_link: gen.url,
        }),
        idField(() => []),
      )
      .map(([fields, id]) => ({ ...fields, id }));
    await fuzzSave(
      {
        save: (formData) => saveContentAction('news', formData),
        table: news,
        form,
        toasts: [NEWS_MESSAGES.notFound],
      },
      RUNS,
    );
  });

  it('success cases', async () => {
    const form = fc
      .tuple(
        gen.formOf({
          title: gen.words,
          area: gen.words,
          description: gen.sentences,
          result: gen.sentences,
          client_testimonial: gen.sentences,
          client_name: gen.words,
        }),
        idField(() => []),
      )
      .map(([fields, id]) => ({ ...fields, id }));
    await fuzzSave(
      {
        save: (formData) => saveContentAction('success_cases', formData),
        table: successCases,
        form,
        toasts: [SUCCESS_CASE_MESSAGES.notFound],
      },
      RUNS,
    );
  });

  it('most requested services', async () => {
    const form = fc
      .tuple(
        gen.formOf({
          title: gen.words,
          theme: gen.words,
          subject: gen.words,
          description: gen.sentences,
          monthly_count: gen.wholeNumber,
          service_date: gen.isoDate,
        }),
        idField(() => []),
      )
      .map(([fields, id]) => ({ ...fields, id }));
    await fuzzSave(
      {
        save: (formData) => saveContentAction('most_requested_services', formData),
        table: mostRequestedServices,
        form,
        toasts: [SERVICE_MESSAGES.notFound],
      },
      RUNS,
    );
  });

  it('testimonials', async () => {
    const form = fc
      .tuple(
        gen.formOf({
          name: gen.words,
          company: gen.words,
          comment: gen.sentences,
          rating: fc.double({ min: 0, max: 6, noNaN: true }).map(String),
          display_order: gen.wholeNumber,
          avatar_url: fc.oneof(gen.url, fc.constant('/media/avatars/foto.png')),
        }),
        idField(() => []),
      )
      .map(([fields, id]) => ({ ...fields, id }));
    await fuzzSave(
      {
        save: (formData) => saveContentAction('testimonials', formData),
        table: testimonials,
        form,
        toasts: [TESTIMONIAL_MESSAGES.notFound],
      },
      RUNS,
    );
  });

  it('social links', async () => {
    const form = fc
      .tuple(
        gen.formOf({
          platform: fc.constantFrom('facebook', 'instagram', 'linkedin', 'twitter', 'youtube'),
          url: gen.url.map((url) => url.replace(/^http:/, 'https:')),
        }),
        idField(() => []),
      )
      .map(([fields, id]) => ({ ...fields, id }));
    await fuzzSave(
      {
        save: (formData) => saveContentAction('social_links', formData),
        table: socialLinks,
        form,
        toasts: [SOCIAL_LINK_MESSAGES.notFound],
      },
      RUNS,
    );
  });

  it('media library items (descriptions, decorative, focal point)', async () => {
    for (const color of ['#1e3356', '#8a2b2b'])
      await uploadToLibrary(fuzzAdmin, {
        file: asFile(await image('fuzz.png', { width: 8, height: 6, color })),
      });
    const ids = idsOf(mediaItems);
    await ids.refresh();
    const percent = fc.oneof(fc.integer({ min: 0, max: 100 }).map(String), gen.numberText);
    const form = fc
      .tuple(
        gen.formOf({
          alt_pt: gen.sentences,
          alt_en: gen.sentences,
          decorative: fc.constantFrom('on', ''),
          focal_x: percent,
          focal_y: percent,
        }),
        idField(ids.current),
      )
      .map(([fields, id]) => ({ ...fields, id }));
    await fuzzSave(
      {
        save: (formData) => updateMediaItemAction(formData),
        table: mediaItems,
        form,
        toasts: [MEDIA_MESSAGES.saveFailed(MEDIA_MESSAGES.notFound)],
      },
      RUNS,
    );
  });

  it('settings', async () => {
    const form = gen.formOf({
      firm_name: gen.words,
      oab_registration: fc.constantFrom('OAB/SP 123.456', 'OAB/RJ 1'),
      cnpj: fc.constantFrom('11.222.333/0001-81', '11222333000181'),
      phone: gen.phone,
      whatsapp_number: gen.phone,
      email: gen.email,
      notification_emails: fc.array(gen.email, { maxLength: 12 }).map((list) => list.join(', ')),
      address: gen.sentences,
      dpo_name: gen.words,
      dpo_email: gen.email,
    });
    // One row, saved over and over: an edit, never a new row.
    await getDb().insert(siteSettings).values({}).onConflictDoNothing();
    await fuzzSave({ save: saveSettingsAction, table: siteSettings, form, singleRow: true }, RUNS);
  });
});
