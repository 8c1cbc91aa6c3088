import { useId, type ReactNode } from 'react';
import { Image } from '@/components/site/image';
import { EmptyState } from '@/components/ui/empty-state';
import { PHOTO_MESSAGES } from '../schema';

export interface GalleryPhoto {
  id: string;
  url: string;
  title: string | null;
  description: string | null;
}

/** The grid of photo cards (1/2/3 columns, SPEC §2 Photos), each with its controls if given. */
export function PhotoGrid<P extends GalleryPhoto>({
  title,
  photos,
  actions,
}: {
  title: string;
  photos: P[];
  actions?: (photo: P) => ReactNode;
}) {
  return (
    <ul
      aria-label={PHOTO_MESSAGES.list(title)}
      className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
    >
      {photos.map((photo) => (
        <li key={photo.id}>
          <figure className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
            <div className="relative aspect-3/2 bg-slate-100">
              <Image
                src={photo.url}
                alt={photo.description || photo.title || PHOTO_MESSAGES.untitled}
                fill
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="object-cover"
              />
            </div>
            <figcaption className="flex flex-1 flex-col gap-1 p-4">
              {photo.title && <span className="font-semibold break-words text-brand-900">{photo.title}</span>}
              {photo.description && <span className="text-sm text-slate-600">{photo.description}</span>}
              {actions && <span className="mt-auto flex flex-wrap gap-2 pt-3">{actions(photo)}</span>}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/**
 * The generic photo gallery by type, read-only (SPEC §2 Photos): its title and at most `max`
 * photos, as plain server-rendered HTML. The admin photo manager is the same grid on CrudScreen
 * (admin-photos.tsx).
 */
export function PhotoGallery({
  title,
  photos,
  max,
  emptyMessage,
}: {
  title: string;
  /** Newest first. */
  photos: GalleryPhoto[];
  /** How many photos the gallery shows at most (its caller's, SPEC §9). */
  max: number;
  /** What an empty gallery says; without it, an empty gallery renders nothing. */
  emptyMessage?: string;
}) {
  const titleId = useId();
  const shown = photos.slice(0, max);
  if (shown.length === 0 && !emptyMessage) return null;
  return (
    <section aria-labelledby={titleId} className="space-y-6">
      <h2 id={titleId} className="text-3xl font-bold text-brand-900">
        {title}
      </h2>
      {shown.length === 0 ? (
        <EmptyState message={emptyMessage!} />
      ) : (
        <PhotoGrid title={title} photos={shown} />
      )}
    </section>
  );
}
