import { notFound } from 'next/navigation';
import { ContentAdminPage } from '@/components/admin/content-admin-page';
import { DeclaredContentScreen } from '@/components/admin/declared-content-screen';
import { contentTypeAt } from '@/content-types';

// The admin screen of any declared content type without a page of its own (docs/admin-kit.md): its
// declaration gives the route, the words, the form and the list's columns.

type Props = { params: Promise<{ content: string }> };

/** The type whose admin screen is at the path; a path that is no type's is not found. */
async function typeOf({ params }: Props) {
  const type = contentTypeAt(`/admin/${(await params).content}`);
  if (!type) notFound();
  return type;
}

export async function generateMetadata(props: Props) {
  const type = await typeOf(props);
  return { title: type.admin.nav ?? type.messages.screenTitle };
}

export default async function Page(props: Props) {
  const type = await typeOf(props);
  return (
    <ContentAdminPage
      type={type}
      render={(items: { id: string }[]) => <DeclaredContentScreen name={type.name} items={items} />}
    />
  );
}
