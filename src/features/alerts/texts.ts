import 'server-only';
import type { Locale } from '@/lib/shared/locale';
import { catalogue, translator } from '@/lib/server/i18n';
import { ALERT_LIMITS, ALERT_MESSAGES, ALERT_TOPICS } from './messages';

// The client alerts in the visitor's language (issue 34): the subscribe form, the subscriber's
// pages and the e-mails read their texts from the catalogue (`alerts.*`); the schema keeps the
// spec's Portuguese messages, and an English page's answers say them in English (this table).

/** The practice areas a subscriber chooses, named in `locale` (the spec's names in Portuguese). */
export function alertTopics(locale: Locale): readonly { slug: string; title: string }[] {
  if (locale === 'pt-BR') return ALERT_TOPICS;
  const areas: Record<string, { title: string }> = catalogue(locale).practiceAreas.areas;
  return ALERT_TOPICS.map((topic) => ({ slug: topic.slug, title: areas[topic.slug]?.title ?? topic.title }));
}

/** The schema's and the route's Portuguese messages → `locale`'s (empty for Portuguese). */
export function alertMessages(locale: Locale): Record<string, string> {
  if (locale === 'pt-BR') return {};
  const t = translator(locale);
  return {
    [ALERT_MESSAGES.required]: t('alerts.required'),
    [ALERT_MESSAGES.invalidEmail]: t('alerts.invalidEmail'),
    [ALERT_MESSAGES.nameTooLong]: t('alerts.nameTooLong', { max: ALERT_LIMITS.name }),
    [ALERT_MESSAGES.subscribed]: t('alerts.subscribed'),
    [ALERT_MESSAGES.failure]: t('alerts.failure'),
  };
}
