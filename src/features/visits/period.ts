import { z } from 'zod';
import { todayIso } from '@/lib/shared/dates';

// The statistics' period (issue 24): the last 7, 30 or 90 days (today included) or chosen dates,
// compared with as many days just before. Brasília calendar days, as YYYY-MM-DD.

export const PERIOD_PRESETS = [
  { value: '7', label: 'Últimos 7 dias' },
  { value: '30', label: '30 dias' },
  { value: '90', label: '90 dias' },
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]['value'];
export const DEFAULT_PRESET: PeriodPreset = '30';
/** The longest chosen range (two years), so a typo cannot ask for a century of days. */
export const MAX_PERIOD_DAYS = 731;

export const PERIOD_MESSAGES = {
  invalidRange: 'Período inválido: informe a data inicial e a final, a inicial antes da final.',
  tooLong: `Período inválido: escolha no máximo ${MAX_PERIOD_DAYS} dias.`,
} as const;

export interface DayRange {
  /** First day, included. */
  from: string;
  /** Last day, included. */
  to: string;
}

export interface Period extends DayRange {
  days: number;
  /** The preset, or null for chosen dates. */
  preset: PeriodPreset | null;
  previous: DayRange;
  /** Why the chosen dates were not used (the default period is shown instead). */
  error: string | null;
}

const isoDate = z.iso.date();
/** The page's query string: `periodo=7|30|90`, or `de` and `ate` (YYYY-MM-DD). */
export const periodParamsSchema = z.object({
  periodo: z.enum(['7', '30', '90']).optional().catch(undefined),
  de: isoDate.optional().catch(undefined),
  ate: isoDate.optional().catch(undefined),
});
export type PeriodParams = z.infer<typeof periodParamsSchema>;

const DAY_MS = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** `day` moved by `n` days. */
export function addDays(day: string, n: number): string {
  return toDay(toTime(day) + n * DAY_MS);
}

/** How many days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS) + 1;
}

function withPrevious(from: string, to: string, preset: PeriodPreset | null, error: string | null): Period {
  const days = daysBetween(from, to);
  return { from, to, days, preset, error, previous: { from: addDays(from, -days), to: addDays(from, -1) } };
}

/** The period the parameters ask for (the last 30 days when they ask for none, or wrongly). */
export function resolvePeriod(params: PeriodParams, now = new Date()): Period {
  const today = todayIso(now);
  const last = (preset: PeriodPreset, error: string | null = null) =>
    withPrevious(addDays(today, 1 - Number(preset)), today, preset, error);
  if (params.de || params.ate) {
    const { de, ate } = params;
    if (!de || !ate || de > ate) return last(DEFAULT_PRESET, PERIOD_MESSAGES.invalidRange);
    if (daysBetween(de, ate) > MAX_PERIOD_DAYS) return last(DEFAULT_PRESET, PERIOD_MESSAGES.tooLong);
    return withPrevious(de, ate, null, null);
  }
  return last(params.periodo ?? DEFAULT_PRESET);
}

/** The query string of a period, for links and the CSV export. */
export function periodQuery(period: Pick<Period, 'from' | 'to' | 'preset'>): string {
  return period.preset ? `?periodo=${period.preset}` : `?de=${period.from}&ate=${period.to}`;
}

/** Every day of a range, in order. */
export function daysOf(range: DayRange): string[] {
  return Array.from({ length: daysBetween(range.from, range.to) }, (_, i) => addDays(range.from, i));
}
