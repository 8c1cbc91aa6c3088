import { notFound } from 'next/navigation';
import { ListPage, listMetadata } from '@/app/(site)/blog/listing-pages';
import { listPageNumber } from '@/features/blog/page-numbers';

// /en/blog?page=N (N ≥ 2), rewritten here by src/features/blog/proxy-routing.ts.
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props) {
  return listMetadata('en', listPageNumber((await params).page) ?? 1);
}

export default async function Page({ params }: Props) {
  const page = listPageNumber((await params).page);
  if (!page) notFound();
  return <ListPage locale="en" page={page} />;
}
