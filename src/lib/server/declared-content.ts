import 'server-only';
import { contentTypeNamed } from '@/content-types';
import { allows, type ContentType } from '@/lib/shared/content-type';
import { listActions, type ListMessages, type ListService } from './actions';
import { contentService, type ContentServiceOptions } from './content-service';
import type { Table } from './content-store';

// A declared content type's admin service and actions (docs/admin-kit.md): contentService and
// listActions built from its declaration (src/lib/shared/content-type.ts), once per type.

type Service<T extends Table> = ReturnType<typeof contentService<T>>;

/** What a feature adds on the server to its declaration (hooks that need the server). */
export type ServerHooks<T extends Table> = Pick<ContentServiceOptions<T>, 'onUpdate' | 'desk' | 'onSave'>;

const services = new Map<string, unknown>();

/** The admin service of a declared type (list, create, update, setActive, remove, desk). */
export function contentServiceOf<T extends Table>(
  type: ContentType & { table: T },
  hooks: ServerHooks<T> = {},
): Service<T> {
  const known = services.get(type.name) as Service<T> | undefined;
  if (known) return known;
  const { hooks: declared = {}, table } = type;
  const service = contentService<T>({
    table,
    permission: type.permission as ContentServiceOptions<T>['permission'],
    schema: type.schema,
    editSchema: type.editSchema,
    messages: type.messages,
    orderBy: type.orderBy(table),
    images: Object.fromEntries(
      type.imageColumns.map(({ property, rule }) => [property, rule]),
    ) as ContentServiceOptions<T>['images'],
    onCreate: declared.onCreate as ContentServiceOptions<T>['onCreate'],
    gallery: declared.gallery as ContentServiceOptions<T>['gallery'],
    singleActive: declared.singleActive,
    revisions: declared.revisions,
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
  if (!type) return undefined;
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
