import { notFound } from 'next/navigation';
import { listPageNumber } from '@/features/blog/page-numbers';
import { ListPage, listMetadata } from '../../listing-pages';

// /blog?pagina=N (N ≥ 2), rewritten here by src/features/blog/proxy-routing.ts; a page past the last is 404.
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ pagina: string }> };

export async function generateMetadata({ params }: Props) {
  return listMetadata('pt-BR', listPageNumber((await params).pagina) ?? 1);
}

export default async function Page({ params }: Props) {
  const page = listPageNumber((await params).pagina);
  if (!page) notFound();
  return <ListPage locale="pt-BR" page={page} />;
}
