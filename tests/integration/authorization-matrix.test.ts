import { describe, expect, it, vi } from 'vitest';
import { createAccount } from '@/features/users/accounts';
import type { UserType } from '@/db/schema';
import { getDb } from '@/lib/server/db/client';
import { ForbiddenError, hasRole, type Actor } from '@/lib/shared/auth/roles';
import { ADMIN_CHECK_MESSAGES } from '@/lib/shared/auth/messages';
import type { AuthorizationCase } from './authorization/case';
import { PUBLIC_EXPORTS } from './authorization/public-exports';

// Every service function, server action and route handler, called as a visitor, a user, an admin
// and a super_admin; and every export of those modules either covered by a case or listed public.

// Actions and route handlers read the session cookie of the request asRequestOf simulates.
vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/headers')>()),
  headers: async () => (await import('./authorization/request')).requestHeaders(),
}));

const files = import.meta.glob<{ cases: AuthorizationCase[] }>('./authorization/*.cases.ts', { eager: true });
const cases = Object.values(files).flatMap((file) => file.cases);

// Read at test time: a new feature's service, actions file or route handler is checked at once.
const surface = {
  ...import.meta.glob<Record<string, unknown>>('/src/features/*/service.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('/src/features/*/actions.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('/src/app/**/route.ts', { eager: true }),
};

/** Functions, and objects carrying functions, can be called; plain data (rules, messages) cannot. */
const callable = (value: unknown) =>
  typeof value === 'function' ||
  (typeof value === 'object' && value !== null && Object.values(value).some((v) => typeof v === 'function'));

/** What is wrong with the exported surface, one line per export. */
function uncoveredExports(): string[] {
  const covered = new Set(cases.flatMap((testCase) => testCase.covers));
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const [file, module] of Object.entries(surface)) {
    const path = file.replace(/^\//, '');
    for (const [name, value] of Object.entries(module)) {
      if (!callable(value)) continue;
      const key = `${path}#${name}`;
      seen.add(key);
      const isPublic = key in PUBLIC_EXPORTS;
      if (covered.has(value) && isPublic) {
        problems.push(
          `${path}: ${name} is covered by a case but also listed as public: remove it from the list`,
        );
      } else if (!covered.has(value) && !isPublic) {
        problems.push(
          `${path}: ${name} is neither covered by a case (tests/integration/authorization/*.cases.ts) ` +
            'nor listed in tests/integration/authorization/public-exports.ts with a reason. ' +
            'Guard it and add a case, list it as public, or stop exporting it (an internal helper).',
        );
      }
    }
  }
  for (const key of Object.keys(PUBLIC_EXPORTS)) {
    if (!seen.has(key)) problems.push(`public-exports.ts lists ${key}, which is not exported any more`);
  }
  return problems;
}

/** 'refused' or 'allowed'; any other failure (e.g. the case's input is refused) fails the case. */
function outcomeOf(testCase: AuthorizationCase, result: unknown): 'refused' | 'allowed' {
  if (testCase.refused) return testCase.refused(result) ? 'refused' : 'allowed';
  const answer = result as { ok?: unknown; message?: string } | null;
  if (typeof answer === 'object' && answer?.ok === false) {
    const { message } = answer;
    if (message === ADMIN_CHECK_MESSAGES.denied) return 'refused';
    throw new Error(`the action failed for another reason than the role: ${message}`);
  }
  return 'allowed';
}

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
  it('covers every export of the services, actions and route handlers, or lists it as public', () => {
    expect(Object.keys(surface).length).toBeGreaterThan(0);
    expect(uncoveredExports()).toEqual([]);
  });

  for (const [label, makeActor] of Object.entries(actors)) {
    describe(`as ${label}`, () => {
      let current: Actor | null | undefined;
      const resolveActor = async () => (current === undefined ? (current = await makeActor()) : current);

      for (const testCase of cases) {
        it(`${testCase.name} (needs ${testCase.minimum})`, async () => {
          const who = await resolveActor();
          const outcome = testCase.call(who).then(
            (result) => outcomeOf(testCase, result),
            (error: unknown) => (error instanceof ForbiddenError ? 'refused' : Promise.reject(error)),
          );
          await expect(outcome).resolves.toBe(hasRole(who, testCase.minimum) ? 'allowed' : 'refused');
        });
      }
    });
  }
});
