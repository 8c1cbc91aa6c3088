import { PostPage, postMetadata } from '@/app/(site)/blog/post-page';

// /en/blog/{english-slug} (issue 34): an English post, at its own address.
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  return postMetadata('en', (await params).slug);
}

export default async function Page({ params }: Props) {
  return <PostPage locale="en" slug={(await params).slug} />;
}
