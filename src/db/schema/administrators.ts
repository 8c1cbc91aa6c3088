import { check, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { ADMINISTRATOR_LIMITS } from './limits';
import { sql } from 'drizzle-orm';
import { users } from './auth';

export const USER_TYPES = ['super_admin', 'admin', 'user'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The source of truth for roles (SPEC §3): id is the auth user's id. */
export const administrators = pgTable(
  'administrators',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: ADMINISTRATOR_LIMITS.email }).notNull().unique(),
    userType: text('user_type', { enum: USER_TYPES }).notNull().default('user'),
  },
  (t) => [check('administrators_user_type_check', sql`${t.userType} in ('super_admin', 'admin', 'user')`)],
);
