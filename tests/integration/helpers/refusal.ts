import { expect } from 'vitest';
import { UserError } from '@/lib/shared/action-result';
import type { Actor } from '@/lib/shared/auth/permissions';

/** An admin as the services see one (services check the role only, not the account). */
export const anAdmin: Actor = { userId: 'admin-id', email: 'admin@example.com', role: 'admin' };

/** The message of the UserError the call is refused with (fails when it is not refused so). */
export async function refusalMessage(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UserError);
  return (error as UserError).message;
}
