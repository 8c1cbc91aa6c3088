import 'server-only';
import { desc } from 'drizzle-orm';
import { blogPosts } from '@/db/schema';
import { contentService } from '@/lib/server/content-store';
import { BLOG_IMAGE, BLOG_MESSAGES, blogPostSchema } from './schema';

// Admin reads and writes of blog posts (SPEC §7): all posts, the latest published first. New
// posts are published at once and active; an edit keeps both. Images go to the 'blog' bucket.
const service = contentService({
  table: blogPosts,
  permission: 'blog.write',
  schema: blogPostSchema,
  messages: BLOG_MESSAGES,
  images: { imageUrl: { ...BLOG_IMAGE, bucket: 'blog' } },
  orderBy: [desc(blogPosts.publishedAt)],
  onCreate: () => ({ active: true, publishedAt: new Date() }),
  // Every save keeps a revision (issue 22); 'Histórico' compares these texts word by word.
  revisions: true,
  desk: {
    revisionTexts: (fields) => [
      { label: 'Título', text: String(fields.title ?? '') },
      { label: 'Resumo', text: String(fields.summary ?? '') },
      { label: 'Conteúdo', text: String(fields.content ?? '') },
    ],
  },
});

export type BlogPost = typeof blogPosts.$inferSelect;

export const listBlogPosts = service.list;
export const createBlogPost = service.create;
export const updateBlogPost = service.update;
export const deleteBlogPost = service.remove;

// The editorial desk (issue 22): the editor's autosaved copy, and the post's revisions.
export const autosaveBlogPost = service.autosave;
export const readBlogPostAutosave = service.readAutosave;
export const discardBlogPostAutosave = service.discardAutosave;
export const listBlogPostRevisions = service.history;
export const compareBlogPostRevision = service.compare;
export const restoreBlogPostRevision = service.restore;
