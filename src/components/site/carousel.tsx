'use client';

import { Icon } from '@/components/ui/icon';
import { Children, useEffect, useState, type ReactNode } from 'react';

/**
 * A looping carousel that shows one slide at a time and advances every `interval` ms (SPEC §9).
 * It pauses while hovered or focused, and stops once the visitor takes control (arrows, dots,
 * swipe, keyboard, or the pause button). Keyboard: Tab to the controls, or ←/→ inside it.
 */
export function Carousel({
  label,
  interval = 5000,
  children,
}: {
  label: string;
  interval?: number;
  children: ReactNode;
}) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [touchX, setTouchX] = useState<number | null>(null);
  const paused = hovered || focused || stopped;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), interval);
    return () => clearInterval(timer);
  }, [paused, count, interval]);

  if (count === 0) return null;

  const go = (next: number) => {
    setStopped(true);
    setIndex(((next % count) + count) % count);
  };

  return (
    <div
      role="region"
      aria-roledescription="carrossel"
      aria-label={label}
      data-paused={paused}
      className="relative mx-auto max-w-4xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(index + 1);
        else if (event.key === 'ArrowLeft') go(index - 1);
      }}
      onTouchStart={(event) => setTouchX(event.touches[0]?.clientX ?? null)}
      onTouchEnd={(event) => {
        const endX = event.changedTouches[0]?.clientX;
        if (touchX !== null && endX !== undefined && Math.abs(endX - touchX) > 40) {
          go(endX < touchX ? index + 1 : index - 1);
        }
        setTouchX(null);
      }}
    >
      <div className="overflow-hidden rounded-xl">
        <div
          aria-live={paused ? 'polite' : 'off'}
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} de ${count}`}
              aria-hidden={i !== index}
              inert={i !== index}
              className="w-full shrink-0"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="mt-6 flex items-center justify-center gap-4">
          <button
            type="button"
            onClick={() => go(index - 1)}
            aria-label="Anterior"
            className="rounded-full border border-brand-900 p-2 text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
          >
            <Icon name="chevron-left" className="size-5" />
          </button>
          <ul className="flex gap-1">
            {slides.map((_, i) => (
              <li key={i}>
                <button
                  type="button"
                  onClick={() => go(i)}
                  aria-label={`Ir para ${i + 1} de ${count}`}
                  aria-current={i === index ? 'true' : undefined}
                  className="flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-accent-500"
                >
                  <span
                    aria-hidden="true"
                    className={`block size-2.5 rounded-full ${i === index ? 'bg-brand-900' : 'bg-slate-400'}`}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => go(index + 1)}
            aria-label="Próximo"
            className="rounded-full border border-brand-900 p-2 text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
          >
            <Icon name="chevron-right" className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => setStopped((value) => !value)}
            aria-label={stopped ? 'Retomar rotação automática' : 'Pausar rotação automática'}
            className="rounded-full border border-brand-900 p-2 text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
          >
            {stopped ? <Icon name="play" className="size-5" /> : <Icon name="pause" className="size-5" />}
          </button>
        </div>
      )}
    </div>
  );
}
