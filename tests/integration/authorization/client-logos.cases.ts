import { clientLogos } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import {
  createClientLogoAction,
  deleteClientLogoAction,
  setClientLogoActiveAction,
} from '@/features/client-logos/actions';
import {
  createClientLogo,
  deleteClientLogo,
  listClientLogos,
  setClientLogoActive,
} from '@/features/client-logos/service';
import { imageFile } from '../helpers/files';
import type { AuthorizationCase } from './case';
import { formDataOf } from './content-cases';
import { asRequestOf } from './request';

async function aLogo() {
  const [row] = await getDb()
    .insert(clientLogos)
    .values({ clientName: 'Matriz', url: '/media/client-logos/matriz.png' })
    .returning();
  return row!.id;
}

const upload = async () => ({ client_name: 'Cliente', file: await imageFile('cliente.png') });

export const cases: AuthorizationCase[] = [
  {
    name: 'client-logos: listClientLogos',
    minimum: 'admin',
    covers: [listClientLogos],
    call: (actor) => listClientLogos(actor),
  },
  {
    name: 'client-logos: createClientLogo',
    minimum: 'admin',
    covers: [createClientLogo],
    call: async (actor) => createClientLogo(actor, await upload()),
  },
  {
    name: 'client-logos: setClientLogoActive',
    minimum: 'admin',
    covers: [setClientLogoActive],
    call: async (actor) => setClientLogoActive(actor, { id: await aLogo(), active: false }),
  },
  {
    name: 'client-logos: deleteClientLogo',
    minimum: 'admin',
    covers: [deleteClientLogo],
    call: async (actor) => deleteClientLogo(actor, await aLogo()),
  },
  {
    name: 'client-logos: createClientLogoAction',
    minimum: 'admin',
    covers: [createClientLogoAction],
    call: async (actor) => {
      const form = formDataOf(await upload());
      return asRequestOf(actor, () => createClientLogoAction(form));
    },
  },
  {
    name: 'client-logos: setClientLogoActiveAction',
    minimum: 'admin',
    covers: [setClientLogoActiveAction],
    call: async (actor) => {
      const id = await aLogo();
      return asRequestOf(actor, () => setClientLogoActiveAction(id, false));
    },
  },
  {
    name: 'client-logos: deleteClientLogoAction',
    minimum: 'admin',
    covers: [deleteClientLogoAction],
    call: async (actor) => {
      const id = await aLogo();
      return asRequestOf(actor, () => deleteClientLogoAction(id));
    },
  },
];
