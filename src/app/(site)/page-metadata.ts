import type { PracticeArea } from '@/features/services-catalog/catalog';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { pageMetadata } from '@/features/site/metadata';
import { addressOf, type STATIC_PAGES } from '@/lib/server/addresses';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';

// Pages in both languages (src/app/(site) and src/app/(en)/en).

export async function servicePageMetadata(area: PracticeArea) {
  const { firmName } = await getSiteSettingsOrDefaults();
  return pageMetadata({ title: area.title, description: area.short, path: area.path }, firmName);
}

type FixedPath = (typeof STATIC_PAGES)[number]['pt-BR'];
type MessageKey = Parameters<ReturnType<typeof translator>>[0];

/** A fixed page's metadata in a language: its title and description from the catalogue, its address. */
export async function fixedPageMetadata(
  path: FixedPath,
  locale: Locale,
  title: MessageKey,
  description: MessageKey,
) {
  const { firmName } = await getSiteSettingsOrDefaults();
  const t = translator(locale);
  return pageMetadata(
    { title: t(title), description: t(description), path: addressOf(path, locale) },
    firmName,
  );
}

export const practiceAreasMetadata = (locale: Locale) =>
  fixedPageMetadata('/servicos', locale, 'practiceAreas.heading', 'practiceAreas.pageDescription');

export const hirePageMetadata = (locale: Locale) =>
  fixedPageMetadata('/contratar-servicos', locale, 'hire.title', 'hire.description');
