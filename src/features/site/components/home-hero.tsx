import { Image } from '@/components/site/image';
import { ButtonLink } from '@/components/site/button-link';
import { buttonClasses } from '@/components/ui/button';
import { ScrollButton } from '@/components/site/scroll-buttons/scroll-button';

export const HERO_HEADING = 'Excelência em Advocacia Empresarial';
export const HERO_TEXT =
  'Soluções jurídicas personalizadas para o seu negócio, com foco em resultados e atendimento de excelência.';

/** The home hero (SPEC §1), over the newest active background image when there is one. */
export function HomeHero({ backgroundUrl }: { backgroundUrl: string | null }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-brand-900 text-white"
    >
      {backgroundUrl && <HeroBackground url={backgroundUrl} />}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-brand-900/60" />
      <div className="mx-auto max-w-6xl px-4 py-24 sm:px-6 sm:py-32">
        <div className="max-w-3xl">
          <h1 id="hero-title" className="text-4xl font-bold sm:text-5xl">
            {HERO_HEADING}
          </h1>
          <p className="mt-6 text-lg text-brand-100 sm:text-xl">{HERO_TEXT}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <ButtonLink href="/consultation-request">Agende uma Consulta</ButtonLink>
            <ScrollButton targetId="contact" className={buttonClasses('light', 'lg')}>
              Fale Conosco
            </ScrollButton>
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
function HeroBackground({ url }: { url: string }) {
  return (
    <Image
      src={url}
      alt=""
      fill
      priority
      sizes="100vw"
      className="-z-10 object-cover"
      data-testid="hero-background"
    />
  );
}
