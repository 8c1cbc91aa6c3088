import { TagPage, tagMetadata } from '@/app/(site)/blog/listing-pages';

// /en/blog/tag/{tag}: the English posts of a tag, newest first.
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ tag: string }> };

export async function generateMetadata({ params }: Props) {
  return tagMetadata('en', (await params).tag, 1);
}

export default async function Page({ params }: Props) {
  return <TagPage locale="en" tagSlug={(await params).tag} page={1} />;
}
