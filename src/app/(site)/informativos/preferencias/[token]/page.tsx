import { PreferencesPage, tokenPageMetadata } from '../../../alerts-pages';

export const metadata = tokenPageMetadata('pt-BR', 'preferencesTitle');

export default async function Page({
  params,
  searchParams,
}: PageProps<'/informativos/preferencias/[token]'>) {
  return <PreferencesPage locale="pt-BR" token={(await params).token} query={await searchParams} />;
}
