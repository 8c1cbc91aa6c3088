import { useId } from 'react';
import { Image } from '@/components/site/image';
import { EmptyState } from '@/components/ui/empty-state';
import { DEFAULT_PHOTO_MAX } from '../schema';
import { PhotoCardActions } from './photo-card-actions';
import { PhotoUploadForm } from './photo-upload-form';

export interface GalleryPhoto {
  id: string;
  url: string;
  title: string | null;
  description: string | null;
  version?: number;
}

export interface PhotoGalleryProps {
  title: string;
  /** The gallery's photo type (e.g. 'office', 'advogado'): where uploads go. */
  type: string;
  /** Newest first. */
  photos: GalleryPhoto[];
  /** Upload, edit and delete (the admin photo manager). Without them the gallery is read-only. */
  controls?: boolean;
  /** How many photos the gallery holds at most: uploads stop there, read-only shows no more. */
  max?: number;
  /** What an empty gallery says; read-only without it, an empty gallery renders nothing. */
  emptyMessage?: string;
}

/**
 * The generic photo gallery by type (SPEC §2 Photos): title (the admin screen's own heading when
 * controls are shown), the add-photo upload when controls are shown, and a grid of 1/2/3 columns of photo cards with edit and delete when controls are shown.
 * Read-only, it is plain server-rendered HTML: no client code is sent for it.
 */
export function PhotoGallery({
  title,
  type,
  photos,
  controls = false,
  max = DEFAULT_PHOTO_MAX,
  emptyMessage,
}: PhotoGalleryProps) {
  const titleId = useId();
  const shown = controls ? photos : photos.slice(0, max);
  if (!controls && shown.length === 0 && !emptyMessage) return null;

  return (
    <section
      aria-labelledby={controls ? undefined : titleId}
      aria-label={controls ? title : undefined}
      className="space-y-6"
    >
      {!controls && (
        <h2 id={titleId} className="text-3xl font-bold text-brand-900">
          {title}
        </h2>
      )}
      {controls && <PhotoUploadForm type={type} max={max} count={photos.length} />}
      {shown.length === 0 ? (
        <EmptyState message={emptyMessage ?? 'Nenhuma foto cadastrada.'} />
      ) : (
        <ul aria-label={`Fotos: ${title}`} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((photo) => (
            <li key={photo.id}>
              <PhotoCard photo={photo} controls={controls} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PhotoCard({ photo, controls }: { photo: GalleryPhoto; controls: boolean }) {
  return (
    <figure className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-3/2 bg-slate-100">
        <Image
          src={photo.url}
          alt={photo.description || photo.title || 'Foto'}
          fill
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="object-cover"
        />
      </div>
      <figcaption className="flex flex-1 flex-col gap-1 p-4">
        {photo.title && <span className="font-semibold break-words text-brand-900">{photo.title}</span>}
        {photo.description && <span className="text-sm text-slate-600">{photo.description}</span>}
        {controls && (
          <span className="mt-auto flex flex-wrap gap-2 pt-3">
            <PhotoCardActions photo={photo} />
          </span>
        )}
      </figcaption>
    </figure>
  );
}
