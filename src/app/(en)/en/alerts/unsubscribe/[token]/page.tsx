import { tokenPageMetadata, UnsubscribePage } from '@/app/(site)/alerts-pages';

export const metadata = tokenPageMetadata('en', 'unsubscribeTitle');

export default async function Page({ params, searchParams }: PageProps<'/en/alerts/unsubscribe/[token]'>) {
  return <UnsubscribePage locale="en" token={(await params).token} query={await searchParams} />;
}
