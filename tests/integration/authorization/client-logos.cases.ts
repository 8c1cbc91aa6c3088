import { clientLogos } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import {
  createClientLogo,
  deleteClientLogo,
  listClientLogos,
  setClientLogoActive,
} from '@/features/client-logos/service';
import { imageFile } from '../helpers/files';
import type { AuthorizationCase } from './case';

async function aLogo() {
  const [row] = await getDb()
    .insert(clientLogos)
    .values({ clientName: 'Matriz', url: '/media/client-logos/matriz.png' })
    .returning();
  return row!.id;
}

export const cases: AuthorizationCase[] = [
  { name: 'client-logos: listClientLogos', minimum: 'admin', call: (actor) => listClientLogos(actor) },
  {
    name: 'client-logos: createClientLogo',
    minimum: 'admin',
    call: async (actor) =>
      createClientLogo(actor, { client_name: 'Cliente', file: await imageFile('cliente.png') }),
  },
  {
    name: 'client-logos: setClientLogoActive',
    minimum: 'admin',
    call: async (actor) => setClientLogoActive(actor, await aLogo(), false),
  },
  {
    name: 'client-logos: deleteClientLogo',
    minimum: 'admin',
    call: async (actor) => deleteClientLogo(actor, await aLogo()),
  },
];
