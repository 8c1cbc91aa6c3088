'use client';

import { CrudScreen } from '@/components/ui/crud-screen';
import { FormField } from '@/components/ui/form-field';
import { ImageField } from '@/components/ui/image-field';
import { ItemActions } from '@/components/ui/item-actions';
import { deletePhotoAction, savePhotoAction } from '../actions';
import { PHOTO_IMAGE, PHOTO_LIMITS, PHOTO_MESSAGES, photoEditSchema, photoUploadFormSchema } from '../schema';
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
    <CrudScreen
      items={photos}
      texts={PHOTO_MESSAGES}
      layout="upload"
      actions={{ save: savePhotoAction, remove: deletePhotoAction }}
      schema={[photoUploadFormSchema(photos.length, max), photoEditSchema]}
      fields={(photo) =>
        photo ? (
          <>
            <FormField
              label="Título"
              name="title"
              defaultValue={photo.title ?? ''}
              maxLength={PHOTO_LIMITS.title}
            />
            <FormField
              label="Descrição"
              name="description"
              multiline
              rows={3}
              defaultValue={photo.description ?? ''}
              maxLength={PHOTO_LIMITS.caption}
            />
          </>
        ) : (
          <>
            <p className="text-sm text-slate-600">{PHOTO_MESSAGES.count(photos.length, max)}</p>
            <input type="hidden" name="type" value={type} />
            <ImageField label={PHOTO_MESSAGES.fileLabel} rule={PHOTO_IMAGE} hint={PHOTO_MESSAGES.fileHint} />
            <FormField
              label="Descrição"
              name="description"
              multiline
              rows={2}
              maxLength={PHOTO_LIMITS.caption}
            />
          </>
        )
      }
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
