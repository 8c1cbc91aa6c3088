'use server';

import { formAction } from '@/lib/server/actions';
import { SETTINGS_MESSAGES } from './schema';
import { saveSettings } from './service';

// The firm's details are public text: the OAB expressions in them come back as warnings.
export const saveSettingsAction = formAction(
  {
    permission: 'settings.write',
    failure: SETTINGS_MESSAGES.saveFailed,
    success: SETTINGS_MESSAGES.saved,
    oabCheck: true,
  },
  (actor, input) => saveSettings(actor, input),
);
