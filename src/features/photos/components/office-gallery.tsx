import { ErrorToast } from '@/components/site/error-toast/error-toast';
import { getPhotosByType, type PublicPhoto } from '../public-queries';
import { OFFICE_GALLERY_MAX } from '../schema';
import { PhotoGallery } from './public-photo-gallery';
import { log } from '@/lib/server/log';

/** The office gallery of /apresentacao: the generic gallery, read-only, up to 8 photos of type office. */
export async function OfficeGallery() {
  let photos: PublicPhoto[];
  try {
    photos = await getPhotosByType('office', OFFICE_GALLERY_MAX);
  } catch (error) {
    log.error({ err: error }, 'could not load the office gallery');
    return <ErrorToast message="Erro ao carregar fotos" />;
  }
  return (
    <PhotoGallery
      title="Nosso escritório"
      photos={photos}
      max={OFFICE_GALLERY_MAX}
      emptyMessage="Nenhuma foto do escritório disponível no momento."
    />
  );
}
