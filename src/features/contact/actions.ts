'use server';

import { runAction, type ActionResult } from '@/lib/shared/action-result';
import { clientAddress } from '@/lib/server/client-address';
import { formInput } from '@/lib/shared/form-data';
import { CONTACT_FAILURE, CONTACT_SUCCESS } from './schema';
import { submitContactMessage } from './service';

export async function sendContactMessage(formData: FormData): Promise<ActionResult<void>> {
  const address = await clientAddress();
  return runAction(
    CONTACT_FAILURE,
    () => submitContactMessage(formInput(formData), { address }),
    CONTACT_SUCCESS,
  );
}
