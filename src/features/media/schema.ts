import { z } from 'zod';
import { MEDIA_LIMITS } from '@/db/schema/limits';
import { isStorableText } from '@/lib/shared/text-rules';
import type { UploadBucket } from '@/lib/shared/upload-buckets';

// The media library (/admin/midia, issue 33): its words, its filters and the fields of an item,
// shared by the screen, 'Escolher da biblioteca' and the server.

export const MEDIA_PAGE_SIZE = 40;
/** What the library itself takes: the site's largest image limit (SPEC §7's 5 MB). */
export const LIBRARY_MAX_BYTES = 5 * 1024 * 1024;
/** The upload route's body (one file and its multipart envelope), read while it streams. */
export const UPLOAD_BODY_MAX_BYTES = 6 * 1024 * 1024;

export const MEDIA_MESSAGES = {
  screenTitle: 'Biblioteca de mídia',
  loadFailed: (detail: string) => `Erro ao carregar a biblioteca: ${detail}`,
  empty: 'Nenhuma imagem na biblioteca.',
  noMatch: 'Nenhuma imagem encontrada.',
  tooLarge: 'Imagem muito grande. Limite de 5MB.',
  uploaded: 'Imagem adicionada à biblioteca.',
  alreadyThere: 'Esta imagem já está na biblioteca: use a existente.',
  uploadFailed: (detail: string) => `Erro ao enviar imagem: ${detail}`,
  saved: 'Imagem atualizada com sucesso!',
  saveFailed: (detail: string) => `Erro ao salvar imagem: ${detail}`,
  replaced: 'Arquivo substituído com sucesso!',
  replaceFailed: (detail: string) => `Erro ao substituir arquivo: ${detail}`,
  deleted: 'Imagem excluída com sucesso!',
  deleteFailed: (detail: string) => `Erro ao excluir imagem: ${detail}`,
  inUse: (places: readonly string[]) => `Esta imagem está em uso em: ${places.join('; ')}.`,
  notFound: 'Imagem não encontrada.',
  choose: 'Escolher da biblioteca',
  search: 'Buscar',
  filterLabel: 'Filtrar imagens',
  kind: 'Tipo',
  allKinds: 'Todos',
  show: 'Mostrar',
  allItems: 'Todas',
  dropZone: 'Arraste imagens para cá ou escolha arquivos',
  chooseFiles: 'Escolher arquivos',
  uploadsLabel: 'Envios',
  openExisting: 'Abrir a imagem existente',
  gridLabel: 'Imagens da biblioteca',
  select: (name: string) => `Selecionar ${name}`,
  open: (name: string) => `Abrir ${name}`,
  deleteSelected: 'Excluir selecionadas',
  confirmDeleteTitle: 'Excluir imagens',
  confirmDelete: (count: number) =>
    count === 1
      ? 'Tem certeza que deseja excluir a imagem selecionada?'
      : `Tem certeza que deseja excluir as ${count} imagens selecionadas?`,
  confirmDeleteOne: 'Tem certeza que deseja excluir esta imagem?',
  deleteLabel: 'Excluir',
  deleting: 'Excluindo...',
  count: (total: number) => (total === 1 ? '1 imagem' : `${total} imagens`),
  detailsTitle: 'Detalhes da imagem',
  altPt: 'Texto alternativo (português)',
  altEn: 'Texto alternativo (inglês)',
  decorative: 'Imagem decorativa',
  kept: 'Manter na biblioteca',
  focalHint: 'Clique na imagem para marcar o ponto focal (ou use as setas no marcador).',
  focalMarker: (x: number, y: number) => `Ponto focal: ${x}% horizontal, ${y}% vertical`,
  focalX: 'Ponto focal horizontal (%)',
  focalY: 'Ponto focal vertical (%)',
  save: 'Salvar',
  usedIn: 'Onde é usada',
  notUsed: 'Não usada em nenhum conteúdo.',
  replace: 'Substituir arquivo',
  replaceButton: 'Substituir',
  replacing: 'Substituindo...',
  fileName: 'Arquivo',
  dimensions: 'Dimensões',
  size: 'Tamanho',
  uploadedAt: 'Enviada em',
  uploadedBy: 'Enviada por',
  unknownUploader: 'Desconhecido',
  unnamed: 'Imagem sem nome',
} as const;

/** The kinds the screen filters by: where the file was first uploaded (its bucket). */
export const MEDIA_KINDS: Record<UploadBucket, string> = {
  library: 'Enviadas à biblioteca',
  news: 'Notícias',
  blog: 'Blog',
  photos: 'Fotos, logos e casos de sucesso',
  backgrounds: 'Imagens de fundo',
  tips: 'Dicas',
  'client-logos': 'Logos de clientes',
};

export const MEDIA_FILTERS = {
  'sem-alt': 'Sem texto alternativo',
  'nao-usada': 'Não usada',
} as const;
export type MediaFilter = keyof typeof MEDIA_FILTERS;

const SEARCH_MAX = 100;
/** A description's length (its column's), for the form's fields. */
export const MEDIA_ALT_MAX = MEDIA_LIMITS.alt;

/** The screen's query string (and the picker's): search, kind, filter, page. */
export const mediaQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_MAX).refine(isStorableText).optional().catch(undefined),
  tipo: z
    .enum(Object.keys(MEDIA_KINDS) as [UploadBucket, ...UploadBucket[]])
    .optional()
    .catch(undefined),
  filtro: z
    .enum(Object.keys(MEDIA_FILTERS) as [MediaFilter, ...MediaFilter[]])
    .optional()
    .catch(undefined),
  pagina: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type MediaQuery = z.infer<typeof mediaQuerySchema>;

const alt = z
  .string()
  .trim()
  .max(MEDIA_LIMITS.alt, `Máximo de ${MEDIA_LIMITS.alt} caracteres.`)
  .refine(isStorableText, 'Texto inválido.');
const percent = z.coerce.number().int().min(0).max(100);

const checkbox = z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean());

/** An item's descriptions and framing (its form at /admin/midia). */
export const mediaItemSchema = z.object({
  alt_pt: alt.default(''),
  alt_en: alt.default(''),
  /** 'Imagem decorativa': a checkbox. */
  decorative: checkbox,
  /** 'Manter na biblioteca': stays, as 'Não usada', when the content that showed it lets it go. */
  kept: checkbox,
  focal_x: percent.default(50),
  focal_y: percent.default(50),
});
export type MediaItemInput = z.infer<typeof mediaItemSchema>;

/** An item as the screen and the picker show it. */
export interface MediaItemView {
  id: string;
  url: string;
  bucket: UploadBucket;
  fileName: string | null;
  bytes: number;
  width: number;
  height: number;
  altPt: string | null;
  altEn: string | null;
  decorative: boolean;
  focalX: number;
  focalY: number;
  kept: boolean;
  createdAt: string;
  /** The uploader's name (or e-mail); null when unknown (a catalogued file, a removed account). */
  uploadedBy: string | null;
  /** Shown by some content (an item, a revision, a draft). */
  used: boolean;
}

export interface MediaPage {
  items: MediaItemView[];
  total: number;
  page: number;
  pageCount: number;
}

/** One place that shows an image ('Onde é usada'), linked to its editor. */
export interface MediaUsage {
  label: string;
  href: string;
}

/** Whether an item has a description a screen reader can read, or needs none. */
export const isDescribed = (item: Pick<MediaItemView, 'altPt' | 'decorative'>) =>
  item.decorative || Boolean(item.altPt?.trim());
