import { ErrorToast } from '@/components/site/error-toast/error-toast';
import { translator } from '@/lib/server/i18n';
import { log } from '@/lib/server/log';
import type { Locale } from '@/lib/shared/locale';
import { getPhotosByType, type PublicPhoto } from '../public-queries';
import { OFFICE_GALLERY_MAX } from '../schema';
import { PhotoGallery } from './public-photo-gallery';

/**
 * The office gallery of /apresentacao and /en/about: the generic gallery, read-only, up to 8 photos
 * of type office. In English, the photos whose library item is described in English (a photo's
 * description is its image's, issue 33), that description their caption (and so not repeated as
 * the image's alt text).
 */
export async function OfficeGallery({ locale = 'pt-BR' }: { locale?: Locale }) {
  const t = translator(locale);
  let photos: PublicPhoto[];
  try {
    photos = await getPhotosByType('office', OFFICE_GALLERY_MAX, locale);
  } catch (error) {
    log.error({ err: error }, 'could not load the office gallery');
    return <ErrorToast message={t('about.gallery.failed')} />;
  }
  return (
    <PhotoGallery
      title={t('about.gallery.title')}
      label={t('about.gallery.label')}
      photos={photos}
      max={OFFICE_GALLERY_MAX}
      emptyMessage={t('about.gallery.empty')}
      locale={locale}
      captionDescribes={locale === 'en'}
    />
  );
}
