'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ImageField } from '@/components/ui/image-field';
import { Modal } from '@/components/ui/modal';
import { useActionRunner } from '@/components/ui/use-action-form';
import type { ActionResult } from '@/lib/shared/action-result';
import { BLOG_BODY_IMAGE, POST_LIMITS } from '../../schema';

export interface InsertedImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * 'Imagem': an image for the text, sent at once through the site's upload path (5 MB, checked,
 * re-encoded, stored under a random name) and inserted where the cursor is.
 */
export function ImageDialog({
  open,
  upload,
  onInsert,
  onClose,
}: {
  open: boolean;
  upload: (form: FormData) => Promise<ActionResult<{ url: string; width: number; height: number }>>;
  onInsert: (image: InsertedImage) => void;
  onClose: () => void;
}) {
  const runner = useActionRunner();
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    // The dialog sits inside the post's form in React's tree: its submit is its own.
    event.preventDefault();
    event.stopPropagation();
    const form = new FormData(event.currentTarget);
    const alt = String(form.get('alt') ?? '').trim();
    const file = form.get(BLOG_BODY_IMAGE.field);
    if (!(file instanceof File) || file.size === 0)
      return setErrors({ [BLOG_BODY_IMAGE.field]: 'Selecione um arquivo primeiro' });
    const body = new FormData();
    body.set(BLOG_BODY_IMAGE.field, file);
    runner.run(() => upload(body), {
      refresh: false,
      toast: true,
      onSuccess: (image) => onInsert({ ...image, alt }),
      // A refusal of the file is said under it; any other is the toast.
      places: { fields: [BLOG_BODY_IMAGE.field] },
      onFeedback: (feedback) => setErrors(feedback.fieldErrors),
    });
  }

  return (
    <Modal open={open} onClose={onClose} title="Inserir imagem" size="sm">
      <form onSubmit={submit} noValidate className="space-y-4">
        <ImageField label="Arquivo da imagem" rule={BLOG_BODY_IMAGE} required />
        {errors[BLOG_BODY_IMAGE.field] && (
          <p role="alert" className="text-sm text-red-700">
            {errors[BLOG_BODY_IMAGE.field]}
          </p>
        )}
        <FormField
          label="Descrição da imagem (texto alternativo)"
          name="alt"
          maxLength={POST_LIMITS.imageAlt}
          hint="O que a imagem mostra, para quem não pode vê-la."
          optional
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={runner.pending}>
            Cancelar
          </Button>
          <Button type="submit" disabled={runner.pending}>
            {runner.pending ? 'Enviando...' : 'Inserir imagem'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
