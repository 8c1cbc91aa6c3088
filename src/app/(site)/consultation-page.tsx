import { Icon } from '@/components/ui/icon';
import { PageHero } from '@/components/site/page-hero';
import { ConsultationForm } from '@/features/consultations/components/consultation-form';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { pageMetadata } from '@/features/site/metadata';

export const CONSULTATION_TITLE = 'Agende uma Consulta';
/** The WhatsApp step is promised only when the firm has a WhatsApp number (issue 10). */
const description = (whatsapp: boolean) =>
  whatsapp
    ? 'Conte brevemente o seu caso. Registramos a solicitação e abrimos a conversa com o escritório no WhatsApp.'
    : 'Conte brevemente o seu caso. Registramos a solicitação e o escritório entra em contato com você.';

export async function consultationMetadata(path: string) {
  const { firmName, whatsappNumber } = await getSiteSettingsOrDefaults();
  return pageMetadata(
    { title: CONSULTATION_TITLE, description: description(Boolean(whatsappNumber)), path },
    firmName,
  );
}

/** The consultation request page (/consultation-request): a request without a slot. */
export async function ConsultationPage() {
  const { whatsappNumber } = await getSiteSettingsOrDefaults();
  return (
    <>
      <PageHero title={CONSULTATION_TITLE} lead={description(Boolean(whatsappNumber))} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ConsultationForm />
        </div>
        <a
          href="/"
          className="mt-8 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500"
        >
          <Icon name="arrow-left" className="size-4" />
          Voltar para o início
        </a>
      </div>
    </>
  );
}
