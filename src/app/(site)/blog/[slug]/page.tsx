import { PostPage, postMetadata } from '../post-page';

// /blog/{slug} (issue 21), drawn by ../post-page.tsx.
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  return postMetadata('pt-BR', (await params).slug);
}

export default async function Page({ params }: Props) {
  return <PostPage locale="pt-BR" slug={(await params).slug} />;
}
