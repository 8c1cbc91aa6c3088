import { CONTROL, FieldMarkup } from '@/components/ui/field-markup';
import { siteHasLanguage } from '@/lib/server/env';
import { PublicForm } from '@/components/ui/public-form';
import {
  ALERT_CONSENT_TEXT,
  ALERT_FORM,
  ALERT_LANGUAGE_OPTIONS,
  ALERT_LIMITS,
  ALERT_MESSAGES,
  ALERT_TOPICS,
  topicField,
} from '../messages';

/**
 * 'Receba nossos informativos' (issue 35): e-mail, optional name and the practice areas (none: all),
 * rendered on the server like every public form (docs/forms.md): it works without the script, which
 * only sends it as JSON (src/enhance/request-forms.ts, alertsForm). The e-mails' language is offered
 * when the site has English (SITE_LANGUAGES); otherwise a subscription is 'pt-BR'.
 */
export function SubscribeForm({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby="informativos-titulo"
      className="rounded-xl border border-slate-200 bg-brand-50 p-6 sm:p-8"
    >
      <Heading id="informativos-titulo" className="text-2xl font-bold text-brand-900">
        {ALERT_FORM.title}
      </Heading>
      <p className="mt-2 mb-6 text-slate-700">{ALERT_FORM.intro}</p>
      <PublicForm
        enhance="alerts-form"
        label={ALERT_FORM.title}
        submitLabel={ALERT_FORM.submit}
        failure={ALERT_MESSAGES.failure}
        inPlace
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FieldMarkup
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={ALERT_LIMITS.email}
            required
            errorSlot
          />
          <FieldMarkup
            label="Nome"
            name="name"
            autoComplete="name"
            maxLength={ALERT_LIMITS.name}
            optional
            errorSlot
          />
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">{ALERT_FORM.topicsLegend}</legend>
          <p className="text-sm text-slate-600">{ALERT_FORM.topicsHint}</p>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {ALERT_TOPICS.map((topic) => (
              <label key={topic.slug} className="flex items-center gap-2 text-slate-800">
                <input type="checkbox" name={topicField(topic.slug)} className="size-4" />
                {topic.title}
              </label>
            ))}
          </div>
        </fieldset>
        {siteHasLanguage('en') && <LanguageField />}
        <p className="text-sm text-slate-600">{ALERT_CONSENT_TEXT}</p>
      </PublicForm>
    </section>
  );
}

/** The e-mails' language (the subscribe form and 'Preferências'). */
export function LanguageField({ value = 'pt-BR' }: { value?: string }) {
  return (
    <label className="block text-sm font-medium text-slate-900">
      {ALERT_FORM.languageLabel}
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
