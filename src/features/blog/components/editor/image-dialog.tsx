'use client';

import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ImageField } from '@/components/ui/image-field';
import type { LibraryItem } from '@/components/ui/media-library';
import { Modal } from '@/components/ui/modal';
import { useActionRunner } from '@/components/ui/use-action-form';
import type { ActionResult } from '@/lib/shared/action-result';
import { BLOG_BODY_IMAGE, POST_LIMITS } from '../../schema';

/** An image's description: its alt text, or 'Imagem decorativa' (issue 33). */
export interface ImageDescription {
  alt: string;
  decorative: boolean;
}

export interface InsertedImage extends ImageDescription {
  url: string;
  width: number;
  height: number;
}

/** The title and button of the dialog when it describes an image already in the text. */
export const DESCRIBE_IMAGE_LABEL = 'Descrição da imagem';

/**
 * 'Inserir imagem': an image for the text, sent at once through the site's upload path (5 MB,
 * checked, re-encoded, stored under a random name) and inserted where the cursor is, with its
 * description or the 'Imagem decorativa' mark. With `editing`, the same dialog changes the
 * description of the image selected in the text (no file): how an author fixes a refused save.
 */
export function ImageDialog({
  open,
  upload,
  onInsert,
  onClose,
  editing,
  onDescribe,
}: {
  open: boolean;
  upload: (form: FormData) => Promise<ActionResult<{ url: string; width: number; height: number }>>;
  onInsert: (image: InsertedImage) => void;
  onClose: () => void;
  /** The selected image's description, to change it. */
  editing?: ImageDescription | null;
  onDescribe?: (description: ImageDescription) => void;
}) {
  const runner = useActionRunner();
  const hintId = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** 'Escolher da biblioteca': the item is inserted as it is (stored already). */
  const [chosen, setChosen] = useState<LibraryItem | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    // The dialog sits inside the post's form in React's tree: its submit is its own.
    event.preventDefault();
    event.stopPropagation();
    const form = new FormData(event.currentTarget);
    const decorative = form.get('decorative') === 'on';
    const alt = String(form.get('alt') ?? '').trim();
    if (editing) return onDescribe?.({ alt, decorative });
    if (chosen) {
      const { url, width, height } = chosen;
      // The item's own description when none was typed here (it is read from the library anyway).
      return onInsert({
        url,
        width,
        height,
        alt: alt || chosen.altPt || '',
        decorative: decorative || chosen.decorative,
      });
    }
    const file = form.get(BLOG_BODY_IMAGE.field);
    if (!(file instanceof File) || file.size === 0)
      return setErrors({ [BLOG_BODY_IMAGE.field]: 'Selecione um arquivo primeiro' });
    const body = new FormData();
    body.set(BLOG_BODY_IMAGE.field, file);
    // The description becomes the new library item's (issue 33: it lives on the item).
    body.set('alt', decorative ? '' : alt);
    runner.run(() => upload(body), {
      refresh: false,
      toast: true,
      onSuccess: (image) => onInsert({ ...image, alt, decorative }),
      // A refusal of the file is said under it; any other is the toast.
      places: { fields: [BLOG_BODY_IMAGE.field] },
      onFeedback: (feedback) => setErrors(feedback.fieldErrors),
    });
  }

  const title = editing ? DESCRIBE_IMAGE_LABEL : 'Inserir imagem';
  return (
    <Modal open={open} onClose={onClose} title={title} size="sm">
      <form onSubmit={submit} noValidate className="space-y-4">
        {!editing && (
          <>
            <ImageField
              label="Arquivo da imagem"
              rule={BLOG_BODY_IMAGE}
              required
              onLibraryChoice={setChosen}
            />
            {errors[BLOG_BODY_IMAGE.field] && (
              <p role="alert" className="text-sm text-red-700">
                {errors[BLOG_BODY_IMAGE.field]}
              </p>
            )}
          </>
        )}
        <FormField
          label="Descrição da imagem (texto alternativo)"
          name="alt"
          defaultValue={editing?.alt}
          maxLength={POST_LIMITS.imageAlt}
          hint="O que a imagem mostra, para quem não pode vê-la. Obrigatória, a menos que a imagem seja decorativa."
          optional
        />
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            name="decorative"
            defaultChecked={editing?.decorative}
            aria-describedby={hintId}
            className="mt-0.5 size-4 accent-brand-800"
          />
          <span>
            Imagem decorativa
            <span id={hintId} className="block text-xs text-slate-500">
              Marque quando a imagem só enfeita o texto e não traz informação: ela não precisa de descrição e
              os leitores de tela a ignoram.
            </span>
          </span>
        </label>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={runner.pending}>
            Cancelar
          </Button>
          <Button type="submit" disabled={runner.pending}>
            {editing ? 'Aplicar' : runner.pending ? 'Enviando...' : 'Inserir imagem'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
