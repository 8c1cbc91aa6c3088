'use server';

import { runAction } from '@/lib/action-result';
import { getActor } from '@/lib/auth/session';
import { formInput } from '@/lib/form-data';
import { CLIENT_LOGO_MESSAGES as MESSAGES } from './schema';
import { createClientLogo, deleteClientLogo, setClientLogoActive } from './service';

export async function createClientLogoAction(formData: FormData) {
  return runAction(
    MESSAGES.uploadFailed,
    async () => void (await createClientLogo(await getActor(), formInput(formData))),
    MESSAGES.uploaded,
  );
}

export async function setClientLogoActiveAction(id: string, active: boolean) {
  return runAction(
    MESSAGES.toggleFailed,
    async () => void (await setClientLogoActive(await getActor(), { id, active })),
    active ? MESSAGES.activated : MESSAGES.deactivated,
  );
}

export async function deleteClientLogoAction(id: string) {
  return runAction(
    MESSAGES.removeFailed,
    async () => deleteClientLogo(await getActor(), id),
    MESSAGES.removed,
  );
}
