import type { RevisionText } from '@/lib/shared/editorial-types';

// What 'Histórico' compares between a revision and the current post (issue 22 §3), from a row's
// fields by column name: the plain text of title, summary and content word by word, and the other
// fields of the form only when they changed.

const text = (value: unknown) =>
  value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);

export function revisionTexts(fields: Record<string, unknown>): RevisionText[] {
  return [
    { label: 'Título', text: text(fields.title) },
    { label: 'Resumo', text: text(fields.summary) },
    { label: 'Conteúdo', text: text(fields.content_text) },
    { label: 'Autor', text: text(fields.author), ifChanged: true },
    { label: 'Endereço (slug)', text: text(fields.slug), ifChanged: true },
    { label: 'Tags', text: text(fields.tags), ifChanged: true },
    { label: 'Título para buscadores', text: text(fields.seo_title), ifChanged: true },
    { label: 'Descrição para buscadores', text: text(fields.seo_description), ifChanged: true },
    { label: 'Ocultar dos buscadores', text: fields.noindex ? 'Sim' : 'Não', ifChanged: true },
    { label: 'Imagem', text: text(fields.image_url), ifChanged: true },
    { label: 'Imagem para redes sociais', text: text(fields.social_image_url), ifChanged: true },
  ];
}
