import type { PracticeArea } from '@/features/services-catalog/catalog';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { pageMetadata } from '@/features/site/metadata';

export async function servicePageMetadata(area: PracticeArea) {
  const { firmName } = await getSiteSettingsOrDefaults();
  return pageMetadata({ title: area.title, description: area.short, path: `/${area.slug}` }, firmName);
}
