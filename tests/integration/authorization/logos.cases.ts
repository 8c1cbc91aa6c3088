import { saveContentAction } from '@/lib/content-actions';
import { getActiveLogo, uploadLogo } from '@/features/logos/service';
import { imageFile } from '../helpers/files';
import type { AuthorizationCase } from './case';
import { formDataOf } from './content-cases';
import { asRequestOf } from './request';

export const cases: AuthorizationCase[] = [
  {
    name: 'logos: getActiveLogo',
    permission: 'logos.write',
    covers: [getActiveLogo],
    call: (actor) => getActiveLogo(actor),
  },
  {
    name: 'logos: uploadLogo',
    permission: 'logos.write',
    covers: [uploadLogo],
    call: async (actor) => uploadLogo(actor, { file: await imageFile('logo.png') }),
  },
  {
    name: 'logos: uploadLogoAction',
    permission: 'logos.write',
    covers: [saveContentAction],
    call: async (actor) => {
      const form = formDataOf({ file: await imageFile('logo.png') });
      return asRequestOf(actor, () => saveContentAction('logos', form));
    },
  },
];
