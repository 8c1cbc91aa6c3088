'use server';

import { formAction, listActions, serverAction } from '@/lib/server/actions';
import { byIntent, deskActions } from '@/lib/server/desk-actions';
import { blogPostsType } from './content-type';
import { withAccessibilityWarnings } from './rich-content';
import { BLOG_MESSAGES as TEXTS } from './schema';
import { INTENT_FIELD, PREVIEW_MESSAGES, PUBLISHING_MESSAGES as P } from './states';
import { formInput } from '@/lib/shared/form-data';
import {
  autosaveBlogPost as autosave,
  compareBlogPostRevision as compare,
  createBlogPost as create,
  createBlogReviewLink,
  deleteBlogPost as remove,
  discardBlogPostAutosave as discardAutosave,
  getBlogPost,
  listBlogPostRevisions as history,
  previewBlogPost,
  readBlogPostAutosave as readAutosave,
  restoreBlogPostRevision as restore,
  unpublishBlogPost,
  updateBlogPost as update,
  uploadBlogImage,
} from './service';

// Public text: the OAB expression check warns on save (the declaration's oabCheck).
const BLOG_MESSAGES = { ...TEXTS, oabCheck: Boolean(blogPostsType.oabCheck) };
const actions = listActions('blog.write', BLOG_MESSAGES, { create, update, remove });
const desk = deskActions('blog.write', {
  autosave,
  readAutosave,
  discardAutosave,
  history,
  compare,
  restore,
});

// 'Criar Post'/'Atualizar Post' publish; 'Salvar rascunho' and 'Agendar' say what they did.
const saved = (message: string) =>
  listActions('blog.write', { ...BLOG_MESSAGES, created: message, updated: message }, { create, update })
    .save;
const saveByIntent = byIntent(
  INTENT_FIELD,
  { draft: saved(P.draftSaved), schedule: saved(P.scheduledSaved) },
  actions.save,
);
// A saved post's answer also carries its text's accessibility guidance (issue 33), like the OAB's.
export const saveBlogPostAction = async (formData: FormData) =>
  withAccessibilityWarnings(
    await saveByIntent(formData),
    formData instanceof FormData ? formInput(formData) : {},
  );
export const unpublishBlogPostAction = serverAction(
  { permission: 'blog.write', failure: P.unpublishFailed, success: P.unpublished },
  (actor, id: string, version: number) => unpublishBlogPost(actor, String(id), version),
);
export const deleteBlogPostAction = actions.remove;
export const autosaveBlogPostAction = desk.autosave;
export const readBlogPostAutosaveAction = desk.readAutosave;
export const discardBlogPostAutosaveAction = desk.discardAutosave;
export const blogPostHistoryAction = desk.history;
export const compareBlogPostRevisionAction = desk.compare;
export const restoreBlogPostRevisionAction = desk.restore;
export const previewBlogPostAction = serverAction(
  { permission: 'blog.write', failure: PREVIEW_MESSAGES.failed },
  (actor, id: unknown, form: FormData) =>
    previewBlogPost(
      actor,
      typeof id === 'string' && id ? id : null,
      form instanceof FormData ? formInput(form) : {},
    ),
);
export const blogReviewLinkAction = serverAction(
  { permission: 'blog.write', failure: PREVIEW_MESSAGES.failed },
  (actor, id: string) => createBlogReviewLink(actor, String(id)),
);

/** The whole post when 'Editar' opens it (the list carries no text). */
export const loadBlogPostAction = serverAction(
  { permission: 'blog.write', failure: BLOG_MESSAGES.loadFailed() },
  (actor, id: string) => getBlogPost(actor, id),
);

/** The editor's 'Imagem' button: one image for the text. */
export const uploadBlogImageAction = formAction(
  { permission: 'blog.write', failure: BLOG_MESSAGES.imageFailed },
  (actor, input) => uploadBlogImage(actor, input),
);
