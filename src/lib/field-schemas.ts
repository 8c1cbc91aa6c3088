import { z } from 'zod';

// Small zod pieces the admin forms share (browser and server), beside each feature's schema.

/** Whether a form value is a chosen file: an empty file input sends a nameless, empty File. */
export function isChosenFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File && (value.size > 0 || value.name !== '');
}

/** A required file field, refused with the spec's message when nothing was chosen. */
export const chosenFile = (message: string) => z.custom<File>(isChosenFile, { error: message });

/** An optional text field: trimmed, at most `max` characters, empty stored as null. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} muito longo (máximo de ${max} caracteres).` })
    .optional()
    .transform((value) => value || null);

/** A row id as the lists send it back. */
export const idSchema = z.string().min(1).max(100);

/** The active flag of a row, set from its list (SPEC §4). */
export const activeToggleSchema = z.object({ id: idSchema, active: z.boolean() });
