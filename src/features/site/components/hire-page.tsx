import { Icon, type IconName } from '@/components/ui/icon';
import { ButtonLink } from '@/components/site/button-link';
import { PageHero } from '@/components/site/page-hero';
import { addressOf } from '@/lib/server/addresses';
import { catalogue, translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';

const PLAN_ICONS = { annual: 'calendar-days', area: 'layers', specific: 'target' } as const satisfies Record<
  string,
  IconName
>;

/** /contratar-servicos and /en/hire-us: the three ways to hire the firm (SPEC §2). */
export function HirePage({ locale }: { locale: Locale }) {
  const t = translator(locale);
  const plans = catalogue(locale).hire.plans;
  return (
    <>
      <PageHero title={t('hire.heading')} lead={t('hire.description')} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-3">
          {(Object.keys(PLAN_ICONS) as (keyof typeof PLAN_ICONS)[]).map((key) => (
            <li key={key}>
              <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="flex size-12 items-center justify-center rounded-lg bg-brand-900 text-accent-400">
                  <Icon name={PLAN_ICONS[key]} className="size-6" />
                </span>
                <h2 className="mt-4 text-xl font-semibold text-brand-900">{plans[key].title}</h2>
                <p className="mt-2 flex-1 text-slate-600">{plans[key].text}</p>
                <ButtonLink
                  href={addressOf('/contato', locale)}
                  variant="outline"
                  className="mt-6"
                  aria-label={t('hire.askProposalFor', { plan: plans[key].title })}
                >
                  <Icon name="file-text" className="size-4" />
                  {t('hire.askProposal')}
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
            {t('hire.unsure')}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-100">{t('hire.unsureText')}</p>
          <ButtonLink href={addressOf('/agendar-consulta', locale)} className="mt-6">
            {t('hire.book')}
          </ButtonLink>
        </section>
      </div>
    </>
  );
}
