'use server';

import { formAction, listActions, serverAction } from '@/lib/server/actions';
import { BLOG_MESSAGES } from './schema';
import {
  createBlogPost as create,
  deleteBlogPost as remove,
  getBlogPost,
  updateBlogPost as update,
  uploadBlogImage,
} from './service';

const actions = listActions('blog.write', BLOG_MESSAGES, { create, update, remove });

export const saveBlogPostAction = actions.save;
export const deleteBlogPostAction = actions.remove;

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
