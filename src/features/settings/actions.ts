'use server';

import { formAction } from '@/lib/server/actions';
import { withSentVersion } from '@/lib/shared/editorial';
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
  // The form's version as it came: the service refuses a save that sent none (ADR 0015).
  (actor, input) => saveSettings(actor, withSentVersion(input)),
);
