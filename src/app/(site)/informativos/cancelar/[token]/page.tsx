import { tokenPageMetadata, UnsubscribePage } from '../../../alerts-pages';

export const metadata = tokenPageMetadata('pt-BR', 'unsubscribeTitle');

export default async function Page({ params, searchParams }: PageProps<'/informativos/cancelar/[token]'>) {
  return <UnsubscribePage locale="pt-BR" token={(await params).token} query={await searchParams} />;
}
