import { describe, expect, it } from 'vitest';
import { createAccount } from '@/features/users/accounts';
import type { UserType } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { ForbiddenError, hasRole, type Actor } from '@/lib/auth/roles';
import type { AuthorizationCase } from './authorization/case';

// Every admin service function, called as a visitor, a user, an admin and a super_admin.
const files = import.meta.glob<{ cases: AuthorizationCase[] }>('./authorization/*.cases.ts', { eager: true });
const cases = Object.values(files).flatMap((file) => file.cases);

async function actor(role: UserType): Promise<Actor> {
  const email = `${role}@matrix.test`;
  const { id } = await createAccount(getDb(), { email, password: 'senha-forte', userType: role });
  return { userId: id, email, role };
}

const actors: Record<string, () => Promise<Actor | null>> = {
  visitor: async () => null,
  user: () => actor('user'),
  admin: () => actor('admin'),
  super_admin: () => actor('super_admin'),
};

describe('authorization matrix', () => {
  it('covers the admin services', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  for (const [label, makeActor] of Object.entries(actors)) {
    describe(`as ${label}`, () => {
      let current: Actor | null | undefined;
      const resolveActor = async () => (current === undefined ? (current = await makeActor()) : current);

      for (const testCase of cases) {
        it(`${testCase.name} (needs ${testCase.minimum})`, async () => {
          const who = await resolveActor();
          const outcome = testCase.call(who).then(
            () => 'allowed',
            (error: unknown) => (error instanceof ForbiddenError ? 'refused' : Promise.reject(error)),
          );
          await expect(outcome).resolves.toBe(hasRole(who, testCase.minimum) ? 'allowed' : 'refused');
        });
      }
    });
  }
});
