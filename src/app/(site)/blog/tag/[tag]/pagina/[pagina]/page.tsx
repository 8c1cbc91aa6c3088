import { notFound } from 'next/navigation';
import { listPageNumber } from '@/features/blog/page-numbers';
import { TagPage, tagMetadata } from '../../../../listing-pages';

// /blog/tag/{tag}?pagina=N, rewritten here by src/features/blog/proxy-routing.ts.
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ tag: string; pagina: string }> };

export async function generateMetadata({ params }: Props) {
  const { tag, pagina } = await params;
  return tagMetadata('pt-BR', tag, listPageNumber(pagina) ?? 1);
}

export default async function Page({ params }: Props) {
  const { tag, pagina } = await params;
  const page = listPageNumber(pagina);
  if (!page) notFound();
  return <TagPage locale="pt-BR" tagSlug={tag} page={page} />;
}
