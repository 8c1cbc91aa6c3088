import { Image } from '@/components/site/image';
import { ShareButtons } from '@/components/site/share-buttons/share-buttons';
import { getHeroBackground } from '@/features/background-images/public-queries';
import { OfficeGallery } from '@/features/photos/components/office-gallery';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { siteUrl } from '@/features/site/metadata';
import { addressOf } from '@/lib/server/addresses';
import { translator } from '@/lib/server/i18n';
import { log } from '@/lib/server/log';
import type { Locale } from '@/lib/shared/locale';
import { fixedPageMetadata } from './page-metadata';

// /apresentacao and /en/about: the firm's presentation (its text in the catalogue's `about`), the
// share buttons and the office gallery.

export const aboutPageMetadata = (locale: Locale) =>
  fixedPageMetadata('/apresentacao', locale, 'about.title', 'about.description');

export async function AboutPage({ locale }: { locale: Locale }) {
  const [{ firmName }, background] = await Promise.all([
    getSiteSettingsOrDefaults(),
    getHeroBackground().catch((error: unknown) => {
      log.error({ err: error }, 'could not load the background images');
      return null;
    }),
  ]);
  const t = translator(locale);
  const title = t('about.title');
  return (
    <>
      <section
        aria-labelledby="presentation-title"
        className="relative isolate overflow-hidden bg-brand-900 text-white"
      >
        {background && (
          <Image
            src={background.url}
            alt=""
            locale={locale}
            fill
            priority
            sizes="100vw"
            className="-z-10 object-cover"
          />
        )}
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-brand-900/60" />
        <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
          <h1 id="presentation-title" className="text-4xl font-bold sm:text-5xl">
            {title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{firmName}</p>
        </div>
      </section>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <h2 className="text-2xl font-bold text-brand-900">{t('about.whoWeAre')}</h2>
        <div className="mt-4 space-y-4 text-lg text-slate-700">
          <p>{t('about.intro', { firm: firmName })}</p>
          <p>{t('about.approach')}</p>
          <p>{t('about.stance')}</p>
        </div>
        <h2 className="mt-10 text-xl font-semibold text-brand-900">{t('about.share')}</h2>
        <div className="mt-4">
          <ShareButtons
            url={`${siteUrl()}${addressOf('/apresentacao', locale)}`}
            title={`${title} | ${firmName}`}
            locale={locale}
          />
        </div>
      </div>
      <div className="bg-brand-50 px-4 py-12 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <OfficeGallery locale={locale} />
        </div>
      </div>
    </>
  );
}
