import { Image } from '@/components/site/image';
import { ButtonLink } from '@/components/site/button-link';
import { buttonClasses } from '@/components/ui/button';
import { ScrollButton } from '@/components/site/scroll-buttons/scroll-button';
import { addressOf } from '@/lib/server/addresses';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';

/** The Portuguese home's heading and text (the titles and the firm's JSON-LD read them). */
export const HERO_HEADING = translator('pt-BR')('home.heading');
export const HERO_TEXT = translator('pt-BR')('home.text');

/** The home hero (SPEC §1), over the newest active background image when there is one. */
export function HomeHero({ locale, backgroundUrl }: { locale: Locale; backgroundUrl: string | null }) {
  const t = translator(locale);
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-brand-900 text-white"
    >
      {backgroundUrl && <HeroBackground url={backgroundUrl} locale={locale} />}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-brand-900/60" />
      <div className="mx-auto max-w-6xl px-4 py-24 sm:px-6 sm:py-32">
        <div className="max-w-3xl">
          <h1 id="hero-title" className="text-4xl font-bold sm:text-5xl">
            {t('home.heading')}
          </h1>
          <p className="mt-6 text-lg text-brand-100 sm:text-xl">{t('home.text')}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <ButtonLink href={addressOf('/consultation-request', locale)}>{t('home.book')}</ButtonLink>
            {locale === 'pt-BR' ? (
              <ScrollButton targetId="contact" className={buttonClasses('light', 'lg')}>
                {t('home.contact')}
              </ScrollButton>
            ) : (
              <ButtonLink href={addressOf('/contato', locale)} variant="light">
                {t('home.contact')}
              </ButtonLink>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * The hero's photo, chosen at /admin/backgrounds: server-rendered, preloaded with a high priority,
 * in the size of the screen (a phone gets a small one).
 */
function HeroBackground({ url, locale }: { url: string; locale: Locale }) {
  return (
    <Image
      src={url}
      alt=""
      locale={locale}
      fill
      priority
      sizes="100vw"
      className="-z-10 object-cover"
      data-testid="hero-background"
    />
  );
}
