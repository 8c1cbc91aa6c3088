'use server';

import { runAction } from '@/lib/shared/action-result';
import { getActor } from '@/lib/server/auth/session';
import { runAsActor } from '@/lib/server/admin-actions';
import { LGPD_MESSAGES } from './schema';
import { erasePersonalData, findPersonalData } from './service';

// The inbox's 'Dados pessoais (LGPD)'; the service checks the role and the input. The searched address
// travels in action bodies only, never in a URL (browser history, proxy and server logs).

/** 'Buscar': everything held for the address. */
export async function findPersonalDataAction(email: string) {
  return runAction(LGPD_MESSAGES.searchFailed, async () => findPersonalData(await getActor(), email));
}

/** 'Excluir dados'. */
export async function erasePersonalDataAction(email: string) {
  return runAsActor(
    LGPD_MESSAGES.eraseFailed,
    (actor) => erasePersonalData(actor, email),
    LGPD_MESSAGES.erased,
  );
}
