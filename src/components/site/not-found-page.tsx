import { ButtonLink } from '@/components/site/button-link';
import { addressOf } from '@/lib/server/addresses';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';

/** Every unknown address of a language's site: its 404, inside the site's header and footer. */
export function NotFoundPage({ locale }: { locale: Locale }) {
  const t = translator(locale);
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold text-brand-900">{t('site.notFound.title')}</h1>
      <p className="mt-4 text-slate-600">{t('site.notFound.text')}</p>
      <ButtonLink href={addressOf('/', locale)} variant="dark" className="mt-8">
        {t('site.notFound.back')}
      </ButtonLink>
    </div>
  );
}
