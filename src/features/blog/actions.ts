'use server';

import { runAsActor, saveFromForm } from '@/lib/admin-actions';
import { BLOG_MESSAGES } from './schema';
import { createBlogPost, deleteBlogPost, updateBlogPost } from './service';

export async function saveBlogPostAction(formData: FormData) {
  return saveFromForm(formData, BLOG_MESSAGES, createBlogPost, updateBlogPost);
}

export async function deleteBlogPostAction(id: string) {
  return runAsActor(BLOG_MESSAGES.deleteFailed, (actor) => deleteBlogPost(actor, id), BLOG_MESSAGES.deleted);
}
