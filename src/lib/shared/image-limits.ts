// Upload limits and messages of SPEC §5 and §9, shared by the browser checks (image field) and the
// server checks (src/lib/server/uploads.ts). Features pick the ones their form needs.

export const MB = 1024 * 1024;
export const MAX_IMAGE_BYTES = 5 * MB;
export const MAX_LOGO_BYTES = 2 * MB;
/** Larger images are refused from their header, before any decoding (a few KB can declare gigapixels). */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const IMAGE_TOO_LARGE = 'Imagem muito grande. Limite de 5MB.';
export const FILE_TOO_LARGE_5MB = 'Arquivo muito grande. Limite de 5MB.';
export const FILE_TOO_LARGE_2MB = 'Arquivo muito grande. Limite de 2MB.';
export const SELECT_FILE_FIRST = 'Selecione um arquivo primeiro';
export const IMAGE_TOO_MANY_PIXELS = 'Imagem muito grande: no máximo 40 megapixels.';
export const NOT_AN_IMAGE = 'Apenas imagens são permitidas (PNG, JPEG, WebP, GIF ou AVIF).';

/** The file picker's filter: the raster formats the server accepts (never SVG). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

/** The browser's own check before upload; the server decodes the content again. */
export function isAcceptedImageType(type: string): boolean {
  return IMAGE_ACCEPT.split(',').includes(type);
}
