import { Image } from '@/components/site/image';
import { ErrorToast } from '@/components/site/error-toast/error-toast';
import { Section } from '@/components/site/section';
import { RatingStars } from '@/components/ui/rating-stars';
import { getActiveTestimonials, type PublicTestimonial } from '../public-queries';
import { translator } from '@/lib/server/i18n';
import { log } from '@/lib/server/log';
import { inLanguage, translatedType } from '@/lib/server/translations';
import type { Locale } from '@/lib/shared/locale';
import { testimonialsType } from '../content-type';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/**
 * Active testimonials in three columns on wide screens; nothing when none is active (SPEC §4, §9).
 * In English, those with an English version (ADR 0028).
 */
export async function PublicTestimonials({ locale = 'pt-BR' }: { locale?: Locale }) {
  const t = translator(locale);
  let testimonials: PublicTestimonial[];
  try {
    testimonials = await inLanguage(translatedType(testimonialsType), await getActiveTestimonials(), locale);
  } catch (error) {
    log.error({ err: error }, 'could not load the testimonials');
    return <ErrorToast message={t('home.testimonials.loadFailed')} />;
  }
  if (testimonials.length === 0) return null;
  return (
    <Section
      id={locale === 'en' ? 'testimonials' : 'depoimentos'}
      title={t('home.testimonials.title')}
      lead={t('home.testimonials.lead')}
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="testimonials-grid">
        {testimonials.map((item) => (
          <li key={item.id}>
            <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <RatingStars rating={item.rating} size="md" />
              <blockquote className="mt-4 flex-1 text-slate-700">“{item.comment}”</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                {item.avatarUrl ? (
                  <Image
                    src={item.avatarUrl}
                    alt=""
                    locale={locale}
                    width={48}
                    height={48}
                    className="size-12 rounded-full object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex size-12 items-center justify-center rounded-full bg-brand-900 font-semibold text-white"
                  >
                    {initials(item.name)}
                  </span>
                )}
                <span>
                  <span className="block font-semibold text-brand-900">{item.name}</span>
                  <span className="block text-sm text-slate-600">{item.company}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
