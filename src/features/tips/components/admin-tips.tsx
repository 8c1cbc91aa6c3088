'use client';

import Image from 'next/image';
import { CrudScreen } from '@/components/ui/crud-screen';
import { CardGrid, EntityCard } from '@/components/ui/entity-card';
import { FormField } from '@/components/ui/form-field';
import { ImageField } from '@/components/ui/image-field';
import { ItemActions } from '@/components/ui/item-actions';
import { formatDate } from '@/lib/shared/dates';
import { deleteTipAction, saveTipAction } from '../actions';
import { TIP_AUTHOR_PHOTO, TIP_IMAGE, TIP_MESSAGES, tipSchema } from '../schema';
import type { Tip } from '../service';

/** /admin/tips: tip cards, the 'Nova Dica' modal (with tip image and author photo) and deletion. */
export function AdminTips({ items }: { items: Tip[] }) {
  return (
    <CrudScreen
      items={items}
      texts={TIP_MESSAGES}
      layout="dialog"
      actions={{ save: saveTipAction, remove: deleteTipAction }}
      schema={tipSchema}
      fields={(item) => (
        <>
          <FormField label="Título" name="title" defaultValue={item?.title} required />
          <FormField
            label="Conteúdo"
            name="content"
            multiline
            rows={5}
            defaultValue={item?.content}
            required
          />
          <FormField label="Autor" name="author" defaultValue={item?.author ?? ''} />
          <ImageField label="Imagem da dica" rule={TIP_IMAGE} currentUrl={item?.imageUrl} />
          <ImageField
            label="Foto de perfil"
            hint="A foto de quem assina a dica."
            rule={TIP_AUTHOR_PHOTO}
            currentUrl={item?.authorPhotoUrl}
          />
        </>
      )}
      list={(list, controls) => (
        <CardGrid label="Dicas">
          {list.map((tip) => (
            <EntityCard
              key={tip.id}
              title={tip.title}
              imageUrl={tip.imageUrl}
              meta={
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
                    <time dateTime={new Date(tip.createdAt).toISOString()}>{formatDate(tip.createdAt)}</time>
                  </span>
                </p>
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
