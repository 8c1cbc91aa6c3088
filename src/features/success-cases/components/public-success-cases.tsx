import { Image } from '@/components/site/image';
import { ErrorToast } from '@/components/site/error-toast/error-toast';
import { Section } from '@/components/site/section';
import { getActiveSuccessCases, type PublicSuccessCase } from '../public-queries';
import { translator } from '@/lib/server/i18n';
import { log } from '@/lib/server/log';
import { inLanguage, translatedType } from '@/lib/server/translations';
import type { Locale } from '@/lib/shared/locale';
import { successCasesType } from '../content-type';

/** Active success cases; nothing at all when there is none (SPEC §4). In English, the translated ones. */
export async function PublicSuccessCases({ locale = 'pt-BR' }: { locale?: Locale }) {
  const t = translator(locale);
  let cases: PublicSuccessCase[];
  try {
    cases = await inLanguage(translatedType(successCasesType), await getActiveSuccessCases(), locale);
  } catch (error) {
    log.error({ err: error }, 'could not load the success cases');
    return <ErrorToast message={t('home.successCases.loadFailed')} />;
  }
  if (cases.length === 0) return null;
  return (
    <Section
      id={locale === 'en' ? 'success-stories' : 'casos-de-sucesso'}
      title={t('home.successCases.title')}
      lead={t('home.successCases.lead')}
    >
      <ul className="grid gap-8 md:grid-cols-2">
        {cases.map((item) => (
          <li key={item.id}>
            <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              {item.imageUrl && (
                <div className="relative aspect-video">
                  <Image
                    src={item.imageUrl}
                    alt=""
                    locale={locale}
                    fill
                    sizes="(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw"
                    className="object-cover"
                  />
                </div>
              )}
              <div className="flex flex-1 flex-col p-6">
                <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{item.area}</p>
                <h3 className="mt-2 text-xl font-semibold text-brand-900">{item.title}</h3>
                <p className="mt-3 text-slate-600">{item.description}</p>
                <p className="mt-4 rounded-md bg-brand-50 p-4 text-slate-700">
                  <strong className="text-brand-900">{t('home.successCases.result')}</strong>
                  {item.result}
                </p>
                {item.clientTestimonial && (
                  <figure className="mt-4 border-l-4 border-accent-500 pl-4">
                    <blockquote className="text-slate-700 italic">“{item.clientTestimonial}”</blockquote>
                    {item.clientName && (
                      <figcaption className="mt-2 text-sm font-medium text-slate-800">
                        {item.clientName}
                      </figcaption>
                    )}
                  </figure>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
