'use server';

import { formAction, serverAction } from '@/lib/server/actions';
import { TWO_FACTOR_MESSAGES as M } from './schema';
import { confirmTwoFactorSetup, disableTwoFactor, getTwoFactorStatus, startTwoFactorSetup } from './service';

export const twoFactorStatusAction = serverAction(
  { permission: 'profile.manage', failure: M.loadFailed },
  (actor) => getTwoFactorStatus(actor),
);

export const startTwoFactorSetupAction = formAction(
  { permission: 'profile.manage', failure: M.startFailed },
  (actor, input) => startTwoFactorSetup(actor, input),
);

export const confirmTwoFactorSetupAction = formAction(
  { permission: 'profile.manage', failure: M.startFailed, success: M.enabled },
  (actor, input) => confirmTwoFactorSetup(actor, input),
);

export const disableTwoFactorAction = formAction(
  { permission: 'profile.manage', failure: M.disableFailed, success: M.disabled },
  (actor, input) => disableTwoFactor(actor, input),
);
