import 'server-only';
import { sql } from 'drizzle-orm';
import { STAFF_ROLES, requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import { parseInput, UserError } from '@/lib/shared/action-result';
import { getDb } from '@/lib/server/db/client';
import { allRequests } from './request-union';
import {
  REQUEST_MESSAGES,
  requestRefSchema,
  type PriorContact,
  type RequestNote,
  type StaffMember,
} from './schema';

// Reads of the intake pipeline (issue 24): who may be 'Responsável', a request's 'Notas internas'
// and its 'Contato anterior'.

/** The staff members who may be 'Responsável' (admins and super_admins), by e-mail. */
export async function listStaff(actor: Actor | null): Promise<StaffMember[]> {
  requirePermission(actor, 'requests.manage');
  const roles = `{${STAFF_ROLES.join(',')}}`;
  const { rows } = await getDb().execute<{ id: string; email: string }>(sql`
    select id, email from administrators where user_type = any(${roles}::text[]) order by email`);
  return rows;
}

const NOTE_COLUMN = {
  consultation: sql`consultation_id`,
  contact: sql`contact_message_id`,
  booking: sql`booking_id`,
} as const;

/** A request's notes, oldest first. */
export async function listRequestNotes(actor: Actor | null, input: unknown): Promise<RequestNote[]> {
  requirePermission(actor, 'requests.manage');
  const ref = parseInput(requestRefSchema, input);
  const { rows } = await getDb().execute<{
    id: string;
    body: string;
    author_email: string | null;
    created_at: Date | string;
  }>(sql`
    select n.id, n.body, a.email as author_email, n.created_at
    from request_notes n left join administrators a on a.id = n.author_id
    where n.${NOTE_COLUMN[ref.kind]} = ${ref.id}
    order by n.created_at, n.id`);
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    authorEmail: row.author_email,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** How many other requests 'Contato anterior' lists at most (newest first). */
export const PRIOR_CONTACTS_LIMIT = 50;

/**
 * 'Contato anterior': the other requests (consultations, messages, bookings: request-union.ts) with
 * the same e-mail, phone or company as this one, newest first. Phones are compared by their last
 * ten digits, so '(11) 91234-5678' and '+55 11 91234-5678' are the same; company names without case.
 */
export async function listPriorContacts(actor: Actor | null, input: unknown): Promise<PriorContact[]> {
  requirePermission(actor, 'requests.manage');
  const ref = parseInput(requestRefSchema, input);
  const phoneKey = (column: string) => sql.raw(`right(regexp_replace(${column}, '[^0-9]', '', 'g'), 10)`);
  const db = getDb();
  const { rows: found } = await db.execute<{
    email: string;
    phone: string | null;
    company: string | null;
  }>(sql`
    select lower(email) as email,
      case when length(${phoneKey('phone')}) >= 8 then ${phoneKey('phone')} end as phone,
      nullif(lower(company_name), '') as company
    from ${allRequests()} r where kind = ${ref.kind} and id = ${ref.id}`);
  const me = found[0];
  if (!me) throw new UserError(REQUEST_MESSAGES.notFound);
  // Each condition matches an index of its table (lower(email), the phone's digits, lower(company)).
  const { rows } = await db.execute<{
    kind: string;
    id: string;
    name: string;
    status: string;
    created_at: Date | string;
    same_email: boolean;
    same_phone: boolean;
    same_company: boolean;
  }>(sql`
    select kind, id, name, status, created_at,
      lower(email) = ${me.email} as same_email,
      coalesce(${phoneKey('phone')} = ${me.phone}, false) as same_phone,
      coalesce(lower(company_name) = ${me.company}, false) as same_company
    from ${allRequests()} r
    where not (kind = ${ref.kind} and id = ${ref.id})
      and (lower(email) = ${me.email} or ${phoneKey('phone')} = ${me.phone}
        or lower(company_name) = ${me.company})
    order by created_at desc
    limit ${PRIOR_CONTACTS_LIMIT}`);
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    name: row.name,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    matches: [row.same_email && 'E-mail', row.same_phone && 'Telefone', row.same_company && 'Empresa'].filter(
      (match): match is string => Boolean(match),
    ),
  }));
}
