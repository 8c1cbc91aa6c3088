// How forms reach the services: a server action turns its FormData into a plain record, and the
// service parses it with the form's own zod schema (so the browser and the server agree).

/** A submitted form as the services take it: field name -> string or File. */
export type FormInput = Record<string, unknown>;

export function formInput(formData: FormData): FormInput {
  return Object.fromEntries(formData.entries());
}

/** A real file from a form value; an empty file input (no bytes) counts as none. */
export function fileOrNull(value: unknown): File | null {
  return value instanceof File && value.size > 0 ? value : null;
}

/** The hidden field an image field sends when the user removed the current image. */
export function clearFieldName(field: string): string {
  return `${field}_remove`;
}

/** The form value naming the media library item chosen for an image field (its URL, issue 33). */
export function libraryFieldName(field: string): string {
  return `${field}_library`;
}

/** A checkbox or flag field that is set. */
export function isChecked(value: unknown): boolean {
  return value === true || value === 'true' || value === 'on';
}
