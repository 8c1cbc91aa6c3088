'use client';

import { useSyncExternalStore } from 'react';
import { useRouter } from 'next/navigation';
import { browserSupportsWebAuthn, startAuthentication, WebAuthnError } from '@simplewebauthn/browser';
import { buttonClasses } from '@/components/ui/button';
import { useActionRunner } from '@/components/ui/use-action-form';
import { pathAfterSignIn } from '@/lib/shared/auth/sign-in-steps';
import { passkeySignInOptionsAction, signInWithPasskeyAction } from '../actions';
import { PASSKEY_MESSAGES as M } from '../schema';

const noChanges = () => () => {};

/** 'Entrar com passkey' at /login: signs in without the password (shown where the browser can). */
export function PasskeySignIn() {
  const router = useRouter();
  const signingIn = useActionRunner();
  // Known in the browser only: the server's HTML has no button, the browser adds it where it can.
  const supported = useSyncExternalStore(noChanges, browserSupportsWebAuthn, () => false);
  if (!supported) return null;

  function signIn() {
    signingIn.run(
      async () => {
        const options = await passkeySignInOptionsAction();
        if (!options.ok) return options;
        let response;
        try {
          response = await startAuthentication({ optionsJSON: options.data as never });
        } catch (error) {
          const refused =
            error instanceof WebAuthnError ||
            (error instanceof DOMException && error.name === 'NotAllowedError');
          if (!refused) throw error;
          return { ok: false as const, message: M.signInCancelled };
        }
        return signInWithPasskeyAction(response);
      },
      { refresh: false, onSuccess: (step) => step && router.push(pathAfterSignIn(step)) },
    );
  }

  return (
    <div className="mt-6 border-t border-slate-200 pt-6">
      <button
        type="button"
        onClick={signIn}
        disabled={signingIn.pending}
        aria-busy={signingIn.pending || undefined}
        className={buttonClasses('secondary', 'md', 'w-full')}
      >
        {signingIn.pending ? M.signingIn : M.signIn}
      </button>
    </div>
  );
}
