'use client';

import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { CrudScreen } from '@/components/ui/crud-screen';
import { CardGrid, EntityCard } from '@/components/ui/entity-card';
import { FormField } from '@/components/ui/form-field';
import { ImageField } from '@/components/ui/image-field';
import { ItemActions } from '@/components/ui/item-actions';
import { formatDate } from '@/lib/shared/dates';
import {
  autosaveBlogPostAction,
  blogPostHistoryAction,
  compareBlogPostRevisionAction,
  deleteBlogPostAction,
  discardBlogPostAutosaveAction,
  readBlogPostAutosaveAction,
  restoreBlogPostRevisionAction,
  saveBlogPostAction,
} from '../actions';
import { BLOG_IMAGE, BLOG_MESSAGES, blogPostSchema } from '../schema';
import type { AdminBlogPost } from '../service';
import { INTENT_FIELD } from '../states';
import { PostStateBadge, PostStateFilter, PublishAtField, PublishingButtons } from './post-state';

/** A label that is also the placeholder, as the spec names these fields. */
const labelled = (label: string) => ({ label, placeholder: label });

/** /admin/blog: the 'Novo Post'/'Editar Post' form above the grid of posts. */
export function AdminBlog({ items }: { items: AdminBlogPost[] }) {
  const [state, setState] = useState('');
  return (
    <>
      <PostStateFilter value={state} onChange={setState} />
      <CrudScreen
        items={state ? items.filter((post) => post.status === state) : items}
        texts={BLOG_MESSAGES}
        layout="always"
        actions={{ save: saveBlogPostAction, remove: deleteBlogPostAction }}
        desk={{
          autosave: {
            entity: 'blog_posts',
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
          return (
            <div className="grid gap-4 md:grid-cols-2">
              <FormField {...labelled('Título')} name="title" defaultValue={item?.title} required />
              <FormField {...labelled('Autor')} name="author" defaultValue={item?.author} required />
              <FormField
                {...labelled('Resumo')}
                name="summary"
                multiline
                rows={2}
                defaultValue={item?.summary}
                required
                className="md:col-span-2"
              />
              <FormField
                {...labelled('Conteúdo')}
                name="content"
                multiline
                rows={8}
                defaultValue={item?.content}
                hint="Cada linha vira um parágrafo."
                required
                className="md:col-span-2"
              />
              <FormField
                {...labelled('Tags separadas por vírgula')}
                name="tags"
                defaultValue={item?.tags.join(', ')}
                className="md:col-span-2"
              />
              <div className="md:col-span-2">
                <ImageField label="Imagem" rule={BLOG_IMAGE} currentUrl={item?.imageUrl} />
              </div>
              <PublishAtField post={post} />
            </div>
          );
        }}
        list={(list, controls) => (
          <CardGrid label="Posts do blog">
            {list.map((post) => (
              <EntityCard
                key={post.id}
                title={post.title}
                imageUrl={post.imageUrl}
                meta={
                  <>
                    <p>
                      {post.author} ·{' '}
                      <time dateTime={new Date(post.publishedAt).toISOString()}>
                        {formatDate(post.publishedAt)}
                      </time>
                    </p>
                    <PostStateBadge post={post} />
                    {post.tags.length > 0 && (
                      <ul aria-label="Tags" className="flex flex-wrap gap-1">
                        {post.tags.map((tag) => (
                          <li
                            key={tag}
                            className="rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-900"
                          >
                            {tag}
                          </li>
                        ))}
                      </ul>
                    )}
                  </>
                }
                actions={
                  <>
                    {/* A plain link: the public pages are plain HTML, not React routes. */}
                    <a href={`/blog/${post.id}`} target="_blank" className={buttonClasses('secondary', 'sm')}>
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
        )}
      />
    </>
  );
}
