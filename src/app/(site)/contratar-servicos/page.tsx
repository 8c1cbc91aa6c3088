import { Icon, type IconName } from '@/components/ui/icon';
import { ButtonLink } from '@/components/site/button-link';
import { PageHero } from '@/components/site/page-hero';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { pageMetadata } from '@/features/site/metadata';

const DESCRIPTION = 'Escolha a forma de contratação que melhor atende à sua empresa.';

const PLANS: { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Assessoria Jurídica Anual',
    text: 'Acompanhamento jurídico contínuo da empresa, com consultas ilimitadas, revisão de contratos e atuação preventiva durante todo o ano.',
    icon: 'calendar-days',
  },
  {
    title: 'Contrato por Área',
    text: 'Contratação dedicada a uma área do direito, como tributária, societária ou imobiliária, conforme a necessidade do negócio.',
    icon: 'layers',
  },
  {
    title: 'Demanda Específica',
    text: 'Atuação pontual em um caso ou projeto determinado, com escopo, prazo e honorários definidos desde o início.',
    icon: 'target',
  },
];

export async function generateMetadata() {
  const { firmName } = await getSiteSettingsOrDefaults();
  return pageMetadata({ title: 'Contrate', description: DESCRIPTION, path: '/contratar-servicos' }, firmName);
}

export default function HirePage() {
  return (
    <>
      <PageHero title="Contrate nossos serviços" lead={DESCRIPTION} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-3">
          {PLANS.map((plan) => (
            <li key={plan.title}>
              <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="flex size-12 items-center justify-center rounded-lg bg-brand-900 text-accent-400">
                  <Icon name={plan.icon} className="size-6" />
                </span>
                <h2 className="mt-4 text-xl font-semibold text-brand-900">{plan.title}</h2>
                <p className="mt-2 flex-1 text-slate-600">{plan.text}</p>
                <ButtonLink
                  href="/contato"
                  variant="outline"
                  className="mt-6"
                  aria-label={`Solicitar proposta: ${plan.title}`}
                >
                  <Icon name="file-text" className="size-4" />
                  Solicitar proposta
                </ButtonLink>
              </article>
            </li>
          ))}
        </ul>
        <section
          aria-labelledby="hire-cta"
          className="mt-12 rounded-xl bg-brand-900 px-6 py-10 text-center text-white"
        >
          <h2 id="hire-cta" className="text-2xl font-bold">
            Ainda não sabe qual é a melhor opção?
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-100">
            Agende uma consulta e avaliamos juntos a necessidade da sua empresa.
          </p>
          <ButtonLink href="/agendar-consulta" className="mt-6">
            Agendar consulta
          </ButtonLink>
        </section>
      </div>
    </>
  );
}
