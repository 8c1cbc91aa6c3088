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
});

export type BlogPost = typeof blogPosts.$inferSelect;

export const listBlogPosts = service.list;
export const createBlogPost = service.create;
export const updateBlogPost = service.update;
export const deleteBlogPost = service.remove;
