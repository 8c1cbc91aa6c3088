import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { INTAKE_LIMITS } from './limits';
import { consultations, contactMessages } from './visitors';

/**
 * 'Notas internas' of a request (issue 24): the staff's own notes, never sent to the visitor,
 * included in the LGPD export. One request column per kind of request (exactly one is set), so a
 * request's deletion (erasure, retention) deletes its notes by cascade; a new kind adds its column.
 */
export const requestNotes = pgTable(
  'request_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultationId: uuid('consultation_id').references(() => consultations.id, { onDelete: 'cascade' }),
    contactMessageId: uuid('contact_message_id').references(() => contactMessages.id, {
      onDelete: 'cascade',
    }),
    /** The staff member who wrote it (null once their account is removed). */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: varchar('body', { length: INTAKE_LIMITS.note }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('request_notes_consultation_idx').on(t.consultationId, t.createdAt),
    index('request_notes_contact_message_idx').on(t.contactMessageId, t.createdAt),
    check(
      'request_notes_one_request_check',
      sql`num_nonnulls(${t.consultationId}, ${t.contactMessageId}) = 1`,
    ),
  ],
);

/**
 * The daily follow-up e-mail of each 'Responsável' (issue 24): a row is written when the day's
 * e-mail is queued, in the same statement, so each person gets at most one a day whatever runs
 * twice. Rows older than a month are deleted by the task itself.
 */
export const followUpDigests = pgTable(
  'follow_up_digests',
  {
    assigneeId: text('assignee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assigneeId, t.day] })],
);
