'use client';

import { ExternalLink, Plus } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/data-states';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { CardGrid, EntityCard } from '@/components/ui/entity-card';
import { EntityFormDialog } from '@/components/ui/entity-dialog';
import { FormField } from '@/components/ui/form-field';
import { ImageField } from '@/components/ui/image-field';
import { ItemActions } from '@/components/ui/item-actions';
import { ScreenToolbar } from '@/components/ui/screen-toolbar';
import { useConfirmedAction } from '@/components/ui/use-confirmed-action';
import { useEntityEditor } from '@/components/ui/use-entity-editor';
import { formatDate } from '@/lib/dates';
import { deleteNewsAction, saveNewsAction } from '../actions';
import { NEWS_IMAGE, newsSchema } from '../schema';
import type { NewsItem } from '../service';

/** /admin/noticias: news cards, the 'Adicionar/Editar Notícia' modal and the delete confirmation. */
export function AdminNews({ items }: { items: NewsItem[] }) {
  const editor = useEntityEditor<NewsItem>();
  const deletion = useConfirmedAction<NewsItem>(deleteNewsAction);
  const item = editor.item;

  return (
    <>
      <ScreenToolbar description="Notícias exibidas no site, da mais recente para a mais antiga.">
        <Button onClick={editor.startNew}>
          <Plus aria-hidden className="size-4" />
          Nova Notícia
        </Button>
      </ScreenToolbar>

      {items.length === 0 ? (
        <EmptyState message="Nenhuma notícia cadastrada." />
      ) : (
        <CardGrid label="Notícias">
          {items.map((news) => (
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
                  <ItemActions onEdit={() => editor.startEdit(news)} onDelete={() => deletion.ask(news)} />
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

      <EntityFormDialog
        key={editor.formKey}
        open={editor.open}
        title="Adicionar/Editar Notícia"
        onClose={editor.close}
        action={saveNewsAction}
        schema={newsSchema}
        submitLabel={item ? 'Atualizar Notícia' : 'Adicionar Notícia'}
      >
        {item && <input type="hidden" name="id" value={item.id} />}
        <FormField label="Título" name="title" defaultValue={item?.title} required />
        <FormField label="Subtítulo" name="subtitle" defaultValue={item?.subtitle} required />
        <FormField label="Conteúdo" name="content" multiline rows={6} defaultValue={item?.content} required />
        <FormField
          label="Link externo"
          name="external_link"
          type="url"
          placeholder="https://"
          defaultValue={item?.externalLink}
          required
        />
        <ImageField label="Imagem (opcional)" currentUrl={item?.imageUrl} {...imageProps} />
      </EntityFormDialog>

      <DeleteDialog
        {...deletion.dialog}
        title="Confirmar exclusão"
        text="Tem certeza que deseja excluir esta notícia? Esta ação não pode ser desfeita."
        confirmLabel="Excluir"
      />
    </>
  );
}

const imageProps = {
  name: NEWS_IMAGE.field,
  maxBytes: NEWS_IMAGE.maxBytes,
  tooLargeMessage: NEWS_IMAGE.tooLargeMessage,
};
