import { PreferencesPage, tokenPageMetadata } from '@/app/(site)/alerts-pages';

export const metadata = tokenPageMetadata('en', 'preferencesTitle');

export default async function Page({ params, searchParams }: PageProps<'/en/alerts/preferences/[token]'>) {
  return <PreferencesPage locale="en" token={(await params).token} query={await searchParams} />;
}
