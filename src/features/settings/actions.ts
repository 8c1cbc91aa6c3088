'use server';

import { runAsActor, withOabWarnings } from '@/lib/server/admin-actions';
import { formInput } from '@/lib/shared/form-data';
import { SETTINGS_MESSAGES } from './schema';
import { saveSettings } from './service';

export async function saveSettingsAction(formData: FormData) {
  // Actions are public endpoints: anything but a form is treated as an empty one.
  const input = formData instanceof FormData ? formInput(formData) : {};
  // The firm's details are public text: the OAB expressions in them come back as warnings.
  return withOabWarnings(
    await runAsActor(
      SETTINGS_MESSAGES.saveFailed,
      (actor) => saveSettings(actor, input),
      SETTINGS_MESSAGES.saved,
    ),
    input,
  );
}
