import { PageHero } from '@/components/site/page-hero';
import { SubscribeForm } from '@/features/alerts/components/subscribe-form';
import { ALERT_FORM } from '@/features/alerts/messages';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { pageMetadata } from '@/features/site/metadata';

const DESCRIPTION = 'Receba por e-mail os informativos do escritório sobre as áreas que escolher.';

export async function generateMetadata() {
  const { firmName } = await getSiteSettingsOrDefaults();
  return pageMetadata({ title: 'Informativos', description: DESCRIPTION, path: '/informativos' }, firmName);
}

/** /informativos (issue 35): the subscribe form on its own page. */
export default function AlertsPage() {
  return (
    <>
      <PageHero title="Informativos" lead={ALERT_FORM.intro} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <SubscribeForm />
        <p className="mt-6 text-sm text-slate-600">
          Cada informativo traz links para mudar as áreas escolhidas ou cancelar a inscrição. Veja a{' '}
          <a href="/privacidade" className="font-medium text-brand-800 underline">
            Política de Privacidade
          </a>
          .
        </p>
      </div>
    </>
  );
}
