// Plain values, no Drizzle: the browser's code imports them too (src/lib/shared/request-statuses.ts),
// without loading the schema.

/**
 * Where the firm is with a request. 'done' ('Concluída') is the legacy closing status: rows that
 * have it keep it, and contact messages may still be closed with it; consultations end as
 * 'hired' ('Contratou') or 'not_hired' ('Não contratou').
 */
export const REQUEST_STATUSES = [
  'new',
  'in_progress',
  'waiting_client',
  'hired',
  'not_hired',
  'done',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
