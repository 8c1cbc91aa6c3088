import { feedResponse } from '@/app/(site)/blog/feed-response';

// /en/blog/feed.xml (issue 34): the English posts' feed, cached like /blog/feed.xml.
export const dynamic = 'force-static';
export const revalidate = 60;

export const GET = () => feedResponse('en');
