import { feedResponse } from '../feed-response';

// /blog/feed.xml (issue 21): rendered once, then served from the cache like the public pages until a
// post changes (its read carries the 'blog_posts' tag).
export const dynamic = 'force-static';
export const revalidate = 60;

export const GET = () => feedResponse('pt-BR');
