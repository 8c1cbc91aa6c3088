import type { RequestStatus } from '@/db/schema/request-statuses';

// The intake pipeline's statuses (issue 24), as the inbox and the statistics show them. 'done'
// ('Concluída') is the legacy closing status: rows that have it keep it, contact messages may still
// be closed with it, and nothing was migrated into 'Contratou' or 'Não contratou'.

/** The table's values, from the schema's Drizzle-free module (the browser does not load the schema). */
export { REQUEST_STATUSES as REQUEST_STATUS_VALUES } from '@/db/schema/request-statuses';

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  new: 'Nova',
  in_progress: 'Em atendimento',
  waiting_client: 'Aguardando cliente',
  hired: 'Contratou',
  not_hired: 'Não contratou',
  done: 'Concluída',
};

/** The pipeline's statuses, in order ('Concluída' is only offered where it still applies). */
export const PIPELINE_STATUSES = [
  'new',
  'in_progress',
  'waiting_client',
  'hired',
  'not_hired',
] as const satisfies readonly RequestStatus[];

/** Statuses that end a request: no follow-up is overdue once it has one of them. */
export const CLOSED_STATUSES = ['hired', 'not_hired', 'done'] as const satisfies readonly RequestStatus[];

/** The statuses a request may be set to: the pipeline's, and 'Concluída' for messages or rows that have it. */
export function statusOptionsFor(kind: string, current: RequestStatus): RequestStatus[] {
  return kind === 'contact' || current === 'done' ? [...PIPELINE_STATUSES, 'done'] : [...PIPELINE_STATUSES];
}
