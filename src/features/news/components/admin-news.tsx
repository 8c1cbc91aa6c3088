'use client';

import { ContentScreen } from '@/components/admin/content-screen';
import { ExternalLink } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { CardGrid, EntityCard } from '@/components/ui/entity-card';
import { TranslationStateCell } from '@/components/admin/translation-state';
import { ItemActions } from '@/components/ui/item-actions';
import { formatDate } from '@/lib/shared/dates';
import { newsType } from '../content-type';
import type { NewsItem } from '../service';

/** /admin/noticias: news cards, the 'Adicionar/Editar Notícia' modal and the delete confirmation. */
export function AdminNews({ items }: { items: NewsItem[] }) {
  return (
    <ContentScreen
      type={newsType}
      items={items}
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
                  <TranslationStateCell item={news} />
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
