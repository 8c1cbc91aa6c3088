'use client';

import { useId, type ReactNode } from 'react';
import { CrudScreen } from '@/components/ui/crud-screen';
import { FormField } from '@/components/ui/form-field';
import type { Locale } from '@/lib/shared/locale';
import { ImageField } from '@/components/ui/image-field';
import { toast } from '@/components/ui/toast';
import {
  autosaveBlogPostAction,
  blogPostHistoryAction,
  compareBlogPostRevisionAction,
  deleteBlogPostAction,
  discardBlogPostAutosaveAction,
  loadBlogPostAction,
  readBlogPostAutosaveAction,
  restoreBlogPostRevisionAction,
  saveBlogPostAction,
  uploadBlogImageAction,
} from '../actions';
import { BLOG_IMAGE, BLOG_MESSAGES, blogPostSchema, POST_LIMITS, type AdminPostFilter } from '../schema';
import { blogPostsType } from '../content-type';
import { englishCopyId } from '../admin-links';
import { blogHref } from '../links';
import type { AdminBlogPost, BlogPost } from '../service';
import type { BlogPostListItem, BlogPostPage, EnglishVersion } from '../posts-admin';
import { PostList } from './admin-post-list';
import { PostLanguageTabs } from './post-languages';
import { INTENT_FIELD } from '../states';
import { RichTextEditor } from './editor/rich-text-editor';
import { PublishAtField, PublishingButtons } from './post-state';
import { SeoFields } from './seo-fields';

/** A label that is also the placeholder, as the spec names these fields. */
const labelled = (label: string) => ({ label, placeholder: label });

/** A row of the list, or the whole post once 'Editar' has loaded it. */
export type Item = BlogPostListItem & Partial<AdminBlogPost>;

async function loadWhole(item: Item): Promise<Item | null> {
  const result = await loadBlogPostAction(item.id);
  if (result.ok) return result.data;
  toast.error(result.message);
  return null;
}

/**
 * /admin/blog: the 'Novo Post'/'Editar Post' form above a page of posts (a search, a state filter
 * and pages, so it stays usable at 10,000 posts; 'Editar' loads the post's text). The form carries
 * the post's version, autosaves, keeps 'Histórico', and has the editorial buttons (issue 22).
 * With `english` (/admin/blog?idioma=en&traduzir={id}, issue 34) it is the editor of a Portuguese
 * post's English version: a post of its own, made on its first save, listed alone below.
 */
export function AdminBlog({
  page,
  filter,
  siteUrl,
  firmName,
  english,
  bilingual,
  extraFields,
}: {
  page: BlogPostPage;
  filter: AdminPostFilter;
  siteUrl: string;
  firmName: string;
  english?: EnglishVersion | null;
  /** The site has English (SITE_LANGUAGES): the language tabs and the translation state show. */
  bilingual: boolean;
  /** More of the editor, composed by the page (the client alerts' areas and send button, issue 35). */
  extraFields?: (post: Item | null, locale: Locale) => ReactNode;
}) {
  const locale: Locale = english ? 'en' : 'pt-BR';
  const tabsId = useId();
  return (
    <CrudScreen<Item>
      items={page.items}
      texts={{
        ...BLOG_MESSAGES,
        ...(english && { formTitle: ['Nova versão em inglês', 'Editar Post'] as const }),
        // Public text: the OAB expression check warns while editing (the declaration's oabCheck).
        oabCheck: Boolean(blogPostsType.oabCheck),
        emptyMessage: english
          ? 'Este post ainda não tem versão em inglês.'
          : filter.q
            ? BLOG_MESSAGES.searchEmpty(filter.q)
            : BLOG_MESSAGES.emptyMessage,
      }}
      layout="always"
      actions={{ save: saveBlogPostAction, remove: deleteBlogPostAction }}
      loadItem={loadWhole}
      desk={{
        autosave: {
          entity: 'blog_posts',
          // A new English version's copy is its own (not the actor's 'Novo Post' copy).
          ...(english && { newId: englishCopyId(english.original.id) }),
          save: autosaveBlogPostAction,
          read: readBlogPostAutosaveAction,
          discard: discardBlogPostAutosaveAction,
        },
        history: {
          history: blogPostHistoryAction,
          compare: compareBlogPostRevisionAction,
          restore: restoreBlogPostRevisionAction,
        },
      }}
      schema={blogPostSchema}
      // 'Criar Post'/'Atualizar Post' publish; 'Salvar rascunho' and 'Agendar' beside them (ADR 0016).
      submitIntent={{ name: INTENT_FIELD, value: 'publish' }}
      formActions={(item, close) => <PublishingButtons post={item} onDone={close} />}
      fields={(post) => {
        // A published post's held next version is what its editor continues.
        const item = post?.next ? { ...post, ...post.next } : post;
        // The language of the post in the form (an English one may be opened from a link too).
        const language: Locale = post?.locale ?? locale;
        const languages =
          post?.languages ??
          (english && { original: english.original.id, english: null, state: 'missing' as const });
        const tabbed = bilingual && languages;
        const body = (
          <>
            {english && (
              <p className="text-sm text-slate-600 md:col-span-2">
                Versão em inglês de <strong>{english.original.title}</strong>: publicada, agendada e revisada
                por conta própria. As imagens são as do post em português.
              </p>
            )}
            {english && !post && <input type="hidden" name="translation_of" value={english.original.id} />}
            <FormField {...labelled('Título')} name="title" defaultValue={item?.title} required />
            <FormField {...labelled('Autor')} name="author" defaultValue={item?.author} required />
            <FormField
              label="Endereço (slug)"
              name="slug"
              defaultValue={item?.slug}
              maxLength={POST_LIMITS.slug}
              placeholder="feito a partir do título"
              hint={`O endereço do post: ${blogHref(language)}/endereco. Se mudar, o endereço antigo continua levando ao post.`}
              optional
              className="md:col-span-2"
            />
            <FormField
              {...labelled('Resumo')}
              name="summary"
              multiline
              rows={2}
              defaultValue={item?.summary}
              required
              className="md:col-span-2"
            />
            <div className="md:col-span-2">
              <RichTextEditor
                name="content"
                label="Conteúdo"
                defaultValue={item?.content}
                upload={uploadBlogImageAction}
                hint="Títulos, negrito, itálico, links, listas, citações e imagens. Colar do Word ou do Google Docs mantém a formatação e remove fontes e cores."
              />
            </div>
            <FormField
              {...labelled('Tags separadas por vírgula')}
              name="tags"
              defaultValue={item?.tags?.join(', ')}
              className="md:col-span-2"
            />
            {language === 'pt-BR' && (
              <div className="md:col-span-2">
                <ImageField label="Imagem" rule={BLOG_IMAGE} currentUrl={item?.imageUrl} />
              </div>
            )}
            <div className="md:col-span-2">
              <SeoFields
                item={item?.content ? (item as BlogPost) : null}
                siteUrl={siteUrl}
                firmName={firmName}
                locale={language}
              />
            </div>
            <PublishAtField post={post} />
            {extraFields?.(post ?? null, language)}
          </>
        );
        return (
          <div className="grid gap-4 md:grid-cols-2">
            {tabbed && (
              <PostLanguageTabs
                id={tabsId}
                current={language}
                original={languages.original}
                english={languages.english}
                state={languages.state}
              />
            )}
            {tabbed ? (
              // The selected language's editor is the tabs' panel.
              <div
                role="tabpanel"
                id={`${tabsId}-panel`}
                aria-labelledby={`${tabsId}-${language}`}
                className="grid gap-4 md:col-span-2 md:grid-cols-2"
              >
                {body}
              </div>
            ) : (
              body
            )}
          </div>
        );
      }}
      list={(list, controls) => (
        <PostList
          list={list}
          controls={controls}
          page={page}
          filter={filter}
          english={Boolean(english)}
          bilingual={bilingual}
        />
      )}
    />
  );
}
