'use server';

import { runAsActor } from '@/lib/server/admin-actions';
import { LGPD_MESSAGES } from './schema';
import { erasePersonalData } from './service';

// 'Excluir dados' of the inbox's 'Dados pessoais (LGPD)'; the service checks the role and the input.

export async function erasePersonalDataAction(email: string) {
  return runAsActor(
    LGPD_MESSAGES.eraseFailed,
    (actor) => erasePersonalData(actor, email),
    LGPD_MESSAGES.erased,
  );
}
