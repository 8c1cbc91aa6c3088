import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { PageHero } from '@/components/site/page-hero';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { LanguageField, SubscribeForm, TopicsField } from '@/features/alerts/components/subscribe-form';
import { TOKEN_PAGE_METADATA, TokenPage } from '@/features/alerts/components/token-page';
import { alertPaths } from '@/features/alerts/links';
import { DEFAULT_ALERT_LANGUAGE } from '@/features/alerts/messages';
import { confirmSubscription, subscriberByToken } from '@/features/alerts/subscribers';
import { alertMessages } from '@/features/alerts/texts';
import { publicFormTexts } from '@/features/contact/form-messages';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { pageMetadata } from '@/features/site/metadata';
import { addressOf } from '@/lib/server/addresses';
import { siteHasLanguage } from '@/lib/server/env';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';

// The client alerts' pages in either language (issues 35 and 34): /informativos and /en/alerts,
// and a subscriber's pages from an e-mail's links (/informativos/confirmar/{token}, …/preferencias,
// …/cancelar; /en/alerts/confirm, …/preferences, …/unsubscribe), in the subscription's language.

const LINK = 'font-medium text-brand-800 underline';

export async function alertsPageMetadata(locale: Locale) {
  const t = translator(locale);
  const { firmName } = await getSiteSettingsOrDefaults();
  return pageMetadata(
    {
      title: t('alerts.pageTitle'),
      description: t('alerts.pageDescription'),
      path: addressOf('/informativos', locale),
    },
    firmName,
  );
}

/** /informativos (/en/alerts): the subscribe form on its own page. */
export function AlertsPage({ locale }: { locale: Locale }) {
  const t = translator(locale);
  const texts = publicFormTexts(locale);
  return (
    <>
      <PageHero title={t('alerts.pageTitle')} lead={t('alerts.intro')} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <SubscribeForm
          locale={locale}
          texts={texts && { ...texts, messages: { ...texts.messages, ...alertMessages(locale) } }}
        />
        <p className="mt-6 text-sm text-slate-600">
          {t.rich('alerts.linksNote', {
            link: (chunks) => (
              <a href={addressOf('/privacidade', locale)} className={LINK}>
                {chunks}
              </a>
            ),
          })}
        </p>
      </div>
    </>
  );
}

/** A subscriber's page's metadata: its title, never indexed. */
export const tokenPageMetadata = (
  locale: Locale,
  key: 'confirmTitle' | 'preferencesTitle' | 'unsubscribeTitle',
): Metadata => ({ title: translator(locale)(`alerts.${key}`), ...TOKEN_PAGE_METADATA });

/** The confirmation e-mail's link (double opt-in): opening it confirms the subscription. */
export async function ConfirmPage({ locale, token }: { locale: Locale; token: string }) {
  await connection();
  const t = translator(locale);
  const confirmed = await confirmSubscription(token);
  return (
    <TokenPage title={t('alerts.pageTitle')}>
      {confirmed ? (
        <>
          <Alert variant="success">{t('alerts.confirmed')}</Alert>
          <p className="text-slate-700">
            {t.rich('alerts.choosePreferences', {
              link: (chunks) => (
                <a href={alertPaths(locale).preferences(token)} className={LINK}>
                  {chunks}
                </a>
              ),
            })}
          </p>
        </>
      ) : (
        <Alert variant="error">{t('alerts.invalidLink')}</Alert>
      )}
    </TokenPage>
  );
}

/** A subscriber's page: its language, the link's token and its query (what was just done). */
interface SubscriberPage {
  locale: Locale;
  token: string;
  query: Record<string, string | string[] | undefined>;
}

/** 'Preferências' from an alert's link: the areas (none: all) and the language, no account. */
export async function PreferencesPage({ locale, token, query }: SubscriberPage) {
  await connection();
  const t = translator(locale);
  const subscriber = await subscriberByToken(token);
  if (!subscriber || subscriber.status === 'left') notFound();
  const paths = alertPaths(locale);
  return (
    <TokenPage title={t('alerts.preferencesTitle')}>
      {query.salvo && <Alert variant="success">{t('alerts.preferencesSaved')}</Alert>}
      {query.erro && <Alert variant="error">{t('alerts.failure')}</Alert>}
      <form
        method="post"
        action={`${paths.preferences(token)}/${locale === 'en' ? 'save' : 'salvar'}`}
        className="space-y-6"
      >
        <TopicsField locale={locale} checked={subscriber.topics} />
        {siteHasLanguage('en') ? (
          <LanguageField value={subscriber.language} locale={locale} />
        ) : (
          <input type="hidden" name="language" value={subscriber.language || DEFAULT_ALERT_LANGUAGE} />
        )}
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={buttonClasses('dark', 'lg')}>
            {t('alerts.savePreferences')}
          </button>
          <a href={paths.unsubscribe(token)} className={LINK}>
            {t('alerts.unsubscribeTitle')}
          </a>
        </div>
      </form>
    </TokenPage>
  );
}

/** 'Cancelar inscrição' from an alert's link: one button, no account. */
export async function UnsubscribePage({ locale, token, query }: SubscriberPage) {
  await connection();
  const t = translator(locale);
  const subscriber = await subscriberByToken(token);
  if (!subscriber) notFound();
  const done = subscriber.status === 'left' || Boolean(query.cancelada);
  return (
    <TokenPage title={t('alerts.unsubscribeTitle')}>
      {done ? (
        <Alert variant="success">{t('alerts.unsubscribed')}</Alert>
      ) : (
        <form method="post" action={alertPaths(locale).oneClick(token)} className="space-y-4">
          <p className="text-slate-700">{t('alerts.unsubscribeQuestion')}</p>
          <button type="submit" className={buttonClasses('dark', 'lg')}>
            {t('alerts.unsubscribeTitle')}
          </button>
        </form>
      )}
    </TokenPage>
  );
}
