import { clientLogos } from '@/db/schema';
import { getDb } from '@/lib/server/db/client';
import { deleteContentAction, saveContentAction, setContentActiveAction } from '@/lib/content-actions';
import {
  createClientLogo,
  deleteClientLogo,
  listClientLogos,
  setClientLogoActive,
} from '@/features/client-logos/service';
import { imageFile } from '../helpers/files';
import type { AuthorizationCase } from './case';
import { formDataOf } from './content-cases';
import { requestCase } from './request';

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
    permission: 'client_logos.write',
    covers: [listClientLogos],
    call: (actor) => listClientLogos(actor),
  },
  {
    name: 'client-logos: createClientLogo',
    permission: 'client_logos.write',
    covers: [createClientLogo],
    call: async (actor) => createClientLogo(actor, await upload()),
  },
  {
    name: 'client-logos: setClientLogoActive',
    permission: 'client_logos.write',
    covers: [setClientLogoActive],
    call: async (actor) => setClientLogoActive(actor, await aLogo(), false),
  },
  {
    name: 'client-logos: deleteClientLogo',
    permission: 'client_logos.write',
    covers: [deleteClientLogo],
    call: async (actor) => deleteClientLogo(actor, await aLogo()),
  },
  requestCase(
    'client-logos: createClientLogoAction',
    'client_logos.write',
    saveContentAction,
    async () => formDataOf(await upload()),
    (form) => saveContentAction('client_logos', form),
  ),
  requestCase(
    'client-logos: setClientLogoActiveAction',
    'client_logos.write',
    setContentActiveAction,
    aLogo,
    (id) => setContentActiveAction('client_logos', id, false),
  ),
  requestCase(
    'client-logos: deleteClientLogoAction',
    'client_logos.write',
    deleteContentAction,
    aLogo,
    (id) => deleteContentAction('client_logos', id),
  ),
];
