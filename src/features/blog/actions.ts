'use server';

import { listActions } from '@/lib/server/actions';
import { deskActions } from '@/lib/server/desk-actions';
import { BLOG_MESSAGES } from './schema';
import {
  autosaveBlogPost as autosave,
  compareBlogPostRevision as compare,
  createBlogPost as create,
  deleteBlogPost as remove,
  discardBlogPostAutosave as discardAutosave,
  listBlogPostRevisions as history,
  readBlogPostAutosave as readAutosave,
  restoreBlogPostRevision as restore,
  updateBlogPost as update,
} from './service';

const actions = listActions('blog.write', BLOG_MESSAGES, { create, update, remove });
const desk = deskActions('blog.write', {
  autosave,
  readAutosave,
  discardAutosave,
  history,
  compare,
  restore,
});

export const saveBlogPostAction = actions.save;
export const deleteBlogPostAction = actions.remove;
export const autosaveBlogPostAction = desk.autosave;
export const readBlogPostAutosaveAction = desk.readAutosave;
export const discardBlogPostAutosaveAction = desk.discardAutosave;
export const blogPostHistoryAction = desk.history;
export const compareBlogPostRevisionAction = desk.compare;
export const restoreBlogPostRevisionAction = desk.restore;
