'use client';

import { useEffect, useRef, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { ImageField } from '@/components/ui/image-field';
import { Switch } from '@/components/ui/switch';
import type { Locale } from '@/lib/shared/locale';
import { slugify } from '@/lib/shared/slug';
import { BLOG_SOCIAL_IMAGE, POST_LIMITS } from '../schema';

// The post form's 'SEO' section (issue 21): what search engines and social networks show, each
// falling back to the post's own title, summary and image, with a live preview of the result.

const PREVIEW_FIELDS = ['title', 'slug', 'summary', 'seo_title', 'seo_description'] as const;
type Values = Record<(typeof PREVIEW_FIELDS)[number], string>;

/** The named fields' values of the enclosing form, kept current as the user types. */
function useFormValues(anchor: React.RefObject<HTMLElement | null>): Values {
  const [values, setValues] = useState<Values>(() => ({
    title: '',
    slug: '',
    summary: '',
    seo_title: '',
    seo_description: '',
  }));
  useEffect(() => {
    const form = anchor.current?.closest('form');
    if (!form) return;
    const read = () =>
      setValues(
        Object.fromEntries(
          PREVIEW_FIELDS.map((name) => {
            const control = form.elements.namedItem(name);
            return [
              name,
              control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
                ? control.value
                : '',
            ];
          }),
        ) as Values,
      );
    read();
    form.addEventListener('input', read);
    return () => form.removeEventListener('input', read);
  }, [anchor]);
  return values;
}

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** How the post will look in a search engine's results. */
function SearchPreview({
  values,
  siteUrl,
  firmName,
  currentSlug,
  locale,
}: {
  values: Values;
  siteUrl: string;
  firmName: string;
  currentSlug?: string;
  locale: Locale;
}) {
  const title =
    values.seo_title.trim() ||
    [values.title.trim() || 'Título do post', firmName].filter(Boolean).join(' | ');
  const slug = slugify(values.slug) || currentSlug || slugify(values.title) || 'endereco-do-post';
  const description = values.seo_description.trim() || values.summary.trim() || 'Resumo do post.';
  const host = siteUrl.replace(/^https?:\/\//, '');
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="mb-2 text-xs font-medium tracking-wide text-slate-500 uppercase">
        Prévia no buscador
      </figcaption>
      <div data-testid="search-preview" className="max-w-xl font-sans">
        <p className="truncate text-sm text-slate-700">
          {host} › {locale === 'en' && 'en › '}blog › {slug}
        </p>
        <p className="mt-1 text-xl leading-snug text-[#1a0dab]">{cut(title, 60)}</p>
        <p className="mt-1 text-sm text-slate-700">{cut(description, 160)}</p>
      </div>
    </figure>
  );
}

export function SeoFields({
  item,
  siteUrl,
  firmName,
  locale = 'pt-BR',
}: {
  item?: {
    slug: string;
    seoTitle: string | null;
    seoDescription: string | null;
    socialImageUrl: string | null;
    noindex: boolean;
  } | null;
  siteUrl: string;
  firmName: string;
  /** An English post's (issue 34): its address under /en/blog, and the Portuguese post's images. */
  locale?: Locale;
}) {
  const anchor = useRef<HTMLFieldSetElement>(null);
  const values = useFormValues(anchor);
  const [hidden, setHidden] = useState(item?.noindex ?? false);
  return (
    <fieldset ref={anchor} className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-brand-900">SEO</legend>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-4">
          <FormField
            label="Título para buscadores"
            name="seo_title"
            defaultValue={item?.seoTitle ?? ''}
            maxLength={POST_LIMITS.seoTitle}
            hint={`Até ${POST_LIMITS.seoTitle} caracteres (${values.seo_title.length} usados). Vazio: o título do post.`}
            optional
          />
          <FormField
            label="Descrição para buscadores"
            name="seo_description"
            multiline
            rows={3}
            defaultValue={item?.seoDescription ?? ''}
            maxLength={POST_LIMITS.seoDescription}
            hint={`Até ${POST_LIMITS.seoDescription} caracteres (${values.seo_description.length} usados). Vazio: o resumo.`}
            optional
          />
          {locale === 'pt-BR' && (
            <ImageField
              label="Imagem para redes sociais"
              rule={BLOG_SOCIAL_IMAGE}
              currentUrl={item?.socialImageUrl}
              hint="Sem imagem, as redes sociais mostram a imagem do post."
            />
          )}
          <div className="flex items-center gap-3">
            <Switch
              label="Ocultar dos buscadores"
              checked={hidden}
              onCheckedChange={setHidden}
              stateLabels={null}
            />
            <span aria-hidden className="text-sm font-medium text-slate-800">
              Ocultar dos buscadores
            </span>
            <input type="hidden" name="noindex" value={hidden ? 'on' : ''} />
          </div>
          {hidden && (
            <p className="text-sm text-slate-600">
              O post continua no blog, mas os buscadores são avisados para não mostrá-lo, e ele fica fora do
              mapa do site.
            </p>
          )}
        </div>
        <SearchPreview
          values={values}
          siteUrl={siteUrl}
          firmName={firmName}
          currentSlug={item?.slug}
          locale={locale}
        />
      </div>
    </fieldset>
  );
}
