import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The firm's sign-in policy, one row set by the super_admin in /admin/usuarios. No row: nothing
 * is required beyond the password.
 */
export const securityPolicy = pgTable(
  'security_policy',
  {
    id: integer('id').primaryKey().default(1),
    /** 'Exigir autenticação em duas etapas': every staff account must have it before any admin page. */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('security_policy_single_row_check', sql`${t.id} = 1`)],
);
