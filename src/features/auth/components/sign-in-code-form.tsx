'use client';

import { FieldErrorsProvider } from '@/components/ui/action-form';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useActionForm } from '@/components/ui/use-action-form';
import type { SignInStep } from '@/lib/shared/auth/sign-in-steps';
import { verifySignInCodeAction } from '../actions';
import { LOGIN_MESSAGES, signInCodeSchema } from '../schema';

/** The second step of /login: 'Código de verificação', once the password was right. */
export function SignInCodeForm({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (step: SignInStep) => void;
  onRestart: () => void;
}) {
  const form = useActionForm(verifySignInCodeAction, {
    schema: signInCodeSchema,
    resetOnSuccess: false,
    refresh: false,
    onSuccess: onSignedIn,
    // The pending sign-in expired or was used up: start again from the password.
    onFailure: (message) => message === LOGIN_MESSAGES.codeExpired && onRestart(),
  });
  return (
    <form
      method="post"
      noValidate
      onSubmit={form.onSubmit}
      className="space-y-5"
      aria-busy={form.pending || undefined}
    >
      <FieldErrorsProvider form={form}>
        <FormField
          label={LOGIN_MESSAGES.code}
          name="code"
          hint={LOGIN_MESSAGES.codeHint}
          autoComplete="one-time-code"
          autoFocus
          maxLength={20}
          required
          disabled={form.pending}
        />
      </FieldErrorsProvider>
      <button type="submit" disabled={form.pending} className={buttonClasses('primary', 'md', 'w-full')}>
        {form.pending ? LOGIN_MESSAGES.verifying : LOGIN_MESSAGES.verify}
      </button>
      <Button variant="ghost" className="w-full" onClick={onRestart} disabled={form.pending}>
        {LOGIN_MESSAGES.back}
      </Button>
    </form>
  );
}
