import type { Actor } from '@/lib/auth/roles';
import type { FormInput } from '@/lib/form-data';
import type { AuthorizationCase } from './case';

/** The admin that creates the rows an actor under test then edits or deletes. */
export const matrixAdmin: Actor = {
  userId: 'matrix-admin',
  email: 'matrix-admin@tribuna.test',
  role: 'admin',
};

export interface ContentService {
  list: (actor: Actor | null) => Promise<unknown>;
  create: (actor: Actor | null, input: FormInput) => Promise<{ id: string }>;
  update: (actor: Actor | null, id: string, input: FormInput) => Promise<unknown>;
  remove: (actor: Actor | null, id: string) => Promise<unknown>;
  setActive?: (actor: Actor | null, id: string, active: boolean) => Promise<unknown>;
}

/** The matrix cases of a content service: list, create, update, delete (and the active switch). */
export function contentCases(entity: string, service: ContentService, input: FormInput): AuthorizationCase[] {
  const existing = async () => (await service.create(matrixAdmin, input)).id;
  const cases: AuthorizationCase[] = [
    { name: `${entity}: list`, minimum: 'admin', call: (actor) => service.list(actor) },
    { name: `${entity}: create`, minimum: 'admin', call: (actor) => service.create(actor, input) },
    {
      name: `${entity}: update`,
      minimum: 'admin',
      call: async (actor) => service.update(actor, await existing(), input),
    },
    {
      name: `${entity}: delete`,
      minimum: 'admin',
      call: async (actor) => service.remove(actor, await existing()),
    },
  ];
  const { setActive } = service;
  if (setActive)
    cases.push({
      name: `${entity}: set active`,
      minimum: 'admin',
      call: async (actor) => setActive(actor, await existing(), false),
    });
  return cases;
}
