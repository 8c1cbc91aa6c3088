import 'server-only';
import { escapeHtml, treeToHtml } from '@/lib/shared/rich-text/html';
import { toTree } from '@/lib/shared/rich-text/tree';
import type { Locale } from '@/lib/shared/locale';
import { postFallbacks } from './format';
import { blogHref, feedHref, postHref } from './links';
import type { PublicPost } from './public-queries';
import { safeDoc } from './rich-content';

// /blog/feed.xml and /en/blog/feed.xml (issues 21 and 34): RSS 2.0 with the latest public posts, each with its title, address,
// date, author (dc:creator: RSS's own <author> must be an e-mail address), summary and its text as
// HTML (content:encoded), rendered from the same sanitised tree as the post's page.

/** Characters XML 1.0 cannot carry at all, dropped before escaping. */
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const xml = (text: string) => escapeHtml(text.replace(NOT_XML, ''));

export interface FeedChannel {
  /** The public origin, without a trailing slash. */
  siteUrl: string;
  firmName: string;
  description: string;
  /** The posts' language (/blog/feed.xml or /en/blog/feed.xml). */
  locale: Locale;
}

function item(post: PublicPost, { siteUrl, locale }: FeedChannel): string {
  const link = `${siteUrl}${postHref(post.slug, locale)}`;
  const fallbacks = postFallbacks(locale);
  const html = treeToHtml(toTree(safeDoc(post.content), siteUrl).nodes, (path) => `${siteUrl}${path}`);
  const image = post.imageUrl
    ? `<p><img src="${xml(new URL(post.imageUrl, `${siteUrl}/`).href)}" alt=""></p>`
    : '';
  return [
    '<item>',
    `<title>${xml(post.title)}</title>`,
    `<link>${xml(link)}</link>`,
    `<guid isPermaLink="false">${xml(post.id)}</guid>`,
    `<pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
    `<dc:creator>${xml(post.author || fallbacks.author)}</dc:creator>`,
    ...post.tags.map((tag) => `<category>${xml(tag)}</category>`),
    `<description>${xml(post.summary || fallbacks.summary)}</description>`,
    `<content:encoded>${xml(image + html)}</content:encoded>`,
    '</item>',
  ].join('');
}

/** The feed document. */
export function rssFeed(posts: PublicPost[], channel: FeedChannel): string {
  const { siteUrl, firmName, description, locale } = channel;
  const title = firmName ? `Blog | ${firmName}` : 'Blog';
  const updated = posts[0] ? new Date(posts[0].publishedAt) : new Date(0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${xml(title)}</title>`,
    `<link>${xml(`${siteUrl}${blogHref(locale)}`)}</link>`,
    `<description>${xml(description)}</description>`,
    `<language>${locale}</language>`,
    `<atom:link href="${xml(`${siteUrl}${feedHref(locale)}`)}" rel="self" type="application/rss+xml"/>`,
    `<lastBuildDate>${updated.toUTCString()}</lastBuildDate>`,
    ...posts.map((post) => item(post, channel)),
    '</channel>',
    '</rss>',
  ].join('\n');
}
