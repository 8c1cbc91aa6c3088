import type { ComponentType, ReactNode } from 'react';
import { PlainImage, type PlainImageProps } from '@/components/site/plain-image';
import type { Locale } from '@/lib/shared/locale';
import { PHOTO_MESSAGES } from '../schema';

export interface GalleryPhoto {
  id: string;
  url: string;
  title: string | null;
  description: string | null;
  version?: number;
}

/**
 * The grid of photo cards (1/2/3 columns, SPEC §2 Photos), each with its controls if given. The
 * public gallery draws each photo with the public Image (its library description and focal point:
 * ./public-photo-gallery.tsx); the admin's, in the browser, with PlainImage.
 */
export function PhotoGrid<P extends GalleryPhoto>({
  title,
  photos,
  label = PHOTO_MESSAGES.list(title),
  actions,
  Picture = PlainImage,
  locale,
  captionDescribes = false,
}: {
  title: string;
  /** The list's name ('Fotos: {title}' in Portuguese). */
  label?: string;
  photos: P[];
  actions?: (photo: P) => ReactNode;
  Picture?: ComponentType<PlainImageProps>;
  /** The page's language: each image's description in it. */
  locale?: Locale;
  /** The caption is the image's description: the image itself says nothing more (alt=""). */
  captionDescribes?: boolean;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {photos.map((photo) => (
        <li key={photo.id}>
          <figure className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
            <div className="relative aspect-3/2 bg-slate-100">
              <Picture
                src={photo.url}
                alt={photo.description || photo.title || PHOTO_MESSAGES.untitled}
                fill
                locale={locale}
                decorative={captionDescribes}
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
