'use client';

import { ExternalLink } from 'lucide-react';
import { TranslationFilter, TranslationStateCell } from '@/components/admin/translation-state';
import { buttonClasses } from '@/components/ui/button';
import type { CrudControls } from '@/components/ui/crud-screen';
import { CardGrid, EntityCard } from '@/components/ui/entity-card';
import { FilterForm } from '@/components/ui/filter-form';
import { FormField } from '@/components/ui/form-field';
import { ItemActions } from '@/components/ui/item-actions';
import { Pagination } from '@/components/ui/pagination';
import { formatDate } from '@/lib/shared/dates';
import { postHref } from '../links';
import { SEARCH_MAX, type AdminPostFilter } from '../schema';
import type { BlogPostPage } from '../posts-admin';
import type { Item } from './admin-blog';
import { PostStateBadge, PostStateFilter } from './post-state';

// The list under /admin/blog's editor (issues 21, 22 and 34): the filters, a page of posts as cards
// (each with its state and its English version's), and the pages.

const pageHref = (filter: AdminPostFilter, page: number) => {
  const query = new URLSearchParams({
    ...(filter.q && { q: filter.q }),
    ...(filter.estado && { estado: filter.estado }),
    ...(filter.traducao && { traducao: filter.traducao }),
    ...(page > 1 && { pagina: String(page) }),
  });
  return `/admin/blog${query.size ? `?${query}` : ''}`;
};

export function PostList({
  list,
  controls,
  page,
  filter,
  english,
  bilingual,
}: {
  list: Item[];
  controls: CrudControls<Item>;
  page: BlogPostPage;
  filter: AdminPostFilter;
  /** The English editor's list (its one English post): a way back instead of the filters. */
  english: boolean;
  bilingual: boolean;
}) {
  return (
    <>
      {english ? (
        <p className="mb-3">
          <a href="/admin/blog" className="font-medium text-brand-700 hover:underline">
            Voltar para a lista de posts
          </a>
        </p>
      ) : (
        <PostFilters filter={filter} bilingual={bilingual} />
      )}
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {page.total === 1 ? '1 post' : `${page.total.toLocaleString('pt-BR')} posts`}
      </p>
      <CardGrid label="Posts do blog">
        {list.map((post) => (
          <EntityCard
            key={post.id}
            title={post.title}
            imageUrl={post.imageUrl}
            meta={<PostMeta post={post} bilingual={bilingual} />}
            actions={
              <>
                {/* A plain link: the public pages are plain HTML, not React routes. */}
                <a
                  href={postHref(post.slug, post.locale)}
                  target="_blank"
                  className={buttonClasses('secondary', 'sm')}
                >
                  <ExternalLink aria-hidden className="size-4" />
                  Ver no site
                </a>
                <ItemActions
                  onEdit={() => controls.edit(post)}
                  onDelete={() => controls.remove(post)}
                  disabled={controls.busy}
                />
              </>
            }
          >
            {post.summary}
          </EntityCard>
        ))}
      </CardGrid>
      <Pagination page={page.page} pageCount={page.pageCount} hrefOf={(n) => pageHref(filter, n)} />
    </>
  );
}

/** 'Buscar', 'Estado' and 'Tradução' (the English version's state, issue 34) over the list. */
function PostFilters({ filter, bilingual }: { filter: AdminPostFilter; bilingual: boolean }) {
  return (
    <FilterForm action="/admin/blog" label="Buscar posts" columns="sm:grid-cols-[1fr_auto_auto_auto]">
      <FormField
        label="Buscar"
        name="q"
        type="search"
        defaultValue={filter.q ?? ''}
        maxLength={SEARCH_MAX}
        placeholder="Palavras do título, do resumo ou do texto"
      />
      <PostStateFilter value={filter.estado ?? ''} />
      {bilingual && <TranslationFilter defaultValue={filter.traducao ?? ''} />}
    </FilterForm>
  );
}

function PostMeta({ post, bilingual }: { post: Item; bilingual: boolean }) {
  return (
    <>
      <p>
        {post.author} ·{' '}
        <time dateTime={new Date(post.publishedAt).toISOString()}>{formatDate(post.publishedAt)}</time>
        {!post.active && (
          <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-700">Inativo</span>
        )}
      </p>
      <PostStateBadge post={post} />
      {bilingual && <TranslationStateCell item={post} />}
      {post.tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-1">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-900">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
