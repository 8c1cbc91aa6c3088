import { CONTROL, FieldMarkup } from '@/components/ui/field-markup';
import { siteHasLanguage } from '@/lib/server/env';
import { translator } from '@/lib/server/i18n';
import { PublicForm, type PublicFormTexts } from '@/components/ui/public-form';
import type { Locale } from '@/lib/shared/locale';
import { ALERT_LANGUAGE_OPTIONS, ALERT_LIMITS, ALERT_MESSAGES, topicField } from '../messages';
import { alertTopics } from '../texts';

/**
 * 'Receba nossos informativos' (issue 35): e-mail, optional name and the practice areas (none: all),
 * rendered on the server like every public form (docs/forms.md): it works without the script, which
 * only sends it as JSON (src/enhance/request-forms.ts, alertsForm). The e-mails' language is offered
 * when the site has English (SITE_LANGUAGES), the page's first; otherwise a subscription is 'pt-BR'.
 * On an English page (/en/alerts, issue 34) its words are the catalogue's and `texts` the form's.
 */
export function SubscribeForm({
  headingLevel = 2,
  locale = 'pt-BR',
  texts,
}: {
  headingLevel?: 2 | 3;
  locale?: Locale;
  texts?: PublicFormTexts;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = translator(locale);
  return (
    <section
      aria-labelledby="informativos-titulo"
      className="rounded-xl border border-slate-200 bg-brand-50 p-6 sm:p-8"
    >
      <Heading id="informativos-titulo" className="text-2xl font-bold text-brand-900">
        {t('alerts.title')}
      </Heading>
      <p className="mt-2 mb-6 text-slate-700">{t('alerts.intro')}</p>
      <PublicForm
        enhance="alerts-form"
        label={t('alerts.title')}
        submitLabel={t('alerts.submit')}
        failure={locale === 'pt-BR' ? ALERT_MESSAGES.failure : t('alerts.failure')}
        inPlace
        texts={texts}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FieldMarkup
            label={t('alerts.email')}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={ALERT_LIMITS.email}
            required
            errorSlot
          />
          <FieldMarkup
            label={t('alerts.name')}
            name="name"
            autoComplete="name"
            maxLength={ALERT_LIMITS.name}
            optional
            errorSlot
          />
        </div>
        <TopicsField locale={locale} />
        {siteHasLanguage('en') && <LanguageField value={locale} locale={locale} />}
        <p className="text-sm text-slate-600">{t('alerts.consent')}</p>
      </PublicForm>
    </section>
  );
}

/** 'Áreas de interesse' (the subscribe form and 'Preferências'): one checkbox per practice area. */
export function TopicsField({ locale, checked = [] }: { locale: Locale; checked?: readonly string[] }) {
  const t = translator(locale);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-900">{t('alerts.topicsLegend')}</legend>
      <p className="text-sm text-slate-600">{t('alerts.topicsHint')}</p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {alertTopics(locale).map((topic) => (
          <label key={topic.slug} className="flex items-center gap-2 text-slate-800">
            <input
              type="checkbox"
              name={topicField(topic.slug)}
              defaultChecked={checked.includes(topic.slug)}
              className="size-4"
            />
            {topic.title}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The e-mails' language (the subscribe form and 'Preferências'). */
export function LanguageField({ value = 'pt-BR', locale }: { value?: string; locale: Locale }) {
  return (
    <label className="block text-sm font-medium text-slate-900">
      {translator(locale)('alerts.languageLabel')}
      <select name="language" defaultValue={value} className={CONTROL}>
        {ALERT_LANGUAGE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value} lang={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
