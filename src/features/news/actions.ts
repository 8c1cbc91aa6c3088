'use server';

import { listActions } from '@/lib/server/actions';
import { NEWS_MESSAGES } from './schema';
import { createNews as create, deleteNews as remove, updateNews as update } from './service';

const actions = listActions('news.write', NEWS_MESSAGES, { create, update, remove });

export const saveNewsAction = actions.save;
export const deleteNewsAction = actions.remove;
