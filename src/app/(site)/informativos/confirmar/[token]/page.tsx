import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Alert } from '@/components/ui/alert';
import { TOKEN_PAGE_METADATA, TokenPage } from '@/features/alerts/components/token-page';
import { ALERT_PATHS } from '@/features/alerts/links';
import { ALERT_MESSAGES } from '@/features/alerts/messages';
import { confirmSubscription } from '@/features/alerts/subscribers';

export const metadata: Metadata = { title: 'Confirmar inscrição', ...TOKEN_PAGE_METADATA };

/** The confirmation e-mail's link (double opt-in): opening it confirms the subscription. */
export default async function ConfirmPage({ params }: PageProps<'/informativos/confirmar/[token]'>) {
  await connection();
  const { token } = await params;
  const confirmed = await confirmSubscription(token);
  return (
    <TokenPage title="Informativos">
      {confirmed ? (
        <>
          <Alert variant="success">{ALERT_MESSAGES.confirmed}</Alert>
          <p className="text-slate-700">
            Você pode escolher as áreas que deseja receber em{' '}
            <a href={ALERT_PATHS.preferences(token)} className="font-medium text-brand-800 underline">
              Preferências
            </a>
            .
          </p>
        </>
      ) : (
        <Alert variant="error">{ALERT_MESSAGES.invalidLink}</Alert>
      )}
    </TokenPage>
  );
}
