import type { Metadata } from 'next';
import { connection } from 'next/server';
import { notFound } from 'next/navigation';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { TOKEN_PAGE_METADATA, TokenPage } from '@/features/alerts/components/token-page';
import { ALERT_PATHS } from '@/features/alerts/links';
import {
  ALERT_FORM,
  ALERT_MESSAGES,
  ALERT_TOPICS,
  DEFAULT_ALERT_LANGUAGE,
  topicField,
} from '@/features/alerts/messages';
import { LanguageField } from '@/features/alerts/components/subscribe-form';
import { subscriberByToken } from '@/features/alerts/subscribers';
import { siteHasLanguage } from '@/lib/server/env';

export const metadata: Metadata = { title: ALERT_MESSAGES.preferencesTitle, ...TOKEN_PAGE_METADATA };

/**
 * 'Preferências' from an alert's link: the areas (none: all) and the language (when the site has
 * English: SITE_LANGUAGES), no account.
 */
export default async function PreferencesPage({
  params,
  searchParams,
}: PageProps<'/informativos/preferencias/[token]'>) {
  await connection();
  const { token } = await params;
  const subscriber = await subscriberByToken(token);
  if (!subscriber || subscriber.status === 'left') notFound();
  const query = await searchParams;
  return (
    <TokenPage title={ALERT_MESSAGES.preferencesTitle}>
      {query.salvo && <Alert variant="success">{ALERT_MESSAGES.preferencesSaved}</Alert>}
      {query.erro && <Alert variant="error">{ALERT_MESSAGES.failure}</Alert>}
      <form method="post" action={`${ALERT_PATHS.preferences(token)}/salvar`} className="space-y-6">
        <fieldset>
          <legend className="font-medium text-slate-900">{ALERT_FORM.topicsLegend}</legend>
          <p className="text-sm text-slate-600">{ALERT_FORM.topicsHint}</p>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {ALERT_TOPICS.map((topic) => (
              <label key={topic.slug} className="flex items-center gap-2 text-slate-800">
                <input
                  type="checkbox"
                  name={topicField(topic.slug)}
                  defaultChecked={subscriber.topics.includes(topic.slug)}
                  className="size-4"
                />
                {topic.title}
              </label>
            ))}
          </div>
        </fieldset>
        {siteHasLanguage('en') ? (
          <LanguageField value={subscriber.language} />
        ) : (
          <input type="hidden" name="language" value={subscriber.language || DEFAULT_ALERT_LANGUAGE} />
        )}
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={buttonClasses('dark', 'lg')}>
            Salvar preferências
          </button>
          <a href={ALERT_PATHS.unsubscribe(token)} className="font-medium text-brand-800 underline">
            {ALERT_MESSAGES.unsubscribeTitle}
          </a>
        </div>
      </form>
    </TokenPage>
  );
}
