import { PageHero } from '@/components/site/page-hero';
import { TextSection } from '@/components/site/text-section';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { addressOf } from '@/lib/server/addresses';
import { catalogue, translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';
import { fixedPageMetadata } from './page-metadata';

// /acessibilidade and /en/accessibility: the firm's accessibility statement (issue 33 §4), its text
// in the catalogue's `accessibility`. What it says was tested is what the e2e suite runs
// (tests/e2e/accessibility: axe-core with the WCAG 2.2 AA rules on every page, the Nu HTML Checker,
// the keyboard-only journeys and the booking calendar's names): change one, change the other. The
// contact for barriers is the firm's own, from the settings, as the footer shows it.

export const accessibilityPageMetadata = (locale: Locale) =>
  fixedPageMetadata('/acessibilidade', locale, 'accessibility.title', 'accessibility.description');

const link = 'font-medium break-all text-brand-800 underline';

const List = ({ items }: { items: readonly string[] }) => (
  <ul className="list-disc space-y-2 pl-6">
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

export async function AccessibilityPage({ locale }: { locale: Locale }) {
  const { firmName, phone, email } = await getSiteSettingsOrDefaults();
  const t = translator(locale);
  const { tested, limits } = catalogue(locale).accessibility;
  return (
    <>
      <PageHero title={t('accessibility.title')} lead={t('accessibility.description')} />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-12 text-slate-700 sm:px-6">
        <p>{t('accessibility.intro', { firm: firmName || t('accessibility.unnamedFirm') })}</p>

        <TextSection title={t('accessibility.conformance.title')}>
          <p>{t('accessibility.conformance.lead')}</p>
          <ul className="list-disc space-y-1 pl-6">
            <li>
              {t.rich('accessibility.conformance.wcag', {
                en: (chunks) => <span lang="en">{chunks}</span>,
              })}
            </li>
            <li>{t('accessibility.conformance.abnt')}</li>
          </ul>
          <p>{t('accessibility.conformance.status')}</p>
        </TextSection>

        <TextSection title={t('accessibility.tested.title')}>
          <p>{t('accessibility.tested.lead')}</p>
          <List items={tested.items} />
          <p>{t('accessibility.tested.noScript')}</p>
        </TextSection>

        <TextSection title={t('accessibility.limits.title')}>
          <List items={limits.items} />
        </TextSection>

        <TextSection title={t('accessibility.barrier.title')}>
          <p>{t('accessibility.barrier.text')}</p>
          <ul className="list-disc space-y-1 pl-6">
            {phone && (
              <li>
                {t('accessibility.barrier.phone')}{' '}
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={link}>
                  {phone}
                </a>
              </li>
            )}
            {email && (
              <li>
                {t('accessibility.barrier.email')}{' '}
                <a href={`mailto:${email}`} className={link}>
                  {email}
                </a>
              </li>
            )}
            <li>
              {t.rich('accessibility.barrier.form', {
                link: (chunks) => (
                  <a href={addressOf('/contato', locale)} className={link}>
                    {chunks}
                  </a>
                ),
              })}
            </li>
          </ul>
        </TextSection>

        <p className="text-sm">{t('accessibility.reviewed')}</p>
      </div>
    </>
  );
}
