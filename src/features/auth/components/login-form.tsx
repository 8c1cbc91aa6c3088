'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toast';
import { FieldErrorsProvider } from '@/components/ui/action-form';
import { buttonClasses } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useActionForm, useActionRunner } from '@/components/ui/use-action-form';
import { requestRecoveryAction, signInAction } from '../actions';
import { ADMIN_CHECK_MESSAGES } from '@/lib/shared/auth/messages';
import { pathAfterSignIn, type SignInStep } from '@/lib/shared/auth/sign-in-steps';
import { LOGIN_MESSAGES, RECOVERY_MESSAGES } from '../schema';
import { SignInCodeForm } from './sign-in-code-form';

/**
 * /login: sign-in of administrators and the "forgot password" e-mail. An account with two-step
 * sign-in is then asked for its code ('Código de verificação').
 */
export function LoginForm({ denied = false }: { denied?: boolean }) {
  const router = useRouter();
  const [awaitingCode, setAwaitingCode] = useState(false);
  const signedIn = (step: SignInStep) => router.push(pathAfterSignIn(step));
  const form = useActionForm(signInAction, {
    resetOnSuccess: false,
    refresh: false,
    onSuccess: (step) => {
      if (step === 'code') return setAwaitingCode(true);
      toast.success(LOGIN_MESSAGES.success);
      if (step) signedIn(step);
    },
  });
  const recovery = useActionRunner();
  const signingIn = form.pending;
  const recovering = recovery.pending;
  const emailRef = useRef<HTMLInputElement>(null);
  const announcedDenial = useRef(false);

  // Sent here by the admin guard: say why, then drop the marker from the address.
  useEffect(() => {
    if (!denied || announcedDenial.current) return;
    announcedDenial.current = true;
    toast.error(ADMIN_CHECK_MESSAGES.denied);
    router.replace('/login');
  }, [denied, router]);

  function recoverPassword() {
    const email = emailRef.current?.value.trim() ?? '';
    if (!email) {
      toast.error(RECOVERY_MESSAGES.emailRequired);
      emailRef.current?.focus();
      return;
    }
    recovery.run(() => requestRecoveryAction({ email }), { refresh: false });
  }

  if (awaitingCode) return <SignInCodeForm onSignedIn={signedIn} onRestart={() => setAwaitingCode(false)} />;

  // method="post": a submit before the page is interactive must never put the password in the URL.
  return (
    <form method="post" onSubmit={form.onSubmit} className="space-y-5" aria-busy={signingIn || undefined}>
      <FieldErrorsProvider form={form}>
        <FormField
          ref={emailRef}
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          disabled={signingIn}
        />
        <FormField
          label="Senha"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          disabled={signingIn}
        />
      </FieldErrorsProvider>
      <button type="submit" disabled={signingIn} className={buttonClasses('primary', 'md', 'w-full')}>
        {signingIn ? 'Entrando...' : 'Entrar'}
      </button>
      <div className="text-center">
        {/* The spec calls it a link; it sends the recovery e-mail instead of navigating. */}
        <a
          href="#recuperar-senha"
          onClick={(event) => {
            event.preventDefault();
            if (!recovering && !signingIn) recoverPassword();
          }}
          aria-disabled={recovering || signingIn || undefined}
          aria-busy={recovering || undefined}
          className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700 aria-disabled:opacity-60"
        >
          Esqueceu sua senha?
        </a>
      </div>
    </form>
  );
}
