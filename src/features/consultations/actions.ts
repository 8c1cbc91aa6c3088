'use server';

import { runAction, type ActionResult } from '@/lib/action-result';
import { clientAddress } from '@/lib/client-address';
import { CONSULTATION_MESSAGES } from './schema';
import { submitConsultation, type SavedConsultation } from './service';

export async function requestConsultation(
  input: Record<string, string>,
): Promise<ActionResult<SavedConsultation>> {
  const address = await clientAddress();
  return runAction(
    CONSULTATION_MESSAGES.failure,
    () => submitConsultation(input, { address }),
    CONSULTATION_MESSAGES.success,
  );
}
