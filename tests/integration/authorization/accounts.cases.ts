import { eq } from 'drizzle-orm';
import { passkeys } from '@/db/schema';
import {
  addPasskeyAction,
  passkeyRegistrationOptionsAction,
  removePasskeyAction,
} from '@/features/passkeys/actions';
import {
  addPasskey,
  listPasskeys,
  passkeyRegistrationOptions,
  removePasskey,
} from '@/features/passkeys/service';
import { endOtherSessionsAction, endSessionAction } from '@/features/sessions/actions';
import { endMyOtherSessions, endMySession, listMySessions } from '@/features/sessions/service';
import {
  confirmTwoFactorSetupAction,
  disableTwoFactorAction,
  startTwoFactorSetupAction,
  twoFactorStatusAction,
} from '@/features/two-factor/actions';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  getTwoFactorStatus,
  startTwoFactorSetup,
} from '@/features/two-factor/service';
import { getDb } from '@/lib/server/db/client';
import { getEnv } from '@/lib/server/env';
import type { ActionResult } from '@/lib/shared/action-result';
import type { Actor, Permission } from '@/lib/shared/auth/permissions';
import { SoftAuthenticator } from '../../support/soft-authenticator';
import { totp } from '../../support/totp';
import { AuthBrowser } from '../helpers/auth-client';
import { formDataOf } from '../helpers/form-data';
import type { AuthorizationCase } from './case';
import { asOwnAccount, withTwoFactor } from './own-account';

// /admin/profile's own-account operations (issue 25): any administrator, for their own account
// only; never a 'user' or a visitor. Each runs as a fresh account of the actor's role (own-account.ts).

const PASSWORD = { current_password: 'senha-forte' };

/** A case whose work runs as the actor's own account. */
function ownCase(
  name: string,
  covers: unknown,
  work: (me: Actor | null, browser: AuthBrowser | null) => Promise<unknown>,
  permission: Permission = 'profile.manage',
): AuthorizationCase {
  return { name, permission, covers: [covers], call: (actor) => asOwnAccount(actor, work) };
}

const unwrap = <T>(result: ActionResult<T>): T => {
  if (!result.ok) throw new Error(result.message);
  return result.data;
};

/**
 * A passkey registration answered by a software authenticator, once the password is confirmed for
 * this session as 'Adicionar passkey' does first; its challenge cookie joins the request's cookies.
 */
async function registration(me: Actor, browser: AuthBrowser) {
  await passkeyRegistrationOptions(me, PASSWORD);
  const options = await browser.call('/passkey/generate-register-options');
  browser.refreshCookies();
  return new SoftAuthenticator(getEnv().SITE_URL).register(options.body as never);
}

/** The actor's passkey id (added through Better Auth's plugin), for removal. */
async function addedPasskey(me: Actor, browser: AuthBrowser) {
  await addPasskey(me, await registration(me, browser));
  const [row] = await getDb()
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.userId, me.userId));
  return row!.id;
}

export const cases: AuthorizationCase[] = [
  // Two-step sign-in.
  ownCase('twoFactor.getTwoFactorStatus', getTwoFactorStatus, (me) => getTwoFactorStatus(me)),
  ownCase('twoFactor.twoFactorStatusAction', twoFactorStatusAction, () => twoFactorStatusAction()),
  ownCase('twoFactor.startTwoFactorSetup', startTwoFactorSetup, (me) => startTwoFactorSetup(me, PASSWORD)),
  ownCase('twoFactor.startTwoFactorSetupAction', startTwoFactorSetupAction, () =>
    startTwoFactorSetupAction(formDataOf(PASSWORD)),
  ),
  ownCase('twoFactor.confirmTwoFactorSetup', confirmTwoFactorSetup, async (me) => {
    const { secret } = await startTwoFactorSetup(me, PASSWORD);
    return confirmTwoFactorSetup(me, { code: totp(secret) });
  }),
  ownCase('twoFactor.confirmTwoFactorSetupAction', confirmTwoFactorSetupAction, async (me, browser) => {
    if (!browser) return confirmTwoFactorSetupAction(formDataOf({ code: '123456' }));
    const { secret } = unwrap(await startTwoFactorSetupAction(formDataOf(PASSWORD)));
    return confirmTwoFactorSetupAction(formDataOf({ code: totp(secret) }));
  }),
  ownCase('twoFactor.disableTwoFactor', disableTwoFactor, async (me, browser) => {
    if (!me || !browser) return disableTwoFactor(me, PASSWORD);
    const signedIn = await withTwoFactor(me, browser);
    return signedIn.act(() => disableTwoFactor(me, PASSWORD));
  }),
  ownCase('twoFactor.disableTwoFactorAction', disableTwoFactorAction, async (me, browser) => {
    if (!me || !browser) return disableTwoFactorAction(formDataOf(PASSWORD));
    const signedIn = await withTwoFactor(me, browser);
    return signedIn.act(() => disableTwoFactorAction(formDataOf(PASSWORD)));
  }),

  // Passkeys.
  ownCase('passkeys.listPasskeys', listPasskeys, (me) => listPasskeys(me)),
  ownCase('passkeys.passkeyRegistrationOptions', passkeyRegistrationOptions, (me) =>
    passkeyRegistrationOptions(me, PASSWORD),
  ),
  ownCase('passkeys.passkeyRegistrationOptionsAction', passkeyRegistrationOptionsAction, () =>
    passkeyRegistrationOptionsAction(formDataOf(PASSWORD)),
  ),
  ownCase('passkeys.addPasskey', addPasskey, async (me, browser) =>
    addPasskey(me, me && browser ? await registration(me, browser) : { id: 'x', type: 'public-key' }),
  ),
  ownCase('passkeys.addPasskeyAction', addPasskeyAction, async (me, browser) =>
    addPasskeyAction(me && browser ? await registration(me, browser) : { id: 'x', type: 'public-key' }),
  ),
  ownCase('passkeys.removePasskey', removePasskey, async (me, browser) =>
    removePasskey(me, me && browser ? await addedPasskey(me, browser) : crypto.randomUUID()),
  ),
  ownCase('passkeys.removePasskeyAction', removePasskeyAction, async (me, browser) =>
    removePasskeyAction(me && browser ? await addedPasskey(me, browser) : crypto.randomUUID()),
  ),

  // Sessions.
  ownCase('sessions.listMySessions', listMySessions, (me) => listMySessions(me)),
  ownCase('sessions.endMySession', endMySession, async (me, browser) => {
    if (!me || !browser) return endMySession(me, 'x');
    const [session] = await listMySessions(me);
    return endMySession(me, session!.id);
  }),
  ownCase('sessions.endMyOtherSessions', endMyOtherSessions, (me) => endMyOtherSessions(me)),
  ownCase('sessions.endSessionAction', endSessionAction, async (me, browser) => {
    if (!me || !browser) return endSessionAction('x');
    await new AuthBrowser('192.0.2.8').signIn(me.email);
    const sessions = await listMySessions(me);
    return endSessionAction(sessions.find((item) => !item.current)!.id);
  }),
  ownCase('sessions.endOtherSessionsAction', endOtherSessionsAction, () => endOtherSessionsAction()),
];
