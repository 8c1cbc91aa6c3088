import { Icon } from '@/components/ui/icon';
import { Breadcrumb } from '@/components/site/breadcrumb';
import { ButtonLink } from '@/components/site/button-link';
import { JsonLd } from '@/components/site/json-ld';
import { PageHero } from '@/components/site/page-hero';
import { ScrollToTop } from '@/components/site/scroll-buttons/scroll-to-top';
import { addressOf } from '@/lib/server/addresses';
import { getEnv } from '@/lib/server/env';
import { translator } from '@/lib/server/i18n';
import { breadcrumbJsonLd } from '@/lib/server/structured-data';
import type { Locale } from '@/lib/shared/locale';
import type { PracticeArea } from '../catalog';

/** A static service page (SPEC §2): breadcrumb, text, bullet list and a back-to-home button. */
export function ServicePage({ area, locale }: { area: PracticeArea; locale: Locale }) {
  const t = translator(locale);
  const trail = [
    { label: t('practiceAreas.home'), path: addressOf('/', locale) },
    { label: t('practiceAreas.crumb'), path: addressOf('/servicos', locale) },
    { label: area.title, path: area.path },
  ];
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(trail, getEnv().SITE_URL)} />
      <ScrollToTop />
      <PageHero title={area.title} lead={area.short}>
        <Breadcrumb
          locale={locale}
          items={trail.map(({ label, path }, index) =>
            index < trail.length - 1 ? { label, href: path } : { label },
          )}
        />
      </PageHero>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <div className="space-y-4 text-lg text-slate-700">
          {area.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <h2 className="mt-10 text-2xl font-bold text-brand-900">{area.listTitle}</h2>
        <ul className="mt-4 space-y-3">
          {area.services.map((service) => (
            <li key={service} className="flex gap-3 text-slate-700">
              <Icon name="check-circle" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {service}
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-wrap gap-4">
          <ButtonLink href={addressOf('/', locale)} variant="outline">
            <Icon name="arrow-left" className="size-4" />
            {t('practiceAreas.backHome')}
          </ButtonLink>
          <ButtonLink href={addressOf('/consultation-request', locale)}>{t('practiceAreas.book')}</ButtonLink>
        </div>
      </div>
    </>
  );
}
