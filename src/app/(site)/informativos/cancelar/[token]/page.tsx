import type { Metadata } from 'next';
import { connection } from 'next/server';
import { notFound } from 'next/navigation';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { TOKEN_PAGE_METADATA, TokenPage } from '@/features/alerts/components/token-page';
import { ALERT_PATHS } from '@/features/alerts/links';
import { ALERT_MESSAGES } from '@/features/alerts/messages';
import { subscriberByToken } from '@/features/alerts/subscribers';

export const metadata: Metadata = { title: ALERT_MESSAGES.unsubscribeTitle, ...TOKEN_PAGE_METADATA };

/** 'Cancelar inscrição' from an alert's link: one button, no account. */
export default async function UnsubscribePage({
  params,
  searchParams,
}: PageProps<'/informativos/cancelar/[token]'>) {
  await connection();
  const { token } = await params;
  const subscriber = await subscriberByToken(token);
  if (!subscriber) notFound();
  const done = subscriber.status === 'left' || Boolean((await searchParams).cancelada);
  return (
    <TokenPage title={ALERT_MESSAGES.unsubscribeTitle}>
      {done ? (
        <Alert variant="success">{ALERT_MESSAGES.unsubscribed}</Alert>
      ) : (
        <form method="post" action={ALERT_PATHS.oneClick(token)} className="space-y-4">
          <p className="text-slate-700">{ALERT_MESSAGES.unsubscribeQuestion}</p>
          <button type="submit" className={buttonClasses('dark', 'lg')}>
            {ALERT_MESSAGES.unsubscribeTitle}
          </button>
        </form>
      )}
    </TokenPage>
  );
}
