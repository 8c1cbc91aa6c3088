'use server';

import { runAsActor, saveFromForm } from '@/lib/admin-actions';
import { NEWS_MESSAGES } from './schema';
import { createNews, deleteNews, updateNews } from './service';

export async function saveNewsAction(formData: FormData) {
  return saveFromForm(formData, NEWS_MESSAGES, createNews, updateNews);
}

export async function deleteNewsAction(id: string) {
  return runAsActor(NEWS_MESSAGES.deleteFailed, (actor) => deleteNews(actor, id), NEWS_MESSAGES.deleted);
}
