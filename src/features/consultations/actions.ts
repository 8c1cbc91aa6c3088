'use server';

import { runAction, type ActionResult } from '@/lib/shared/action-result';
import { clientAddress } from '@/lib/server/client-address';
import { formInput } from '@/lib/shared/form-data';
import { CONSULTATION_MESSAGES } from './schema';
import { submitConsultation, type SavedConsultation } from './service';

export async function requestConsultation(formData: FormData): Promise<ActionResult<SavedConsultation>> {
  const address = await clientAddress();
  return runAction(
    CONSULTATION_MESSAGES.failure,
    () => submitConsultation(formInput(formData), { address }),
    CONSULTATION_MESSAGES.success,
  );
}
