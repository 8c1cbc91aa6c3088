import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { bookings } from '@/db/schema';

/**
 * Bookings as requests of the inbox (issue 23): a booking a visitor made is a request; a slot the
 * firm blocked is a bookings row but no request. What the requests, privacy and statistics features
 * read of bookings, they read through this (src/features/booking/exports.ts), never the table's name.
 */
export const bookingRequests = {
  table: bookings,
  /** The condition of its rows that are requests (unqualified: it holds under any alias). */
  isRequest: sql`kind = 'booking'`,
  /** One request by id. */
  row: (id: string) => and(eq(bookings.id, id), eq(bookings.kind, 'booking')),
} as const;
