import { DIRECT_LABEL, NO_ORIGIN_LABEL } from '@/lib/shared/attribution';

// How the statistics show their figures (pt-BR).

const count = new Intl.NumberFormat('pt-BR');
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

export const formatCount = (value: number) => count.format(value);

/** requests ÷ entries as a percentage; '—' without entries. */
export function formatRate(requests: number, entries: number): string {
  return entries > 0 ? percent.format(requests / entries) : '—';
}

/** The change from the previous period: '+12,5%', '−3%', 'novo' (from nothing), '0%'. */
export function formatChange(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? '0%' : 'novo';
  const change = (current - previous) / previous;
  const text = percent.format(Math.abs(change));
  return change > 0 ? `+${text}` : change < 0 ? `−${text}` : '0%';
}

/** A duration as people say it: '45 min', '3 h 20 min', '2 d 4 h'; '—' when there is none. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** A source as shown: the host or UTM source, 'Direto' for '', 'Sem origem' for null. */
export function sourceLabel(source: string | null): string {
  if (source === null) return NO_ORIGIN_LABEL;
  return source === '' ? DIRECT_LABEL : source;
}

export const DEVICE_LABELS: Record<string, string> = {
  mobile: 'Celular',
  tablet: 'Tablet',
  desktop: 'Computador',
  '': 'Não identificado',
};

/** A YYYY-MM-DD day as dd/mm. */
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
