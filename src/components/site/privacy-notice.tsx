import { TextSection } from '@/components/site/text-section';
import { catalogue, translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';
import { PRIVACY_NOTICE_UPDATED, PRIVACY_NOTICE_VERSION } from '@/lib/shared/privacy-notice-version';

// The privacy notice of /privacidade and /en/privacy (LGPD, issue 12), its text in the catalogue's
// `privacy` (src/messages). Its version is in src/lib/shared/privacy-notice-version.ts: change the
// text in either language, change the version there.

export { PRIVACY_NOTICE_VERSION };

/** The notice's title in Portuguese (the spec's link text under the forms). */
export const PRIVACY_TITLE = 'Política de Privacidade';

/** What the notice shows of the firm's settings ('' when not filled in). */
export interface PrivacyDetails {
  firmName: string;
  cnpj: string;
  address: string;
  email: string;
  dpoName: string;
  dpoEmail: string;
  retentionMonths: number;
  /** Raw visits are deleted after this many months (issue 24). */
  visitRetentionMonths: number;
}

function MailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className="font-medium break-all text-brand-800 underline">
      {address}
    </a>
  );
}

/** The date of the notice's last change as each language writes it. */
const UPDATED: Record<Locale, string> = {
  'pt-BR': PRIVACY_NOTICE_UPDATED,
  en: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(PRIVACY_NOTICE_VERSION),
  ),
};

const strong = (chunks: React.ReactNode) => <strong>{chunks}</strong>;

/** The notice itself, in plain words (the catalogue's `privacy`), filled with the firm's details. */
export function PrivacyNoticeText({ details, locale }: { details: PrivacyDetails; locale: Locale }) {
  const { firmName, cnpj, address, dpoName, dpoEmail, retentionMonths, visitRetentionMonths } = details;
  const contactEmail = dpoEmail || details.email;
  const t = translator(locale);
  const months = (count: number) => t('privacy.months', { count });
  const dpo = dpoName || t('privacy.dpo.unnamed');
  return (
    <div className="space-y-8 text-slate-700">
      <p>{t('privacy.intro')}</p>
      <TextSection title={t('privacy.controller.title')}>
        <p>{t('privacy.controller.lead')}</p>
        <ul className="list-disc space-y-1 pl-6" aria-label={t('privacy.controller.label')}>
          <li>{firmName || t('privacy.controller.unnamed')}</li>
          {cnpj && <li>{t('privacy.controller.cnpj', { value: cnpj })}</li>}
          {address && <li>{t('privacy.controller.address', { value: address })}</li>}
        </ul>
      </TextSection>
      <TextSection title={t('privacy.dpo.title')}>
        <p>
          {!dpoName && !dpoEmail
            ? t('privacy.dpo.none')
            : dpoEmail
              ? t.rich('privacy.dpo.namedWithEmail', {
                  name: dpo,
                  mail: () => <MailLink address={dpoEmail} />,
                })
              : t('privacy.dpo.named', { name: dpo })}
        </p>
      </TextSection>
      <TextSection title={t('privacy.collected.title')}>
        <ul className="list-disc space-y-2 pl-6">
          <li>{t.rich('privacy.collected.consultation', { strong })}</li>
          <li>{t.rich('privacy.collected.contact', { strong })}</li>
          <li>{t.rich('privacy.collected.booking', { strong })}</li>
        </ul>
        <p>{t('privacy.collected.use')}</p>
      </TextSection>
      <TextSection title={t('privacy.legalBasis.title')}>
        <p>{t('privacy.legalBasis.text')}</p>
      </TextSection>
      <TextSection title={t('privacy.visits.title')}>
        <p>{t('privacy.visits.counted')}</p>
        <p>{t('privacy.visits.noCookies', { months: months(visitRetentionMonths) })}</p>
        <p>{t('privacy.visits.session')}</p>
      </TextSection>
      <TextSection title={t('privacy.alerts.title')}>
        <p>{t('privacy.alerts.subscribing')}</p>
        <p>{t('privacy.alerts.links')}</p>
      </TextSection>
      <TextSection title={t('privacy.retention.title')}>
        <p>{t('privacy.retention.text', { months: months(retentionMonths) })}</p>
      </TextSection>
      <TextSection title={t('privacy.sharing.title')}>
        <p>{t('privacy.sharing.text')}</p>
      </TextSection>
      <TextSection title={t('privacy.rights.title')}>
        <p>{t('privacy.rights.lead')}</p>
        <ul className="list-disc space-y-1 pl-6">
          {catalogue(locale).privacy.rights.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>
          {t.rich('privacy.rights.write', {
            to: () => (contactEmail ? <MailLink address={contactEmail} /> : t('privacy.rights.noEmail')),
          })}
        </p>
      </TextSection>
      <p className="text-sm text-slate-600">
        {t.rich('privacy.updated', {
          time: () => <time dateTime={PRIVACY_NOTICE_VERSION}>{UPDATED[locale]}</time>,
        })}
      </p>
    </div>
  );
}

/** Under each public form: what the data is for, and where to read more. A notice, not a consent box. */
export function FormPrivacyNotice({
  lead = 'Usamos os seus dados apenas para responder a esta solicitação. Saiba mais na nossa',
  link = PRIVACY_TITLE,
  href,
}: {
  /** In the page's language (an English form's, from the catalogue). */
  lead?: string;
  link?: string;
  /** The notice in the page's language. */
  href: string;
}) {
  return (
    <p className="text-sm text-slate-600">
      {lead}{' '}
      <a href={href} className="font-medium text-brand-800 underline">
        {link}
      </a>
      .
    </p>
  );
}
