'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { isAllowedHref } from '@/lib/shared/rich-text/document';

export const LINK_INVALID = 'Use um endereço http(s), mailto:, tel: ou uma página do site (/contato).';

/** A typed address as a link: 'www.x.com.br' gets https://. */
export function normalizeHref(value: string): string {
  const trimmed = value.trim();
  if (/^(https?:|mailto:|tel:|\/)/i.test(trimmed)) return trimmed;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(trimmed)) return `mailto:${trimmed}`;
  return `https://${trimmed}`;
}

/** 'Link': the address of the selected words (or none, to remove the link). */
export function LinkDialog({
  open,
  current,
  onApply,
  onRemove,
  onClose,
}: {
  open: boolean;
  current: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const [error, setError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    // The dialog sits inside the post's form in React's tree: its submit is its own.
    event.preventDefault();
    event.stopPropagation();
    const value = String(new FormData(event.currentTarget).get('href') ?? '');
    if (!value.trim()) return onRemove();
    const href = normalizeHref(value);
    if (!isAllowedHref(href)) return setError(LINK_INVALID);
    onApply(href);
  }

  return (
    <Modal open={open} onClose={onClose} title="Link" size="sm">
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField
          label="Endereço do link"
          name="href"
          type="url"
          inputMode="url"
          defaultValue={current}
          placeholder="https://"
          error={error}
          onChange={() => setError(undefined)}
        />
        <div className="flex flex-wrap justify-end gap-3">
          {current && (
            <Button variant="secondary" onClick={onRemove}>
              Remover link
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit">Aplicar</Button>
        </div>
      </form>
    </Modal>
  );
}
