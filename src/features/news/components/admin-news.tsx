'use client';

import { ExternalLink } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { CrudScreen } from '@/components/ui/crud-screen';
import { CardGrid, EntityCard } from '@/components/ui/entity-card';
import { FormField } from '@/components/ui/form-field';
import { ImageField } from '@/components/ui/image-field';
import { ItemActions } from '@/components/ui/item-actions';
import { formatDate } from '@/lib/shared/dates';
import { deleteNewsAction, saveNewsAction } from '../actions';
import { NEWS_IMAGE, NEWS_MESSAGES, newsSchema } from '../schema';
import type { NewsItem } from '../service';

/** /admin/noticias: news cards, the 'Adicionar/Editar Notícia' modal and the delete confirmation. */
export function AdminNews({ items }: { items: NewsItem[] }) {
  return (
    <CrudScreen
      items={items}
      texts={NEWS_MESSAGES}
      layout="dialog"
      actions={{ save: saveNewsAction, remove: deleteNewsAction }}
      schema={newsSchema}
      fields={(item) => (
        <>
          <FormField label="Título" name="title" defaultValue={item?.title} required />
          <FormField label="Subtítulo" name="subtitle" defaultValue={item?.subtitle} required />
          <FormField
            label="Conteúdo"
            name="content"
            multiline
            rows={6}
            defaultValue={item?.content}
            required
          />
          <FormField
            label="Link externo"
            name="external_link"
            type="url"
            placeholder="https://"
            defaultValue={item?.externalLink}
            required
          />
          <ImageField label="Imagem (opcional)" rule={NEWS_IMAGE} currentUrl={item?.imageUrl} />
        </>
      )}
      list={(list, controls) => (
        <CardGrid label="Notícias">
          {list.map((news) => (
            <EntityCard
              key={news.id}
              title={news.title}
              imageUrl={news.imageUrl}
              meta={
                <>
                  <p className="font-medium text-slate-700">{news.subtitle}</p>
                  <p>
                    <time dateTime={new Date(news.date).toISOString()}>{formatDate(news.date)}</time>
                  </p>
                </>
              }
              actions={
                <>
                  <ItemActions onEdit={() => controls.edit(news)} onDelete={() => controls.remove(news)} />
                  <a
                    href={news.externalLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClasses('secondary', 'sm')}
                  >
                    <ExternalLink aria-hidden className="size-4" />
                    Link externo
                  </a>
                </>
              }
            >
              {news.content}
            </EntityCard>
          ))}
        </CardGrid>
      )}
    />
  );
}
