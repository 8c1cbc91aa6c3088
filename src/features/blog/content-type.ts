import { desc } from 'drizzle-orm';
import { blogPosts } from '@/db/schema/blog';
import { defineContentType } from '@/lib/shared/content-type';
import { BLOG_IMAGE, BLOG_MESSAGES, BLOG_SOCIAL_IMAGE, blogPostSchema } from './schema';

/**
 * The blog (SPEC §2, §7; issues 21 and 22), declared like every type: its editor is its own (rich
 * text, SEO fields, the state buttons), so it has no `form`, and its desk (drafts, schedule, held
 * next versions, revisions) is `hooks.revisions` here plus the server hooks its service adds
 * (src/features/blog/service.ts: the held version's column, the publication job on every save).
 */
export const blogPostsType = defineContentType({
  table: blogPosts,
  permission: 'blog.write',
  label: 'Blog',
  admin: { path: '/admin/blog', nav: 'Blog' },
  schema: blogPostSchema,
  messages: BLOG_MESSAGES,
  layout: 'always',
  images: {
    imageUrl: { ...BLOG_IMAGE, bucket: 'blog' },
    socialImageUrl: { ...BLOG_SOCIAL_IMAGE, bucket: 'blog' },
  },
  // The images in the post's rich text (its Tiptap JSON): kept while the text names them.
  richText: ['content'],
  orderBy: (table) => [desc(table.publishedAt), desc(table.id)],
  // The post's public texts: its title, summary, tags, text, author and what the search engines
  // and social networks show.
  oabCheck: ['title', 'summary', 'tags', 'contentText', 'author', 'seoTitle', 'seoDescription'],
  translatable: ['title', 'summary', 'content', 'seoTitle', 'seoDescription'],
  cacheTags: ['blog_posts'],
  hooks: { revisions: true },
});
