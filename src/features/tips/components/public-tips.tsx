import { Image } from '@/components/site/image';
import { Carousel } from '@/components/site/carousel/carousel';
import { ErrorToast } from '@/components/site/error-toast/error-toast';
import { Section } from '@/components/site/section';
import { translator } from '@/lib/server/i18n';
import { log } from '@/lib/server/log';
import { inLanguage, translatedType } from '@/lib/server/translations';
import type { Locale } from '@/lib/shared/locale';
import { tipsType } from '../content-type';
import { getActiveTips, type PublicTip } from '../public-queries';

/** SPEC §9: the tips carousel advances every 5000 ms. */
export const TIPS_AUTOPLAY_MS = 5000;

/**
 * The useful-tips carousel; nothing at all when no tip is active (SPEC §4). In English, the tips
 * with an English version, in it (ADR 0028).
 */
export async function PublicTips({ locale = 'pt-BR' }: { locale?: Locale }) {
  const t = translator(locale);
  let tips: PublicTip[];
  try {
    tips = await inLanguage(translatedType(tipsType), await getActiveTips(), locale);
  } catch (error) {
    log.error({ err: error }, 'could not load the tips');
    return <ErrorToast message={t('home.tips.failed')} />;
  }
  if (tips.length === 0) return null;
  return (
    <Section
      id={locale === 'en' ? 'tips' : 'dicas'}
      title={t('home.tips.title')}
      lead={t('home.tips.lead')}
      tone="muted"
    >
      <Carousel label={t('home.tips.carousel')} interval={TIPS_AUTOPLAY_MS} locale={locale}>
        {tips.map((tip) => (
          <article key={tip.id} className="grid overflow-hidden rounded-xl bg-white shadow-sm md:grid-cols-2">
            {tip.imageUrl && (
              <div className="relative aspect-video md:aspect-auto md:min-h-72">
                <Image
                  src={tip.imageUrl}
                  alt=""
                  locale={locale}
                  fill
                  sizes="(min-width: 896px) 448px, (min-width: 768px) 50vw, 100vw"
                  className="object-cover"
                />
              </div>
            )}
            <div className="flex flex-col justify-center p-6 sm:p-8">
              <h3 className="text-xl font-semibold text-brand-900">{tip.title}</h3>
              <p className="mt-3 text-slate-600">{tip.content}</p>
              {tip.author && (
                <p className="mt-5 flex items-center gap-3 text-sm font-medium text-slate-800">
                  {tip.authorPhotoUrl && (
                    <Image
                      src={tip.authorPhotoUrl}
                      alt=""
                      locale={locale}
                      width={40}
                      height={40}
                      className="size-10 rounded-full object-cover"
                    />
                  )}
                  {tip.author}
                </p>
              )}
            </div>
          </article>
        ))}
      </Carousel>
    </Section>
  );
}
