import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { GET as authHandler } from '@/app/api/auth/[...all]/route';
import { createAccount } from '@/features/users/accounts';
import { administrators, sessions, type UserType } from '@/db/schema';
import { getAuth } from '@/lib/server/auth/auth';
import { AUTH_HTTP_PATHS } from '@/lib/server/auth/http-paths';
import { getDb } from '@/lib/server/db/client';
import { ForbiddenError, permissionsTable, type Actor, type Permission } from '@/lib/shared/auth/permissions';
import { ADMIN_CHECK_MESSAGES, SESSION_MESSAGES } from '@/lib/shared/auth/messages';
import type { AuthorizationCase } from '../authorization/case';
import { PUBLIC_EXPORTS } from '../authorization/public-exports';
import { asRequestOf, requestHeaders } from '../authorization/request';

// Every service function, server action and route handler, called as a visitor, a user, an admin
// and a super_admin, against the answers written out below (ALLOWED); every export of those modules
// either covered by a case or listed public; every permission of the table
// (src/lib/shared/auth/permissions.ts) proved by a case. Better Auth's own HTTP endpoints are in
// authorization/auth-http.cases.ts.

/**
 * Who may do what (SPEC §6), written here by hand and not computed from PERMISSIONS or `can`: a
 * wrong entry in the permissions table disagrees with this one and fails the matrix. A visitor
 * (no session) may do none of it.
 */
const ALLOWED: Record<Permission, Record<UserType, boolean>> = {
  'admin.access': { user: false, admin: true, super_admin: true },
  'profile.manage': { user: false, admin: true, super_admin: true },
  'news.write': { user: false, admin: true, super_admin: true },
  'blog.write': { user: false, admin: true, super_admin: true },
  'tips.write': { user: false, admin: true, super_admin: true },
  'testimonials.write': { user: false, admin: true, super_admin: true },
  'success_cases.write': { user: false, admin: true, super_admin: true },
  'services.write': { user: false, admin: true, super_admin: true },
  'client_logos.write': { user: false, admin: true, super_admin: true },
  'backgrounds.write': { user: false, admin: true, super_admin: true },
  'photos.write': { user: false, admin: true, super_admin: true },
  'logos.write': { user: false, admin: true, super_admin: true },
  'settings.write': { user: false, admin: true, super_admin: true },
  'social_links.write': { user: false, admin: true, super_admin: true },
  'requests.manage': { user: false, admin: true, super_admin: true },
  'privacy.manage': { user: false, admin: true, super_admin: true },
  'stats.read': { user: false, admin: true, super_admin: true },
  'compliance.read': { user: false, admin: true, super_admin: true },
  'media.manage': { user: false, admin: true, super_admin: true },
  'agenda.write': { user: false, admin: true, super_admin: true },
  'alerts.send': { user: false, admin: true, super_admin: true },
  'alerts.subscribers': { user: false, admin: true, super_admin: true },
  'users.manage': { user: false, admin: false, super_admin: true },
  'activity.read': { user: false, admin: false, super_admin: true },
};

/** What the matrix expects of `who` on a case of `permission`, from ALLOWED. */
const expectedOutcome = (who: Actor | null, permission: Permission) =>
  who !== null && ALLOWED[permission][who.role] ? 'allowed' : 'refused';

// Actions and route handlers read the session cookie of the request asRequestOf simulates.
vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/headers')>()),
  headers: async () => (await import('../authorization/request')).requestHeaders(),
}));

const files = import.meta.glob<{ cases: AuthorizationCase[] }>('../authorization/*.cases.ts', {
  eager: true,
});
const cases = Object.values(files).flatMap((file) => file.cases);

// Read at test time: a new feature's service, actions file or route handler is checked at once.
const surface = {
  // A feature's part may sit in its own folder (features/booking/agenda/service.ts).
  ...import.meta.glob<Record<string, unknown>>('/src/features/**/service.ts', { eager: true }),
  // …or in a file of its own beside it (features/blog/posts-admin.ts, features/alerts/alerts-admin.ts).
  ...import.meta.glob<Record<string, unknown>>('/src/features/**/*-admin.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('/src/features/**/actions.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('/src/app/**/route.ts', { eager: true }),
  // Every declared content type's actions (docs/admin-kit.md).
  ...import.meta.glob<Record<string, unknown>>('/src/lib/content-actions.ts', { eager: true }),
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
    // An action called without a session (the visitor) says the session expired.
    if (message === SESSION_MESSAGES.expired) return 'refused';
    throw new Error(`the action failed for another reason than the role: ${message}`);
  }
  return 'allowed';
}

async function actor(role: UserType, email = `${role}@matrix.test`): Promise<Actor> {
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

  it('writes out the answers for exactly the permissions of the table', () => {
    expect(Object.keys(ALLOWED).sort()).toEqual(Object.keys(permissionsTable()).sort());
  });

  it('proves every permission of the table with at least one case', () => {
    const proved = new Set(cases.map((testCase) => testCase.permission));
    expect(Object.keys(permissionsTable()).filter((permission) => !proved.has(permission as never))).toEqual(
      [],
    );
  });

  for (const [label, makeActor] of Object.entries(actors)) {
    describe(`as ${label}`, () => {
      let current: Actor | null | undefined;
      const resolveActor = async () => (current === undefined ? (current = await makeActor()) : current);

      for (const testCase of cases) {
        it(`${testCase.name} (${testCase.permission})`, async () => {
          const who = await resolveActor();
          const outcome = testCase.call(who).then(
            (result) => outcomeOf(testCase, result),
            (error: unknown) => (error instanceof ForbiddenError ? 'refused' : Promise.reject(error)),
          );
          await expect(outcome).resolves.toBe(expectedOutcome(who, testCase.permission));
        });
      }
    });
  }
});

/** Better Auth's endpoint paths (its own and its plugins'), e.g. '/sign-in/email'. */
function betterAuthPaths(): string[] {
  const api = getAuth().api as Record<string, { path?: string }>;
  return [...new Set(Object.values(api).flatMap((endpoint) => (endpoint.path ? [endpoint.path] : [])))];
}

describe('Better Auth over HTTP (/api/auth/*)', () => {
  it('answers 404 on every endpoint outside AUTH_HTTP_PATHS, for a visitor and for an admin', async () => {
    const paths = betterAuthPaths().filter((path) => !AUTH_HTTP_PATHS.includes(path));
    expect(paths).toContain('/update-user');
    const admin = await actor('admin', 'admin-http@matrix.test');
    const statuses: string[] = [];
    for (const who of [null, admin]) {
      for (const path of paths) {
        const url = `http://localhost/api/auth${path.replace(/:\w+/g, 'x')}`;
        for (const method of ['GET', 'POST'] as const) {
          const response = await asRequestOf(who, () =>
            authHandler(
              new Request(url, {
                method,
                headers: { 'content-type': 'application/json', ...Object.fromEntries(requestHeaders()) },
                body: method === 'POST' ? '{}' : undefined,
              }),
            ),
          );
          if (response.status !== 404) statuses.push(`${method} ${path}: ${response.status}`);
        }
      }
    }
    expect(statuses).toEqual([]);
  });

  it('has a case for every open path', () => {
    const named = new Set(cases.map((testCase) => testCase.name.split(' ')[0]));
    expect(AUTH_HTTP_PATHS.filter((path) => !named.has(`/api/auth${path}`))).toEqual([]);
  });

  it('never creates a session for an account that is not staff, whatever calls it', async () => {
    const user = await actor('user', 'user-http@matrix.test');
    const stranger = 'sem-cargo@matrix.test';
    const { id: strangerId } = await createAccount(getDb(), {
      email: stranger,
      password: 'senha-forte',
      userType: 'user',
    });
    await getDb().delete(administrators).where(eq(administrators.id, strangerId));
    for (const [email, code] of [
      [user.email, 'WRONG_USER_TYPE'],
      [stranger, 'NOT_ADMINISTRATOR'],
    ] as const) {
      const attempt = getAuth().api.signInEmail({ body: { email, password: 'senha-forte' } });
      await expect(attempt).rejects.toMatchObject({ body: { code } });
    }
    const held = await getDb()
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.userId, [user.userId, strangerId]));
    expect(held).toEqual([]);
  });
});
