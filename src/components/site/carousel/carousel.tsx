import { Children, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';

const CONTROL =
  'rounded-full border border-brand-900 p-2 text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500';

/**
 * A looping carousel that shows one slide at a time and advances every `interval` ms (SPEC §9).
 * It pauses while hovered or focused, and stops once the visitor takes control (arrows, dots,
 * swipe, keyboard, or the pause button). Keyboard: Tab to the controls, or ←/→ inside it.
 * Rendered here in its first state (slide 1), its controls named in the page's language (the
 * catalogue's `carousel`); carousel.enhance.ts brings it to life.
 */
export function Carousel({
  label,
  interval = 5000,
  locale = 'pt-BR',
  children,
}: {
  label: string;
  interval?: number;
  locale?: Locale;
  children: ReactNode;
}) {
  const slides = Children.toArray(children);
  const count = slides.length;
  if (count === 0) return null;
  const t = translator(locale);

  return (
    <div
      role="region"
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      data-paused="false"
      data-enhance="carousel"
      data-interval={interval}
      className="relative mx-auto max-w-4xl"
    >
      <div className="overflow-hidden rounded-xl">
        <div
          aria-live="off"
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
        >
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { n: i + 1, count })}
              aria-hidden={i !== 0}
              inert={i !== 0}
              className="w-full shrink-0"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="mt-6 flex items-center justify-center gap-4">
          <button type="button" data-step="-1" aria-label={t('carousel.previous')} className={CONTROL}>
            <Icon name="chevron-left" className="size-5" />
          </button>
          <ul className="flex gap-1">
            {slides.map((_, i) => (
              <li key={i}>
                <button
                  type="button"
                  data-slide={i}
                  aria-label={t('carousel.goTo', { n: i + 1, count })}
                  aria-current={i === 0 ? 'true' : undefined}
                  className="group flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-accent-500"
                >
                  <span
                    aria-hidden="true"
                    className="block size-2.5 rounded-full bg-slate-400 group-aria-[current=true]:bg-brand-900"
                  />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" data-step="1" aria-label={t('carousel.next')} className={CONTROL}>
            <Icon name="chevron-right" className="size-5" />
          </button>
          <button
            type="button"
            data-pause
            aria-label={t('carousel.pause')}
            data-resume-label={t('carousel.resume')}
            data-pause-label={t('carousel.pause')}
            className={CONTROL}
          >
            <Icon name="pause" className="size-5" />
          </button>
        </div>
      )}
    </div>
  );
}
