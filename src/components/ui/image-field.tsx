'use client';

import { useEffect, useId, useRef, useState } from 'react';
import Image from 'next/image';
import { clearFieldName, libraryFieldName } from '@/lib/shared/form-data';
import { declaresMorePixelsThan } from '@/lib/shared/image-header';
import {
  IMAGE_ACCEPT,
  IMAGE_TOO_MANY_PIXELS,
  isAcceptedImageType,
  MAX_IMAGE_PIXELS,
  NOT_AN_IMAGE,
} from '@/lib/shared/image-limits';
import { useFieldError } from './action-form';
import { Button } from './button';
import { FieldError } from './form-field';
import { LibraryDialog, useMediaLibrary, type LibraryItem } from './media-library';

/** What a file field accepts: the same rule the server checks (see src/lib/server/uploads.ts). */
export interface ImageFieldRule {
  /** The spec's field name, e.g. 'image_url'; the file is sent under it. */
  field: string;
  maxBytes: number;
  /** The spec's size message, e.g. 'Imagem muito grande. Limite de 5MB.' */
  tooLargeMessage: string;
  /** Offers 'Escolher da biblioteca' (true unless false: the declaration's `library`). */
  library?: boolean;
}

export interface ImageFieldProps {
  /** The feature's rule for the field (e.g. NEWS_IMAGE), the one its server check uses. */
  rule: ImageFieldRule;
  label: string;
  /** The stored image when editing: shown, and removable. */
  currentUrl?: string | null;
  required?: boolean;
  hint?: string;
  /** Called with the chosen file (or null), e.g. to fill a title from the file name. */
  onFileChange?: (file: File | null) => void;
  /** Called with the library item chosen instead of a file (or null when it is dropped). */
  onLibraryChoice?: (item: LibraryItem | null) => void;
}

/**
 * An image-only file input with a preview, and 'Escolher da biblioteca' (a media library item, sent
 * as `<name>_library`, held to the same size limit). Too large or non-image files are refused in
 * the browser with the given message (the server checks again). Removing the current image sends
 * `<name>_remove`, so the server clears it.
 */
export function ImageField(props: ImageFieldProps) {
  const { rule, label, currentUrl = null, required = false, hint, onFileChange, onLibraryChoice } = props;
  const { field: name, maxBytes, tooLargeMessage } = rule;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { error: serverError, clearError } = useFieldError(name);
  const [localError, setLocalError] = useState<string>();
  const [preview, setPreview] = useState<string | null>(null);
  const [removed, setRemoved] = useState(false);
  const library = useMediaLibrary();
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState<LibraryItem | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function choose(file: File | null) {
    clearError();
    setLocalError(undefined);
    setPreview(null);
    setChosen(null);
    onLibraryChoice?.(null);
    const refusal = !file
      ? undefined
      : file.size > maxBytes
        ? tooLargeMessage
        : !isAcceptedImageType(file.type)
          ? NOT_AN_IMAGE
          : // Read from the header: previewing a file that declares gigapixels would hang the page.
            declaresMorePixelsThan(new Uint8Array(await file.arrayBuffer()), MAX_IMAGE_PIXELS)
            ? IMAGE_TOO_MANY_PIXELS
            : undefined;
    if (refusal && input.current) {
      setLocalError(refusal);
      input.current.value = '';
    }
    const accepted = file && !refusal ? file : null;
    if (accepted) setPreview(URL.createObjectURL(accepted));
    onFileChange?.(accepted);
  }

  function clear() {
    if (input.current) input.current.value = '';
    if (!preview && !chosen) setRemoved(true);
    void choose(null);
  }

  /** A library item: refused here when over the field's own limit (a 2 MB logo's), as a file is. */
  function chooseFromLibrary(item: LibraryItem) {
    setChoosing(false);
    void choose(null).then(() => {
      if (item.bytes > maxBytes) return setLocalError(tooLargeMessage);
      if (input.current) input.current.value = '';
      setChosen(item);
      onLibraryChoice?.(item);
    });
  }

  const error = localError ?? serverError;
  const shown = preview ?? chosen?.url ?? (removed ? null : currentUrl);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        name={name}
        accept={IMAGE_ACCEPT}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
        }
        onChange={(event) => void choose(event.currentTarget.files?.[0] ?? null)}
        className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-900 hover:file:bg-brand-50"
      />
      {library && rule.library !== false && (
        <>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => setChoosing(true)}>
            Escolher da biblioteca
          </Button>
          <LibraryDialog open={choosing} onClose={() => setChoosing(false)} onChoose={chooseFromLibrary} />
        </>
      )}
      {chosen && <input type="hidden" name={libraryFieldName(name)} value={chosen.url} />}
      {removed && !preview && !chosen && <input type="hidden" name={clearFieldName(name)} value="true" />}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
      {shown && (
        <div className="mt-2 flex items-end gap-3">
          <Image
            src={shown}
            alt={`Pré-visualização: ${label}`}
            width={160}
            height={100}
            unoptimized
            className="h-24 w-40 rounded-md border border-slate-200 object-cover"
          />
          <Button variant="secondary" size="sm" onClick={clear}>
            Remover imagem
          </Button>
        </div>
      )}
    </div>
  );
}
