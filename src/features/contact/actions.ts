'use server';

import { runAction, type ActionResult } from '@/lib/action-result';
import { clientAddress } from '@/lib/client-address';
import { CONTACT_FAILURE, CONTACT_SUCCESS } from './schema';
import { submitContactMessage } from './service';

export async function sendContactMessage(input: Record<string, string>): Promise<ActionResult<void>> {
  const address = await clientAddress();
  return runAction(CONTACT_FAILURE, () => submitContactMessage(input, { address }), CONTACT_SUCCESS);
}
