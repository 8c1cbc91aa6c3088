'use server';

import { listActions } from '@/lib/server/actions';
import { BLOG_MESSAGES } from './schema';
import { createBlogPost as create, deleteBlogPost as remove, updateBlogPost as update } from './service';

const actions = listActions('blog.write', BLOG_MESSAGES, { create, update, remove });

export const saveBlogPostAction = actions.save;
export const deleteBlogPostAction = actions.remove;
