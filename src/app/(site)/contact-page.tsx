import { Icon } from '@/components/ui/icon';
import { PageHero } from '@/components/site/page-hero';
import { ContactForm } from '@/features/contact/components/contact-form';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';
import { fixedPageMetadata } from './page-metadata';

// The contact page in both languages: /contato and /en/contact (ADR 0027). The Portuguese texts are
// the spec's; the catalogue's pt-BR texts are the same.

export const contactMetadata = (locale: Locale) =>
  fixedPageMetadata('/contato', locale, 'forms.contact.title', 'forms.contact.description');

export async function ContactPage({ locale }: { locale: Locale }) {
  const settings = await getSiteSettingsOrDefaults();
  const t = translator(locale);
  // Only the details the firm has filled in (issue 10): none, and the column is left out.
  const hasDetails = Boolean(settings.phone || settings.email || settings.address);
  return (
    <>
      <PageHero title={t('forms.contact.title')} lead={t('forms.contact.description')} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3">
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2">
          <h2 className="mb-6 text-2xl font-bold text-brand-900">{t('forms.contact.formTitle')}</h2>
          <ContactForm locale={locale} />
        </div>
        {hasDetails && (
          <div>
            <h2 className="text-2xl font-bold text-brand-900">{t('forms.contact.reachUs')}</h2>
            <ul className="mt-6 space-y-4 text-slate-700">
              {settings.phone && (
                <li className="flex gap-3">
                  <Icon name="phone" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span>
                    <span className="sr-only">{t('forms.contact.phone')}</span>
                    {settings.phone}
                  </span>
                </li>
              )}
              {settings.email && (
                <li className="flex gap-3">
                  <Icon name="mail" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span className="break-all">
                    <span className="sr-only">{t('forms.contact.email')}</span>
                    {settings.email}
                  </span>
                </li>
              )}
              {settings.address && (
                <li className="flex gap-3">
                  <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span>
                    <span className="sr-only">{t('forms.contact.address')}</span>
                    {settings.address}
                  </span>
                </li>
              )}
            </ul>
          </div>
        )}
      </div>
    </>
  );
}
