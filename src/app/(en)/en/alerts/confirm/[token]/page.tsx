import { ConfirmPage, tokenPageMetadata } from '@/app/(site)/alerts-pages';

export const metadata = tokenPageMetadata('en', 'confirmTitle');

export default async function Page({ params }: PageProps<'/en/alerts/confirm/[token]'>) {
  return <ConfirmPage locale="en" token={(await params).token} />;
}
