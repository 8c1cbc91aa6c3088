import { Icon } from '@/components/ui/icon';
import { getMostRequestedServices, type PublicRequestedService } from '../public-queries';
import { translator } from '@/lib/server/i18n';
import { log } from '@/lib/server/log';
import { inLanguage, translatedType } from '@/lib/server/translations';
import type { Locale } from '@/lib/shared/locale';
import { mostRequestedServicesType } from '../content-type';

/**
 * The six most requested services, with the destructive and empty alerts of SPEC §8. The home is
 * rendered whole on the server (public pages never stream: ADR 0008), so it arrives with the list.
 */
export async function PublicMostRequested({ locale = 'pt-BR' }: { locale?: Locale }) {
  const t = translator(locale);
  let services: PublicRequestedService[];
  try {
    services = await inLanguage(
      translatedType(mostRequestedServicesType),
      await getMostRequestedServices(),
      locale,
    );
  } catch (error) {
    log.error({ err: error }, 'could not load the most requested services');
    return (
      <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
        {t('home.mostRequested.loadFailed')}
      </div>
    );
  }
  if (services.length === 0) {
    return (
      <div role="alert" className="rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-700">
        {t('home.mostRequested.empty')}
      </div>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li
          key={service.id}
          className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <div className="flex items-start justify-between gap-3">
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{service.theme}</p>
            <p className="flex shrink-0 items-center gap-1 rounded-full bg-brand-900 px-3 py-1 text-sm font-semibold text-white">
              <Icon name="trending-up" className="size-4 text-accent-400" />
              <span>
                <span className="sr-only">{t('home.mostRequested.monthly')}</span>
                {t('home.mostRequested.perMonth', { count: service.monthlyCount })}
              </span>
            </p>
          </div>
          <h3 className="mt-3 text-lg font-semibold text-brand-900">{service.title}</h3>
          <p className="mt-1 text-sm font-medium text-slate-700">{service.subject}</p>
          <p className="mt-3 text-sm text-slate-600">{service.description}</p>
        </li>
      ))}
    </ul>
  );
}
