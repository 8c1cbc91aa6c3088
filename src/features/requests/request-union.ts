import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { FIRM_TIME_ZONE } from '@/lib/shared/firm-time';
import { bookingRequests } from '@/features/booking/exports';

// Every kind of request (issue 24) as one relation with the columns the pipeline and the
// statistics read: 'Contato anterior', conversions, time to first response. A new kind of
// request is one more branch here, with null for what it does not have.

const BRANCHES: SQL[] = [
  sql`select 'consultation' as kind, id, name, email, phone, company_name, status, created_at,
    assignee_id, follow_up_on, first_response_at, entry_page, referrer_host, utm_source, utm_medium,
    utm_campaign, form_page, language from consultations`,
  sql`select 'contact' as kind, id, name, email, null as phone, null as company_name, status,
    created_at, assignee_id, follow_up_on, first_response_at, entry_page, referrer_host, utm_source,
    utm_medium, utm_campaign, form_page, language from contact_messages`,
  // A booking made at /agendar-consulta (issue 23); a slot the firm blocked is no request.
  sql`select 'booking' as kind, id, name, email, phone, company_name, status, created_at,
    assignee_id, follow_up_on, first_response_at, entry_page, referrer_host, utm_source, utm_medium,
    utm_campaign, form_page, language from ${bookingRequests.table} where ${bookingRequests.isRequest}`,
];

/** All requests, as a subquery to select from (`select … from ${allRequests()} r`). */
export function allRequests(): SQL {
  return sql`(${sql.join(BRANCHES, sql` union all `)})`;
}

/**
 * The source a request is counted under: its UTM source, else the referrer's host, else '' (a
 * direct visit); null when it was sent without its origin ('Sem origem').
 */
export const REQUEST_SOURCE = sql`case when entry_page is null then null
  else coalesce(utm_source, referrer_host, '') end`;

/** Requests created on the Brasília days from `range.from` to `range.to` (both included, YYYY-MM-DD). */
export function createdWithin(range: { from: string; to: string }): SQL {
  return sql`created_at >= (${range.from}::date)::timestamp at time zone ${FIRM_TIME_ZONE}
    and created_at < (${range.to}::date + 1)::timestamp at time zone ${FIRM_TIME_ZONE}`;
}
