'use server';

import { runAction } from '@/lib/action-result';
import { getActor } from '@/lib/auth/session';
import { formInput } from '@/lib/form-data';
import { LOGO_MESSAGES as MESSAGES } from './schema';
import { uploadLogo } from './service';

export async function uploadLogoAction(formData: FormData) {
  return runAction(
    MESSAGES.uploadFailed,
    async () => void (await uploadLogo(await getActor(), formInput(formData))),
    MESSAGES.uploaded,
  );
}
