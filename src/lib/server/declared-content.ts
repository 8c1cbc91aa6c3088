import 'server-only';
import { contentTypeNamed } from '@/content-types';
import { allows, type ContentType } from '@/lib/shared/content-type';
import { listActions, type ListMessages, type ListService } from './actions';
import { contentService, type ContentServiceOptions } from './content-service';
import type { ContentStoreOptions, Table } from './content-store';

// A declared content type's admin service and actions (docs/admin-kit.md): contentService and
// listActions built from its declaration (src/lib/shared/content-type.ts), once per type.

type Service<T extends Table> = ReturnType<typeof contentService<T>>;

/** What a feature adds on the server to its declaration (hooks that need the server). */
export type ServerHooks<T extends Table> = Pick<ContentServiceOptions<T>, 'onUpdate' | 'desk' | 'onSave'>;

const services = new Map<string, unknown>();

/**
 * What contentStore is given for a declared type: its table, cache tag, not-found message, image
 * columns and the declared hooks the store keeps (one active row, revisions). A feature whose
 * service is its own (the blog) builds its store from these plus its server-side hooks.
 */
export function contentStoreOptionsOf<T extends Table>(
  type: ContentType & { table: T },
): ContentStoreOptions<T> & Required<Pick<ContentStoreOptions<T>, 'images'>> {
  const { hooks: declared = {}, table } = type;
  return {
    table,
    tags: type.cacheTags,
    notFound: type.messages.notFound,
    images: Object.fromEntries(
      type.imageColumns.map(({ property, rule }) => [property, rule]),
    ) as NonNullable<ContentStoreOptions<T>['images']>,
    singleActive: declared.singleActive,
    revisions: declared.revisions,
    translatable: type.translatable,
  };
}

/** The image columns the editorial desk restores (a revision's stored files), as property and name. */
export function deskImageColumnsOf(type: ContentType): { property: string; name: string }[] {
  return type.imageColumns.map(({ property, column }) => ({ property, name: column.name }));
}

/** The admin service of a declared type (list, create, update, setActive, remove, desk). */
export function contentServiceOf<T extends Table>(
  type: ContentType & { table: T },
  hooks: ServerHooks<T> = {},
): Service<T> {
  const known = services.get(type.name) as Service<T> | undefined;
  if (known) return known;
  const { hooks: declared = {} } = type;
  // contentService takes the not-found message from the messages.
  const { notFound: _notFound, ...store } = contentStoreOptionsOf(type);
  const service = contentService<T>({
    ...store,
    permission: type.permission as ContentServiceOptions<T>['permission'],
    schema: type.schema,
    editSchema: type.editSchema,
    messages: type.messages,
    orderBy: type.orderBy(store.table),
    onCreate: declared.onCreate as ContentServiceOptions<T>['onCreate'],
    gallery: declared.gallery as ContentServiceOptions<T>['gallery'],
    ...hooks,
  });
  services.set(type.name, service);
  return service;
}

type Actions = ReturnType<typeof listActions>;
const actions = new Map<string, Pick<Actions, 'save'> & Partial<Omit<Actions, 'save'>>>();

/**
 * The list screen's actions of the type named so (save, and setActive and remove when its
 * declaration allows them), or undefined.
 */
export function contentActionsNamed(name: string) {
  const type = contentTypeNamed(name);
  // A type whose editor is its own (no declared form: the blog) has its own actions, not these.
  if (!type?.form) return undefined;
  let built = actions.get(name);
  if (!built) {
    const messages = { ...type.messages, oabCheck: Boolean(type.oabCheck) } as unknown as ListMessages<
      Required<ListService>
    >;
    const { create, update, setActive, remove } = contentServiceOf(type);
    // Only the writes the declaration allows (the main logo: adding only); the others are absent.
    const all = listActions<ListService>(type.permission as never, messages, {
      create,
      update: allows(type, 'update') ? update : undefined,
      setActive,
      remove,
    });
    built = {
      save: all.save,
      setActive: allows(type, 'setActive') ? all.setActive : undefined,
      remove: allows(type, 'remove') ? all.remove : undefined,
    };
    actions.set(name, built);
  }
  return built;
}
