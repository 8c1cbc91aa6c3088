import 'server-only';
import { addressOf } from '@/lib/server/addresses';
import { catalogue } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';

// The six practice areas of the firm (SPEC §2): the /servicos cards and the static service pages.
// Their texts are in the catalogue (src/messages, `practiceAreas.areas`), in each language.

export type ServiceIcon = 'briefcase' | 'calculator' | 'trending-up' | 'scroll' | 'building' | 'shield';

const AREAS = [
  { slug: 'advocacia-empresarial', icon: 'briefcase' },
  { slug: 'advocacia-tributaria', icon: 'calculator' },
  { slug: 'recuperacao-judicial', icon: 'trending-up' },
  { slug: 'direito-sucessoes', icon: 'scroll' },
  { slug: 'direito-imobiliario', icon: 'building' },
  { slug: 'direito-consumidor', icon: 'shield' },
] as const;

export type PracticeAreaSlug = (typeof AREAS)[number]['slug'];

export interface PracticeArea {
  /** The Portuguese page's route, e.g. 'advocacia-empresarial' for /advocacia-empresarial. */
  slug: PracticeAreaSlug;
  /** The page's address in the language asked for. */
  path: string;
  title: string;
  /** The card's short description. */
  short: string;
  icon: ServiceIcon;
  /** The page's opening paragraphs. */
  intro: string[];
  /** Heading of the bullet list. */
  listTitle: string;
  services: string[];
}

/** The six practice areas, in the language asked for. */
export function practiceAreas(locale: Locale): PracticeArea[] {
  return AREAS.map(({ slug }) => practiceArea(slug, locale));
}

export function practiceArea(slug: PracticeAreaSlug, locale: Locale): PracticeArea {
  const { icon } = AREAS.find((area) => area.slug === slug)!;
  const texts = catalogue(locale).practiceAreas.areas[slug];
  return { slug, icon, path: addressOf(`/${slug}`, locale), ...texts };
}
