'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { FieldErrorsProvider } from '@/components/ui/action-form';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { useActionForm } from '@/components/ui/use-action-form';
import { checkResetTokenAction, resetPasswordAction } from '../actions';
import { RESET_MESSAGES, newPasswordSchema } from '../schema';
import { NewPasswordFields } from './new-password-fields';

/** Delay before going back to /login after a reset outcome (SPEC §9). */
const REDIRECT_DELAY_MS = 3000;

interface LinkState {
  token: string | null;
  /** The address says it is a recovery link (e.g. #type=recovery) even without a token. */
  recovery: boolean;
  /** The auth server already said the link is bad (?error=INVALID_TOKEN). */
  failed: boolean;
}

/** The token comes in the query (?token=) or in the hash (#token= or #access_token=). */
function readLink(): LinkState {
  const query = new URLSearchParams(window.location.search);
  const hash = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const token = query.get('token') || hash.get('token') || hash.get('access_token') || null;
  const recovery = query.get('type') === 'recovery' || hash.get('type') === 'recovery';
  const failed = Boolean(query.get('error') || hash.get('error'));
  return { token, recovery, failed };
}

export function ResetPasswordForm() {
  const router = useRouter();
  const token = useRef<string | null>(null);
  const [linkDead, setLinkDead] = useState(false);
  const [done, setDone] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const backToLogin = useCallback(() => {
    clearTimeout(redirectTimer.current);
    redirectTimer.current = setTimeout(() => router.push('/login'), REDIRECT_DELAY_MS);
  }, [router]);
  // The outcome is said in place (SPEC §4), not as a toast; input errors at their fields.
  // The link's token goes with the new password.
  const sendWithToken = (formData: FormData) => {
    formData.set('token', token.current ?? '');
    return resetPasswordAction(formData);
  };
  const form = useActionForm(sendWithToken, {
    schema: newPasswordSchema,
    refresh: false,
    toast: false,
    onSuccess: () => {
      setDone(true);
      backToLogin();
    },
    onFailure: (message) => {
      if (message !== RESET_MESSAGES.invalidLink) return;
      setLinkDead(true);
      backToLogin();
    },
  });

  useEffect(() => {
    const refuse = () => {
      setLinkDead(true);
      backToLogin();
    };
    const link = readLink();
    if (link.failed || (!link.token && !link.recovery)) {
      refuse();
      return () => clearTimeout(redirectTimer.current);
    }
    token.current = link.token;
    let cancelled = false;
    if (link.token) {
      // A failed check lets the user try: the reset itself says whether the link still works.
      void checkResetTokenAction(link.token).then((answer) => {
        if (!cancelled && answer.ok && !answer.data) refuse();
      });
    }
    return () => {
      cancelled = true;
      clearTimeout(redirectTimer.current);
    };
  }, [backToLogin]);

  const pending = form.pending;
  // A dead link found when the page opened has no refusal of the form to show.
  const error = form.formError ?? (linkDead ? RESET_MESSAGES.invalidLink : undefined);
  return (
    <form
      method="post"
      onSubmit={form.onSubmit}
      noValidate
      className="space-y-5"
      aria-busy={pending || undefined}
    >
      {done && <Alert variant="success">{RESET_MESSAGES.success}</Alert>}
      {error && <Alert variant="error">{error}</Alert>}
      <FieldErrorsProvider form={form}>
        <NewPasswordFields disabled={pending || done || linkDead} />
      </FieldErrorsProvider>
      <button
        type="submit"
        disabled={pending || done || linkDead}
        className={buttonClasses('primary', 'md', 'w-full')}
      >
        {pending ? 'Atualizando senha...' : 'Atualizar senha'}
      </button>
      <p className="text-center">
        <Link
          href="/login"
          className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Voltar ao login
        </Link>
      </p>
    </form>
  );
}
