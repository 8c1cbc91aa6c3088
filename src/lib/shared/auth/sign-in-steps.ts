// Where a sign-in goes next, shared by the sign-in forms (password, code, passkey) and the pages.

/** 'done': signed in; 'code': the password was right, the second step's code is awaited; 'setup':
 * signed in, but the firm requires two-step sign-in and the account must set it up first. */
export type SignInStep = 'done' | 'code' | 'setup';

/** SPEC §4: a successful sign-in goes to /admin/noticias. */
export const ADMIN_HOME = '/admin/noticias';
/** Where an account is sent to set up two-step sign-in before any admin page. */
export const TWO_FACTOR_SETUP_PATH = '/login/duas-etapas';

export const pathAfterSignIn = (step: SignInStep): string =>
  step === 'setup' ? TWO_FACTOR_SETUP_PATH : ADMIN_HOME;
