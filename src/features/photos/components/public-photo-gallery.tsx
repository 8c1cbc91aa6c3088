import { useId } from 'react';
import { Image } from '@/components/site/image';
import { EmptyState } from '@/components/ui/empty-state';
import type { Locale } from '@/lib/shared/locale';
import { PhotoGrid, type GalleryPhoto } from './photo-gallery';

/**
 * The generic photo gallery by type, read-only (SPEC §2 Photos): its title and at most `max`
 * photos, as plain server-rendered HTML. The admin photo manager is the same grid on CrudScreen
 * (admin-photos.tsx).
 */
export function PhotoGallery({
  title,
  label,
  photos,
  max,
  emptyMessage,
  locale,
  captionDescribes,
}: {
  title: string;
  label?: string;
  locale?: Locale;
  captionDescribes?: boolean;
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
        <PhotoGrid
          title={title}
          label={label}
          photos={shown}
          Picture={Image}
          locale={locale}
          captionDescribes={captionDescribes}
        />
      )}
    </section>
  );
}
