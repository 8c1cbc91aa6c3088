// The rules every text a person types obeys, without zod so the small public forms (zod/mini) and
// the admin forms (zod) share them: no NUL character (PostgreSQL cannot store it) and a maximum
// length, each refused with a pt-BR field message.

/** The field message for text holding a character that cannot be stored (NUL). */
export const INVALID_CHARACTER = 'Caractere inválido';

/** The field message for text longer than its column. */
export const tooLongMessage = (max: number) => `Máximo de ${max} caracteres`;

/** Whether the text can be stored: PostgreSQL refuses the NUL character in text. */
export const isStorableText = (value: string) => !value.includes('\u0000');

/** Text the server derives (e.g. a title from a file name) made storable: no NUL, at most `max` characters. */
export const toStorableText = (value: string, max: number) => value.replaceAll('\u0000', '').slice(0, max);
