import 'server-only';
import { csvDocument } from '@/lib/shared/csv';
import { formatCalendarDate } from '@/lib/shared/dates';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import { getDb } from '@/lib/server/db/client';
import type { Period } from './period';
import { queryDays } from './stats';

// 'Exportar CSV' of /admin/stats: one line per day of the period, from the daily aggregates.

const HEADER = ['Data', 'Visitas', 'Visitantes únicos', 'Entradas', 'Solicitações'];

/** The period's days as a spreadsheet, for admins. */
export async function statsCsv(actor: Actor | null, period: Period): Promise<string> {
  requirePermission(actor, 'stats.read');
  const days = await queryDays(getDb(), period);
  return csvDocument([
    HEADER,
    ...days.map((day) => [formatCalendarDate(day.day), day.visits, day.visitors, day.entries, day.requests]),
  ]);
}

/** estatisticas-AAAA-MM-DD-a-AAAA-MM-DD.csv */
export function statsCsvFilename(period: Pick<Period, 'from' | 'to'>): string {
  return `estatisticas-${period.from}-a-${period.to}.csv`;
}
