'use client';

import { ContentScreen } from '@/components/admin/content-screen';
import Image from 'next/image';
import { CardGrid, EntityCard } from '@/components/ui/entity-card';
import { TranslationStateCell } from '@/components/admin/translation-state';
import { ItemActions } from '@/components/ui/item-actions';
import { formatDate } from '@/lib/shared/dates';
import { tipsType } from '../content-type';
import type { Tip } from '../service';

/** /admin/tips: tip cards, the 'Nova Dica' modal (with tip image and author photo) and deletion. */
export function AdminTips({ items }: { items: Tip[] }) {
  return (
    <ContentScreen
      type={tipsType}
      items={items}
      list={(list, controls) => (
        <CardGrid label="Dicas">
          {list.map((tip) => (
            <EntityCard
              key={tip.id}
              title={tip.title}
              imageUrl={tip.imageUrl}
              meta={
                <>
                  <p className="flex items-center gap-2">
                    {tip.authorPhotoUrl && (
                      <Image
                        src={tip.authorPhotoUrl}
                        alt={tip.author ? `Foto de ${tip.author}` : 'Foto do autor'}
                        width={32}
                        height={32}
                        className="size-8 rounded-full object-cover"
                      />
                    )}
                    <span>
                      {tip.author ?? 'Sem autor'} ·{' '}
                      <time dateTime={new Date(tip.createdAt).toISOString()}>
                        {formatDate(tip.createdAt)}
                      </time>
                    </span>
                  </p>
                  <TranslationStateCell item={tip} />
                </>
              }
              actions={
                <ItemActions onEdit={() => controls.edit(tip)} onDelete={() => controls.remove(tip)} />
              }
            >
              {tip.content}
            </EntityCard>
          ))}
        </CardGrid>
      )}
    />
  );
}
