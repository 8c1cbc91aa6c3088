import { getActiveLogo, uploadLogo } from '@/features/logos/service';
import { imageFile } from '../helpers/files';
import type { AuthorizationCase } from './case';

export const cases: AuthorizationCase[] = [
  { name: 'logos: getActiveLogo', minimum: 'admin', call: (actor) => getActiveLogo(actor) },
  {
    name: 'logos: uploadLogo',
    minimum: 'admin',
    call: async (actor) => uploadLogo(actor, { file: await imageFile('logo.png') }),
  },
];
