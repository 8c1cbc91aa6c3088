import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import * as schema from '@/db/schema';
import { getDb } from '@/lib/db/client';

// Better Auth: e-mail and password, sessions in PostgreSQL. Roles live in `administrators`.
// Built lazily: the database URL and secret are only known once the start-up has run.

function createAuth() {
  return betterAuth({
    secret: process.env.BETTER_AUTH_SECRET,
    baseURL: process.env.BETTER_AUTH_URL ?? process.env.SITE_URL,
    database: drizzleAdapter(getDb(), {
      provider: 'pg',
      usePlural: true,
      schema: {
        users: schema.users,
        sessions: schema.sessions,
        accounts: schema.accounts,
        verifications: schema.verifications,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // Users exist only through user management, the start-up bootstrap or the operator command.
      disableSignUp: true,
      minPasswordLength: 6,
      revokeSessionsOnPasswordReset: true,
    },
    advanced: {
      // Secure cookies follow the site's scheme (https in production).
      useSecureCookies: (process.env.BETTER_AUTH_URL ?? '').startsWith('https://'),
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [nextCookies()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const state = globalThis as unknown as { __tribunaAuth?: Auth };

export function getAuth(): Auth {
  state.__tribunaAuth ??= createAuth();
  return state.__tribunaAuth;
}
