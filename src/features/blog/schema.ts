import { z } from 'zod';
import { ALERT_AREA_SLUGS, BLOG_LIMITS, CONTENT_LIMITS as MAX } from '@/db/schema/limits';
import { commaList, optionalText, requiredText } from '@/lib/shared/field-schemas';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '@/lib/shared/image-limits';
import { isChecked } from '@/lib/shared/form-data';
import { docFromPlainText, sanitizeDoc, textOf, type RichDoc } from '@/lib/shared/rich-text/document';
import { slugify } from '@/lib/shared/slug';
import { UPLOAD_BUCKETS } from '@/lib/shared/upload-buckets';
import { INVALID_CHARACTER, isStorableText, tooLongMessage } from '@/lib/shared/text-rules';

// The blog post form (SPEC §2 Blog posts, §5, §8 Admin content; issue 21): title, summary, content
// and author required; the content is the editor's JSON (rich text, ADR 0013) whose text has at
// most 20,000 characters; the address (slug) is made from the title unless typed; tags typed as one
// text separated by commas; the SEO fields; images of at most 5 MB.

/** The lengths of the post's own fields, for the browser's forms (which may not import src/db). */
export const POST_LIMITS = BLOG_LIMITS;

export const CONTENT_REQUIRED = 'O conteúdo é obrigatório';
export const SLUG_INVALID = 'Use letras, números e hífens.';
export const SLUG_TAKEN = 'Este endereço já está em uso por outro post.';
export const SLUG_RESERVED = 'Este endereço é reservado pelo site.';

/** Addresses under /blog that are pages of their own, never a post's. */
// Pages of their own under /blog and /en/blog (issue 34: 'search' and 'page' in English).
export const RESERVED_SLUGS = ['tag', 'busca', 'pagina', 'feed', 'search', 'page'] as const;

/** The JSON a form may post, far above any real post (20,000 characters of text plus formatting). */
const CONTENT_JSON_MAX = 1_000_000;

/**
 * In the browser, an address shaped like one of the site's uploads (the blog's own, or any media
 * library item: issue 33); the server checks each one against the real storage before saving and
 * before rendering (features/blog/rich-content.ts).
 */
const UPLOAD_ADDRESS = new RegExp(
  `^(?:/media|https?://[^\\s"'<>?#]+)/(?:${UPLOAD_BUCKETS.join('|')})/(?:[a-z0-9_-]+/)*[a-z0-9_-]+\\.(?:png|jpe?g|webp|gif|avif)$`,
);
export const looksLikeUpload = (src: string) => UPLOAD_ADDRESS.test(src);

/** The editor's JSON, or (older clients, scripts) plain text with one paragraph per line. */
export function parseContent(value: string, isAllowedImage = looksLikeUpload): RichDoc {
  const trimmed = value.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (typeof parsed === 'object' && parsed !== null && (parsed as { type?: unknown }).type === 'doc')
        return sanitizeDoc(parsed, { isAllowedImage });
    } catch {
      // not JSON: taken as text
    }
  }
  return docFromPlainText(value);
}

const contentField = z
  .string({ error: CONTENT_REQUIRED })
  .max(CONTENT_JSON_MAX, tooLongMessage(MAX.content))
  .refine(isStorableText, INVALID_CHARACTER)
  .transform((value) => parseContent(value))
  .superRefine((doc, context) => {
    const length = textOf(doc).length;
    if (length === 0) context.addIssue({ code: 'custom', message: CONTENT_REQUIRED });
    else if (length > MAX.content) context.addIssue({ code: 'custom', message: tooLongMessage(MAX.content) });
  });

/** 'Endereço (slug)': typed words become a slug; empty means "from the title". */
const slugField = optionalText(BLOG_LIMITS.slug)
  .refine((value) => value === null || slugify(value) !== '', SLUG_INVALID)
  .transform((value) => (value === null ? null : slugify(value)))
  .refine((value) => value === null || !(RESERVED_SLUGS as readonly string[]).includes(value), SLUG_RESERVED);

export const blogPostSchema = z.object({
  title: requiredText('O título é obrigatório', MAX.title),
  slug: slugField,
  summary: requiredText('O resumo é obrigatório', MAX.summary),
  content: contentField,
  author: requiredText('O autor é obrigatório', MAX.author),
  tags: commaList({ max: MAX.tagsField, itemMax: MAX.tag, count: MAX.tagCount }),
  seo_title: optionalText(BLOG_LIMITS.seoTitle),
  seo_description: optionalText(BLOG_LIMITS.seoDescription),
  noindex: z.unknown().optional().transform(isChecked),
  // 'Áreas do informativo' (issue 35): the practice areas' slugs, separated by commas.
  alert_topics: z
    .string()
    .max(400)
    .optional()
    .transform((value) =>
      [...new Set((value ?? '').split(',').map((item) => item.trim()))].filter((item) =>
        (ALERT_AREA_SLUGS as readonly string[]).includes(item),
      ),
    ),
});
export type BlogPostInput = z.output<typeof blogPostSchema>;

export const BLOG_IMAGE = {
  field: 'image_url',
  maxBytes: MAX_IMAGE_BYTES,
  tooLargeMessage: IMAGE_TOO_LARGE,
} as const;

/** 'Imagem para redes sociais' (issue 21): the post's image when none is chosen. */
export const BLOG_SOCIAL_IMAGE = { ...BLOG_IMAGE, field: 'social_image_url' } as const;

/** An image inserted in the text by the editor. */
export const BLOG_BODY_IMAGE = { ...BLOG_IMAGE, field: 'file' } as const;

// The screen's words and the §8 toasts.
export const BLOG_MESSAGES = {
  screenTitle: 'Gerenciar Blog',
  newLabel: 'Novo Post',
  emptyMessage: 'Nenhum post cadastrado.',
  formTitle: ['Novo Post', 'Editar Post'],
  submitLabel: ['Criar Post', 'Atualizar Post'],
  // The browser's own confirm box (SPEC §2).
  confirmDelete: 'Tem certeza que deseja excluir este post?',
  loadFailed: () => 'Erro ao carregar posts',
  created: 'Post criado com sucesso!',
  updated: 'Post atualizado com sucesso!',
  deleted: 'Post excluído com sucesso!',
  createFailed: 'Erro ao salvar post',
  deleteFailed: 'Erro ao excluir post',
  notFound: 'Post não encontrado.',
  imageFailed: 'Erro ao enviar imagem',
  searchEmpty: (term: string) => `Nenhum post encontrado para "${term}".`,
} as const;

/** The admin list: a page of posts, optionally searched (issue 21: usable at 10,000 posts). */
export const ADMIN_PAGE_SIZE = 12;
export const SEARCH_MAX = 200;
export const adminPostFilterSchema = z.object({
  q: z.string().trim().max(SEARCH_MAX).refine(isStorableText).optional().catch(undefined),
  pagina: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  /** 'Estado': one of the editorial states (issue 22), or all. */
  estado: z.enum(['draft', 'scheduled', 'published']).optional().catch(undefined),
  /** 'Tradução': the English version's state (issue 34), or all. */
  traducao: z.enum(['missing', 'translated', 'outdated']).optional().catch(undefined),
});
export type AdminPostFilter = z.infer<typeof adminPostFilterSchema>;
