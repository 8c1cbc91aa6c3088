'use client';

import { FormField } from './form-field';

/**
 * 'Código de verificação' (`code`): the 6 digits the authenticator app shows, asked to turn on
 * two-step sign-in and, with it on, to add a passkey.
 */
export function AuthenticatorCodeField({ disabled }: { disabled?: boolean }) {
  return (
    <FormField
      label="Código de verificação"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={10}
      required
      disabled={disabled}
      className="max-w-xs"
    />
  );
}
