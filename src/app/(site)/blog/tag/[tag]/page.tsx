import { TagPage, tagMetadata } from '../../listing-pages';

// /blog/tag/{tag}: the tag's public posts, newest first (its other pages: ./pagina/[pagina]).
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ tag: string }> };

export async function generateMetadata({ params }: Props) {
  return tagMetadata('pt-BR', (await params).tag, 1);
}

export default async function Page({ params }: Props) {
  return <TagPage locale="pt-BR" tagSlug={(await params).tag} page={1} />;
}
