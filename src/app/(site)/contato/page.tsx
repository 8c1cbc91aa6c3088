import { Icon } from '@/components/ui/icon';
import { PageHero } from '@/components/site/page-hero';
import { ContactForm } from '@/features/contact/components/contact-form';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { pageMetadata } from '@/features/site/metadata';

const DESCRIPTION = 'Envie sua mensagem: nossa equipe responde em até um dia útil.';

export async function generateMetadata() {
  const { firmName } = await getSiteSettingsOrDefaults();
  return pageMetadata({ title: 'Contato', description: DESCRIPTION, path: '/contato' }, firmName);
}

export default async function ContactPage() {
  const settings = await getSiteSettingsOrDefaults();
  // Only the details the firm has filled in (issue 10): none, and the column is left out.
  const hasDetails = Boolean(settings.phone || settings.email || settings.address);
  return (
    <>
      <PageHero title="Contato" lead={DESCRIPTION} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3">
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2">
          <h2 className="mb-6 text-2xl font-bold text-brand-900">Envie uma mensagem</h2>
          <ContactForm />
        </div>
        {hasDetails && (
          <div>
            <h2 className="text-2xl font-bold text-brand-900">Fale conosco</h2>
            <ul className="mt-6 space-y-4 text-slate-700">
              {settings.phone && (
                <li className="flex gap-3">
                  <Icon name="phone" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span>
                    <span className="sr-only">Telefone: </span>
                    {settings.phone}
                  </span>
                </li>
              )}
              {settings.email && (
                <li className="flex gap-3">
                  <Icon name="mail" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span className="break-all">
                    <span className="sr-only">E-mail: </span>
                    {settings.email}
                  </span>
                </li>
              )}
              {settings.address && (
                <li className="flex gap-3">
                  <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span>
                    <span className="sr-only">Endereço: </span>
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
