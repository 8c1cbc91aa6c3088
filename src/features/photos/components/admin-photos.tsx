'use client';

import { ContentScreen } from '@/components/admin/content-screen';
import { ItemActions } from '@/components/ui/item-actions';
import { photosType } from '../content-type';
import { PHOTO_MESSAGES } from '../schema';
import type { Photo } from '../service';
import { PhotoGrid } from './photo-gallery';

/**
 * /admin/photos, one gallery type (SPEC §2 Photos, §4): the upload block (file selected, preview,
 * 'Enviando...', cleared when done, refused once the gallery holds `max`), then the grid, each
 * photo with 'Editar Foto' (a dialog) and delete after a confirmation. `max` is the server's
 * (galleryMax), which checks it again.
 */
export function AdminPhotos({ type, photos, max }: { type: string; photos: Photo[]; max: number }) {
  return (
    <ContentScreen
      type={photosType}
      items={photos}
      context={{ type, count: photos.length, max }}
      list={(items, controls) => (
        <PhotoGrid
          title={PHOTO_MESSAGES.screenTitle}
          photos={items}
          actions={(photo) => (
            <ItemActions
              onEdit={() => controls.edit(photo)}
              onDelete={() => controls.remove(photo)}
              disabled={controls.busy}
            />
          )}
        />
      )}
    />
  );
}
