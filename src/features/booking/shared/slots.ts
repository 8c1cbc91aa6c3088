import { tzOffset } from '@date-fns/tz';
import { FIRM_TIME_ZONE } from '@/lib/shared/firm-time';

// Slot arithmetic of online booking (issue 23), without I/O: the firm's weekly hours, the length of
// a consultation and the pause after it, the minimum notice, the booking window, days off and the
// time already taken. Times are instants (ms since the epoch); days and hours are the firm's
// (FIRM_TIME_ZONE, lib/shared/firm-time.ts), whatever the server's or the visitor's zone.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Per weekday (0 = Sunday … 6 = Saturday), intervals as 'HH:MM' pairs in the firm's zone. */
export type WeeklyHours = Record<string, [string, string][]>;

export interface SlotRules {
  weeklyHours: WeeklyHours;
  durationMinutes: number;
  /** 'Intervalo entre consultas': free time kept after (and before) every consultation. */
  bufferMinutes: number;
  /** 'Antecedência mínima'. */
  minNoticeHours: number;
  /** 'Janela de agendamento': the last bookable day is today plus this many days. */
  windowDays: number;
}

/** A time range [start, end) in ms. */
export interface Interval {
  start: number;
  end: number;
}

/** Days without consultations, YYYY-MM-DD inclusive on both ends. */
export interface DayRange {
  startsOn: string;
  endsOn: string;
}

export interface SlotContext {
  now: number;
  /** Bookings and blocked slots that are not cancelled (any order). */
  busy: readonly Interval[];
  daysOff: readonly DayRange[];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day `offset` days after `day` (YYYY-MM-DD, no zone involved). */
export function addDays(day: string, offset: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, date + offset));
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

// The firm's UTC offset, asked of @date-fns/tz (Intl underneath, which is slow: about 20 µs a
// call) once per hour of time and kept, so a month of slots costs microseconds.
const offsets = new Map<number, number>();
function offsetAt(instant: number): number {
  const hour = Math.floor(instant / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    if (offsets.size > 50_000) offsets.clear();
    offset = tzOffset(FIRM_TIME_ZONE, new Date(hour * HOUR)) * MINUTE;
    offsets.set(hour, offset);
  }
  return offset;
}

/** The instant of a day and 'HH:MM' on the firm's clock. */
export function firmInstant(day: string, time: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, date, hours, minutes);
  // The offset at the wall time read as UTC is right but near a change of offset; check it there.
  const guess = wall - offsetAt(wall);
  const offset = offsetAt(guess);
  return wall - offset;
}

/** The firm's day (YYYY-MM-DD) and time ('HH:MM') of an instant. */
export function firmLocal(instant: number): { day: string; time: string } {
  const local = new Date(instant + offsetAt(instant));
  return {
    day: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
}

/** Whether `day` falls in one of the ranges. */
export function isDayOff(day: string, daysOff: readonly DayRange[]): boolean {
  return daysOff.some((range) => range.startsOn <= day && day <= range.endsOn);
}

/** Busy times sorted by start, with the latest end so far: "anything before index k ends after t?". */
interface BusyIndex {
  starts: number[];
  maxEnds: number[];
}

function indexBusy(busy: readonly Interval[]): BusyIndex {
  const sorted = [...busy].sort((a, b) => a.start - b.start);
  const starts = sorted.map((item) => item.start);
  const maxEnds: number[] = [];
  let max = -Infinity;
  for (const item of sorted) maxEnds.push((max = Math.max(max, item.end)));
  return { starts, maxEnds };
}

/** Whether [start, end), widened by the pause on both sides, meets any busy time. O(log n). */
function collides(index: BusyIndex, start: number, end: number, pause: number): boolean {
  // The busy times starting before end + pause are a prefix; one of them collides if it ends
  // after start - pause, i.e. if the latest end in that prefix does.
  let low = 0;
  let high = index.starts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (index.starts[middle]! < end + pause) low = middle + 1;
    else high = middle;
  }
  return low > 0 && index.maxEnds[low - 1]! > start - pause;
}

/** The last day a visitor may book now. */
export function lastBookableDay(rules: SlotRules, now: number): string {
  return addDays(firmLocal(now).day, rules.windowDays);
}

/**
 * The free slots of one calendar on the days `from` … `to` (inclusive, the firm's days), in time
 * order. A slot starts at the start of an interval of the weekly hours and then every duration +
 * pause, ends within the interval, respects notice and window, skips days off, and keeps the
 * pause clear of every busy time.
 */
export function freeSlots(rules: SlotRules, from: string, to: string, context: SlotContext): Interval[] {
  const earliest = context.now + rules.minNoticeHours * HOUR;
  const lastDay = lastBookableDay(rules, context.now);
  const until = to < lastDay ? to : lastDay;
  const first = from > firmLocal(earliest).day ? from : firmLocal(earliest).day;
  const duration = rules.durationMinutes * MINUTE;
  const pause = rules.bufferMinutes * MINUTE;
  const busy = indexBusy(context.busy);
  const slots: Interval[] = [];
  // At most a window's worth of days (a year), whatever the range asked for.
  for (let day = first, count = 0; day <= until && count <= 400; day = addDays(day, 1), count++) {
    if (isDayOff(day, context.daysOff)) continue;
    const intervals = [...(rules.weeklyHours[String(weekdayOf(day))] ?? [])].sort((a, b) =>
      a[0].localeCompare(b[0]),
    );
    for (const [opens, closes] of intervals) {
      const close = firmInstant(day, closes);
      for (let start = firmInstant(day, opens); start + duration <= close; start += duration + pause) {
        if (start < earliest) continue;
        const end = start + duration;
        if (!collides(busy, start, end, pause)) slots.push({ start, end });
      }
    }
  }
  return slots;
}

/** Whether a slot starting at `start` is one of the calendar's free slots now. */
export function isFreeSlot(rules: SlotRules, start: number, context: SlotContext): Interval | null {
  const { day } = firmLocal(start);
  return freeSlots(rules, day, day, context).find((slot) => slot.start === start) ?? null;
}

/** The first and last day of a month ('2026-12'). */
export function monthDays(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  return { first, last: addDays(addDays(first, 32).slice(0, 8) + '01', -1) };
}

export { DAY as DAY_MS, HOUR as HOUR_MS, MINUTE as MINUTE_MS };
