'use server';

import { formAction, serverAction } from '@/lib/server/actions';
import { SIGN_IN_TOASTS } from '@/lib/shared/auth/messages';
import { PASSKEY_MESSAGES as M } from './schema';
import {
  addPasskey,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  removePasskey,
  signInWithPasskey,
} from './service';

/** 'Adicionar passkey': the current password (and code) first, then the browser's options. */
export const passkeyRegistrationOptionsAction = formAction(
  { permission: 'profile.manage', failure: M.addFailed },
  (actor, input) => passkeyRegistrationOptions(actor, input),
);

export const addPasskeyAction = serverAction(
  { permission: 'profile.manage', failure: M.addFailed, success: M.added },
  (actor, response: unknown) => addPasskey(actor, response),
);

export const removePasskeyAction = serverAction(
  { permission: 'profile.manage', failure: M.removeFailed, success: M.removed },
  (actor, id: string) => removePasskey(actor, id),
);

/** /login, before the browser asks for the passkey. */
export const passkeySignInOptionsAction = serverAction(
  { permission: 'public', failure: M.signInFailed },
  () => passkeySignInOptions(),
);

/** /login: the passkey's answer; where to go next. */
export const signInWithPasskeyAction = serverAction(
  { permission: 'public', failure: SIGN_IN_TOASTS.unexpected, success: SIGN_IN_TOASTS.success },
  (_, response: unknown) => signInWithPasskey(response),
);
