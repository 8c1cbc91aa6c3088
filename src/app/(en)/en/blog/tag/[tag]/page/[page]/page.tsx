import { notFound } from 'next/navigation';
import { TagPage, tagMetadata } from '@/app/(site)/blog/listing-pages';
import { listPageNumber } from '@/features/blog/page-numbers';

// /en/blog/tag/{tag}?page=N, rewritten here by src/features/blog/proxy-routing.ts.
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ tag: string; page: string }> };

export async function generateMetadata({ params }: Props) {
  const { tag, page } = await params;
  return tagMetadata('en', tag, listPageNumber(page) ?? 1);
}

export default async function Page({ params }: Props) {
  const { tag, page } = await params;
  const number = listPageNumber(page);
  if (!number) notFound();
  return <TagPage locale="en" tagSlug={tag} page={number} />;
}
