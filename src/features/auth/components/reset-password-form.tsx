'use client';

import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { checkResetTokenAction, resetPasswordAction } from '../actions';
import { RESET_MESSAGES, newPasswordSchema } from '../schema';
import { NewPasswordFields, readNewPassword } from './new-password-fields';

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

type Outcome = { kind: 'error' | 'success'; message: string } | null;

export function ResetPasswordForm() {
  const router = useRouter();
  const token = useRef<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [linkDead, setLinkDead] = useState(false);
  const [pending, startTransition] = useTransition();
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const backToLogin = () => {
      clearTimeout(redirectTimer.current);
      redirectTimer.current = setTimeout(() => router.push('/login'), REDIRECT_DELAY_MS);
    };
    const refuse = () => {
      setLinkDead(true);
      setOutcome({ kind: 'error', message: RESET_MESSAGES.invalidLink });
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
      void checkResetTokenAction(link.token).then((valid) => {
        if (!cancelled && !valid) refuse();
      });
    }
    return () => {
      cancelled = true;
      clearTimeout(redirectTimer.current);
    };
  }, [router]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = readNewPassword(event.currentTarget);
    const parsed = newPasswordSchema.safeParse(input);
    if (!parsed.success) {
      setOutcome({ kind: 'error', message: parsed.error.issues[0]!.message });
      return;
    }
    startTransition(async () => {
      const result = await resetPasswordAction({ ...input, token: token.current ?? '' });
      if (result.ok) {
        setOutcome({ kind: 'success', message: result.message ?? RESET_MESSAGES.success });
      } else {
        setOutcome({ kind: 'error', message: result.message });
        if (result.message !== RESET_MESSAGES.invalidLink) return;
        setLinkDead(true);
      }
      redirectTimer.current = setTimeout(() => router.push('/login'), REDIRECT_DELAY_MS);
    });
  }

  const done = outcome?.kind === 'success';
  return (
    <form method="post" onSubmit={submit} className="space-y-5" aria-busy={pending || undefined}>
      {outcome && <Alert variant={outcome.kind}>{outcome.message}</Alert>}
      <NewPasswordFields disabled={pending || done || linkDead} />
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
