// Dates as the firm reads them: pt-BR, Brasília time, the same on the server and in the browser.

import { FIRM_TIME_ZONE as TIME_ZONE } from './firm-time';

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** A timestamp as dd/mm/aaaa in Brasília time. */
export function formatDate(value: Date | string): string {
  return dateFormat.format(new Date(value));
}

const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A timestamp as dd/mm/aaaa hh:mm in Brasília time. */
export function formatDateTime(value: Date | string): string {
  return dateTimeFormat.format(new Date(value)).replace(',', '');
}

/** A calendar date (YYYY-MM-DD, a `date` column) as dd/mm/aaaa, with no time-zone shift. */
export function formatCalendarDate(value: string): string {
  const [year, month, day] = value.split('-');
  return `${day}/${month}/${year}`;
}

/** Today's calendar date in Brasília as YYYY-MM-DD (the value of a date input). */
export function todayIso(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}

const timeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/** A timestamp's time of day as hh:mm in Brasília time. */
export function formatTime(value: Date | string): string {
  return timeFormat.format(new Date(value));
}
