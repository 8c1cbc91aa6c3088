import { ConfirmPage, tokenPageMetadata } from '../../../alerts-pages';

export const metadata = tokenPageMetadata('pt-BR', 'confirmTitle');

export default async function Page({ params }: PageProps<'/informativos/confirmar/[token]'>) {
  return <ConfirmPage locale="pt-BR" token={(await params).token} />;
}
