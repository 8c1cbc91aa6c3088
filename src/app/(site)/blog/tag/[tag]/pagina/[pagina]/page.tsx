import { notFound } from 'next/navigation';
import { listPageNumber } from '@/features/blog/page-numbers';
import { TagPage, tagPageMetadata } from '../../tag-page';

export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ tag: string; pagina: string }> };

export async function generateMetadata({ params }: Props) {
  const { tag, pagina } = await params;
  return tagPageMetadata(tag, listPageNumber(pagina) ?? 1);
}

export default async function Page({ params }: Props) {
  const { tag, pagina } = await params;
  const page = listPageNumber(pagina);
  if (!page) notFound();
  return <TagPage tagSlug={tag} page={page} />;
}
