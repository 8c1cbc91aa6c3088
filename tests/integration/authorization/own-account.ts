import { randomUUID } from 'node:crypto';
import { createAccount } from '@/features/users/accounts';
import { getDb } from '@/lib/server/db/client';
import { STAFF_ROLES, type Actor } from '@/lib/shared/auth/permissions';
import { totp } from '../../support/totp';
import { AuthBrowser } from '../helpers/auth-client';
import { asRequestOf } from './request';

// Cases of the profile's own-account operations (second step, passkeys, sessions), which act on
// the request's own session: a staff actor gets a fresh account of its role, signed in from a
// browser of its own, so that turning a second step on (which renews the session) disturbs no other
// case. Visitors and 'user's stay as the matrix makes them: they are refused before any of that.

let count = 0;

export async function asOwnAccount<T>(
  actor: Actor | null,
  work: (me: Actor | null, browser: AuthBrowser | null) => Promise<T>,
): Promise<T> {
  if (!actor || !STAFF_ROLES.includes(actor.role)) return asRequestOf(actor, () => work(actor, null));
  const email = `${actor.role}-${randomUUID().slice(0, 8)}@own.matrix.test`;
  const { id } = await createAccount(getDb(), { email, password: 'senha-forte', userType: actor.role });
  const browser = new AuthBrowser(`192.0.2.${(++count % 200) + 20}`);
  const signedIn = await browser.signIn(email);
  if (signedIn.status !== 200) throw new Error(`sign-in of ${email}: ${signedIn.code}`);
  const me: Actor = { userId: id, email, role: actor.role };
  return browser.act(() => work(me, browser));
}

/** Turns the second step on for `me` through Better Auth; a browser signed in with its code. */
export async function withTwoFactor(me: Actor, browser: AuthBrowser): Promise<AuthBrowser> {
  const api = (await import('@/lib/server/auth/auth')).getAuth().api;
  const headers = new Headers({ cookie: browser.cookieHeader(), origin: browser.origin });
  const { totpURI } = (await api.enableTwoFactor({ body: { password: 'senha-forte' }, headers })) as {
    totpURI: string;
  };
  const secret = new URL(totpURI).searchParams.get('secret')!;
  await api.verifyTOTP({ body: { code: totp(secret) }, headers });
  const next = new AuthBrowser(browser.address);
  await next.signIn(me.email);
  const second = await next.call('/two-factor/verify-totp', { code: totp(secret) });
  if (second.status !== 200) throw new Error(`second step of ${me.email}: ${second.code}`);
  return next;
}
