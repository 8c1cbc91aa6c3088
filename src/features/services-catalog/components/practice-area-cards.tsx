import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';
import { practiceAreas } from '../catalog';
import { PracticeAreaIcon } from './practice-area-icon';

/** The six practice areas as cards (title, short description, icon) in 1, 2 or 3 columns. */
export function PracticeAreaCards({ locale, headingLevel = 3 }: { locale: Locale; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {practiceAreas(locale).map((area) => (
        <li key={area.slug}>
          <article className="group relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
            <span className="flex size-12 items-center justify-center rounded-lg bg-brand-900 text-accent-400">
              <PracticeAreaIcon icon={area.icon} className="size-6" />
            </span>
            <Heading className="mt-4 text-xl font-semibold text-brand-900">
              <a
                href={area.path}
                className="after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-accent-500"
              >
                {area.title}
              </a>
            </Heading>
            <p className="mt-2 flex-1 text-slate-600">{area.short}</p>
            <p aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700 group-hover:underline">
              {translator(locale)('practiceAreas.learnMore')}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
