import type { PracticeArea } from '@/features/services-catalog/catalog';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { pageMetadata } from '@/features/site/metadata';
import { addressOf } from '@/lib/server/addresses';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';

// Pages in both languages (src/app/(site) and src/app/(en)/en).

export async function servicePageMetadata(area: PracticeArea) {
  const { firmName } = await getSiteSettingsOrDefaults();
  return pageMetadata({ title: area.title, description: area.short, path: area.path }, firmName);
}

export async function practiceAreasMetadata(locale: Locale) {
  const { firmName } = await getSiteSettingsOrDefaults();
  const t = translator(locale);
  return pageMetadata(
    {
      title: t('practiceAreas.heading'),
      description: t('practiceAreas.pageDescription'),
      path: addressOf('/servicos', locale),
    },
    firmName,
  );
}

export async function hirePageMetadata(locale: Locale) {
  const { firmName } = await getSiteSettingsOrDefaults();
  const t = translator(locale);
  return pageMetadata(
    {
      title: t('hire.title'),
      description: t('hire.description'),
      path: addressOf('/contratar-servicos', locale),
    },
    firmName,
  );
}
