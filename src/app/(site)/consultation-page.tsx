import { Icon } from '@/components/ui/icon';
import { PageHero } from '@/components/site/page-hero';
import { publicFormTexts } from '@/features/contact/form-messages';
import { ConsultationForm } from '@/features/consultations/components/consultation-form';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { pageMetadata } from '@/features/site/metadata';
import { addressOf } from '@/lib/server/addresses';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';

/** The WhatsApp step is promised only when the firm has a WhatsApp number (issue 10). */
const description = (whatsapp: boolean, locale: Locale) =>
  translator(locale)(whatsapp ? 'forms.consultation.descriptionWhatsapp' : 'forms.consultation.description');

export async function consultationMetadata(path: string, locale: Locale = 'pt-BR') {
  const { firmName, whatsappNumber } = await getSiteSettingsOrDefaults();
  return pageMetadata(
    {
      title: translator(locale)('forms.consultation.title'),
      description: description(Boolean(whatsappNumber), locale),
      path,
    },
    firmName,
  );
}

/**
 * The consultation request page (/consultation-request, /en/consultation-request): a request
 * without a slot.
 */
export async function ConsultationPage({ locale = 'pt-BR' }: { locale?: Locale }) {
  const { whatsappNumber } = await getSiteSettingsOrDefaults();
  const t = translator(locale);
  return (
    <>
      <PageHero title={t('forms.consultation.title')} lead={description(Boolean(whatsappNumber), locale)} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ConsultationForm locale={locale} texts={publicFormTexts(locale)} />
        </div>
        <a
          href={addressOf('/', locale)}
          className="mt-8 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500"
        >
          <Icon name="arrow-left" className="size-4" />
          {t('forms.consultation.back')}
        </a>
      </div>
    </>
  );
}
