'use server';

import { serverAction } from '@/lib/server/actions';
import { LGPD_MESSAGES } from './schema';
import { erasePersonalData, findPersonalData } from './service';

// The inbox's 'Dados pessoais (LGPD)'. The searched address travels in action bodies only, never in
// a URL (browser history, proxy and server logs).

/** 'Buscar': everything held for the address. */
export const findPersonalDataAction = serverAction(
  { permission: 'privacy.manage', failure: LGPD_MESSAGES.searchFailed },
  (actor, email: string) => findPersonalData(actor, email),
);

/** 'Excluir dados'. */
export const erasePersonalDataAction = serverAction(
  { permission: 'privacy.manage', failure: LGPD_MESSAGES.eraseFailed, success: LGPD_MESSAGES.erased },
  async (actor, email: string) => {
    await erasePersonalData(actor, email);
  },
);
