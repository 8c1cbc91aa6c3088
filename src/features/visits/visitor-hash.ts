import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';

// Unique visitors without a cookie or a stored address (issue 24): a visitor of a day is the hash
// of their address, their user agent and that day's salt. The salt is random, kept in the database
// for every instance, and deleted with the day's hashes once the day is over (visits-daily.ts):
// the same person on two days gives two unrelated hashes, and no one can recompute either.

let cached: { day: string; salt: Buffer } | undefined;

/** The day's salt, made by whichever instance needs it first. */
async function saltOf(db: Database, day: string): Promise<Buffer> {
  if (cached?.day === day) return cached.salt;
  const { rows } = await db.execute<{ salt: Buffer }>(sql`
    with made as (
      insert into visit_salts (day, salt) values (${day}, ${randomBytes(32)})
      on conflict (day) do nothing returning salt
    )
    select salt from made union all select salt from visit_salts where day = ${day} limit 1`);
  // Another instance made it in the same instant: its row is visible to the next statement.
  const salt = rows[0]?.salt ?? (await saltOf(db, day));
  cached = { day, salt };
  return salt;
}

/** The visitor's hash for `day` (16 bytes): address and user agent never leave this function. */
export async function visitorHash(
  db: Database,
  day: string,
  address: string,
  userAgent: string,
): Promise<Buffer> {
  const salt = await saltOf(db, day);
  return createHash('sha256')
    .update(salt)
    .update('\0')
    .update(address)
    .update('\0')
    .update(userAgent)
    .digest()
    .subarray(0, 16);
}

/** Forgets the cached salt (the daily job deleted it; tests). */
export function forgetCachedSalt(): void {
  cached = undefined;
}
