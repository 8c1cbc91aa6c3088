import Image from 'next/image';
import { ErrorToast } from '@/components/site/error-toast';
import { getPhotosByType, OFFICE_GALLERY_MAX, type PublicPhoto } from '../public-queries';

/** Read-only gallery of the office: up to 8 photos of type office, newest first (SPEC §2, §9). */
export async function OfficeGallery() {
  let photos: PublicPhoto[];
  try {
    photos = await getPhotosByType('office', OFFICE_GALLERY_MAX);
  } catch (error) {
    console.error('[photos] could not load the office gallery:', error);
    return <ErrorToast message="Erro ao carregar fotos" />;
  }
  if (photos.length === 0) {
    return <p className="text-center text-slate-600">Nenhuma foto do escritório disponível no momento.</p>;
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Fotos do escritório">
      {photos.map((photo) => (
        <li key={photo.id}>
          <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            <div className="relative aspect-3/2">
              <Image
                src={photo.url}
                alt={photo.description || photo.title || 'Foto do escritório'}
                fill
                sizes="(min-width: 1152px) 360px, (min-width: 640px) 50vw, 100vw"
                className="object-cover"
              />
            </div>
            {(photo.title || photo.description) && (
              <figcaption className="p-4">
                {photo.title && <span className="block font-semibold text-brand-900">{photo.title}</span>}
                {photo.description && (
                  <span className="mt-1 block text-sm text-slate-600">{photo.description}</span>
                )}
              </figcaption>
            )}
          </figure>
        </li>
      ))}
    </ul>
  );
}
