import { TagPage, tagPageMetadata } from './tag-page';

export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ tag: string }> };

export async function generateMetadata({ params }: Props) {
  return tagPageMetadata((await params).tag, 1);
}

export default async function Page({ params }: Props) {
  return <TagPage tagSlug={(await params).tag} page={1} />;
}
