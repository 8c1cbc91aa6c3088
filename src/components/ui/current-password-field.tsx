'use client';

import { FormField } from './form-field';

/** 'Senha atual' (`current_password`): what a change to one's own account asks for first (ADR 0006). */
export function CurrentPasswordField({ disabled }: { disabled?: boolean }) {
  return (
    <FormField
      label="Senha atual"
      name="current_password"
      type="password"
      autoComplete="current-password"
      required
      disabled={disabled}
    />
  );
}
