import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activityLog, blogPosts, news } from '@/db/schema';
import { saveBlogPostAction, unpublishBlogPostAction } from '@/features/blog/actions';
import {
  createBlogPost,
  getBlogPost,
  listBlogPostRevisions,
  restoreBlogPostRevision,
  unpublishBlogPost,
  updateBlogPost,
} from '@/features/blog/service';
import { saveContentAction } from '@/lib/content-actions';
import { createNews, updateNews } from '@/features/news/service';
import { updatePhoto, uploadPhoto } from '@/features/photos/service';
import { saveSettingsAction } from '@/features/settings/actions';
import { getSettings, saveSettings } from '@/features/settings/service';
import { createSuccessCase, setSuccessCaseActive } from '@/features/success-cases/service';
import { createTestimonial, setTestimonialActive } from '@/features/testimonials/service';
import { getDb } from '@/lib/server/db/client';
import type { Actor } from '@/lib/shared/auth/permissions';
import { MISSING_VERSION, type VersionedInput } from '@/lib/shared/editorial';
import type { FormInput } from '@/lib/shared/form-data';
import { asRequestOf } from '../authorization/request';
import { formDataOf } from '../authorization/content-cases';
import { actorWithRole } from '../helpers/actors';
import { imageFile } from '../helpers/files';
import { refusalOf } from '../helpers/content-service';

// Trust, round three, finding 9 (ADR 0015): every edit form's save carries the version it was read
// at. One without it (or with garbage) is refused with the form's own message and changes nothing:
// it would otherwise overwrite whatever was saved since. Switches that set one flag (active) are
// not edits of the form and need none.

vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/headers')>()),
  headers: async () => (await import('../authorization/request')).requestHeaders(),
}));

/** A form as a caller that skips the version would send it (the compiler refuses it in code). */
const unversioned = (input: FormInput) => input as VersionedInput;
/** What a form without a version, or with one that is no whole number, sends. */
const BAD_VERSIONS: FormInput[] = [
  {},
  { version: '' },
  { version: 'abc' },
  { version: '-1' },
  { version: '1.5' },
];

let admin: Actor;
beforeAll(async () => {
  admin = await actorWithRole('admin');
});

/** The refusal of a save without a version: the form's own message, shown above its fields. */
async function expectMissingVersion(promise: Promise<unknown>) {
  const refusal = await refusalOf(promise);
  expect(refusal.message).toBe(MISSING_VERSION);
  expect(refusal.fieldErrors).toEqual({ form: MISSING_VERSION });
}

/** An action's answer to such a save: not saved, with the same message above the form. */
function expectActionRefused(result: unknown) {
  expect(result).toMatchObject({ ok: false, fieldErrors: { form: MISSING_VERSION } });
}

const updatesOf = async (entityId: string) =>
  (await getDb().select().from(activityLog).where(eq(activityLog.entityId, entityId))).filter(
    (entry) => entry.kind === 'update',
  );

describe('a save without the version it was read at', () => {
  it('is refused for a content type of the generic store (news), and changes nothing', async () => {
    const input = { title: 'Original', subtitle: 'S', content: 'C', external_link: 'https://example.com' };
    const item = await createNews(admin, input);
    for (const bad of BAD_VERSIONS)
      await expectMissingVersion(
        updateNews(admin, item.id, unversioned({ ...input, title: 'Sobrescrito', ...bad })),
      );
    const form = formDataOf({ ...input, id: item.id, title: 'Pelo formulário' });
    expectActionRefused(await asRequestOf(admin, () => saveContentAction('news', form)));

    const [stored] = await getDb().select().from(news).where(eq(news.id, item.id));
    expect(stored).toMatchObject({ title: 'Original', version: 1 });
    expect(await updatesOf(item.id)).toEqual([]);

    // With its version the same save goes through.
    const saved = await updateNews(admin, item.id, { ...input, title: 'Salvo', version: item.version });
    expect(saved).toMatchObject({ title: 'Salvo', version: 2 });
  });

  it('is refused for an edit form with its own schema (a photo), through the action too', async () => {
    const photo = await uploadPhoto(admin, { type: 'office', file: await imageFile('sala.png') });
    await expectMissingVersion(updatePhoto(admin, photo.id, unversioned({ title: 'Outro' })));
    const form = formDataOf({ id: photo.id, title: 'Outro', description: 'D' });
    expectActionRefused(await asRequestOf(admin, () => saveContentAction('photos', form)));
    const saved = await updatePhoto(admin, photo.id, { title: 'Sala', version: photo.version });
    expect(saved).toMatchObject({ title: 'Sala', description: null, version: 2 });
  });

  it('is refused for a blog post (save, restore, unpublish), and changes nothing', async () => {
    const input = { title: 'Post original', summary: 'Resumo', content: 'Texto.', author: 'Dra. Ana' };
    const post = await createBlogPost(admin, input);
    for (const bad of BAD_VERSIONS)
      await expectMissingVersion(
        updateBlogPost(admin, post.id, unversioned({ ...input, title: 'Sobrescrito', ...bad })),
      );
    const form = formDataOf({ ...input, id: post.id, title: 'Pelo formulário' });
    expectActionRefused(await asRequestOf(admin, () => saveBlogPostAction(form)));
    // A draft's button ('Salvar rascunho') is the same save.
    const draft = formDataOf({ ...input, id: post.id, title: 'Rascunho', intent: 'draft' });
    expectActionRefused(await asRequestOf(admin, () => saveBlogPostAction(draft)));

    const [revision] = await listBlogPostRevisions(admin, post.id);
    await expectMissingVersion(restoreBlogPostRevision(admin, revision!.id, Number(undefined)));
    await expectMissingVersion(unpublishBlogPost(admin, post.id, undefined as unknown as number));
    const unpublished = await asRequestOf(admin, () =>
      unpublishBlogPostAction(post.id, undefined as unknown as number),
    );
    expect(unpublished).toMatchObject({ ok: false });

    const stored = await getBlogPost(admin, post.id);
    expect(stored).toMatchObject({ title: 'Post original', status: 'published', version: 1 });
    expect(await listBlogPostRevisions(admin, post.id)).toHaveLength(1);
    expect(await updatesOf(post.id)).toEqual([]);

    const saved = await updateBlogPost(admin, post.id, { ...input, title: 'Salvo', version: post.version });
    expect(saved).toMatchObject({ title: 'Salvo', version: 2 });
    const [row] = await getDb().select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row!.title).toBe('Salvo');
  });

  it('is refused for the settings, and changes nothing', async () => {
    const form = { firm_name: 'Escritório Original', notification_emails: '' };
    await saveSettings(admin, { ...form, version: (await getSettings(admin)).version });
    const before = await getSettings(admin);
    for (const bad of BAD_VERSIONS)
      await expectMissingVersion(saveSettings(admin, unversioned({ ...form, firm_name: 'Outro', ...bad })));
    const data = formDataOf({ ...form, firm_name: 'Pelo formulário' });
    expectActionRefused(await asRequestOf(admin, () => saveSettingsAction(data)));

    const after = await getSettings(admin);
    expect(after).toMatchObject({ firmName: 'Escritório Original', version: before.version });
    expect(after.updatedAt).toEqual(before.updatedAt);
  });
});

describe('the switches that set one flag', () => {
  it('still work without a version, and leave the version as it was', async () => {
    const testimonial = await createTestimonial(admin, {
      name: 'Cliente',
      company: 'Empresa',
      comment: 'Ótimo.',
    });
    expect(await setTestimonialActive(admin, testimonial.id, false)).toMatchObject({
      active: false,
      version: 1,
    });
    const successCase = await createSuccessCase(admin, {
      title: 'Caso',
      area: 'Família',
      description: 'Descrição do caso.',
      result: 'Procedente',
    });
    expect(await setSuccessCaseActive(admin, successCase.id, false)).toMatchObject({
      active: false,
      version: successCase.version,
    });
    expect(await setSuccessCaseActive(admin, successCase.id, true)).toMatchObject({ active: true });
  });
});
