import { describe, expect, it } from 'vitest';
import {
  firmInstant,
  firmLocal,
  freeSlots,
  isFreeSlot,
  monthDays,
  type Interval,
  type SlotRules,
} from '@/features/booking/shared/slots';
import { slotLabel } from '@/features/booking/shared/time-zones';

// The slot arithmetic of /agendar-consulta (issue 23): weekly hours, pauses, notice, window,
// days off, taken time, and how the times read in Lisbon and New York across their DST changes.

const WEEKDAYS = {
  '1': [
    ['09:00', '12:00'],
    ['14:00', '18:00'],
  ],
  '2': [['09:00', '12:00']],
  '3': [['09:00', '12:00']],
  '4': [['09:00', '12:00']],
  '5': [['09:00', '12:00']],
} as SlotRules['weeklyHours'];
const rules: SlotRules = {
  weeklyHours: WEEKDAYS,
  durationMinutes: 60,
  bufferMinutes: 0,
  minNoticeHours: 0,
  windowDays: 60,
};
// Sunday 2026-11-29 08:00 in São Paulo: Monday 30 November is the first working day.
const now = firmInstant('2026-11-29', '08:00');
const times = (slots: Interval[]) =>
  slots.map((slot) => `${firmLocal(slot.start).day} ${firmLocal(slot.start).time}`);

describe('free slots', () => {
  it('follows the weekly hours: intervals per weekday, none on days without hours', () => {
    const slots = freeSlots(rules, '2026-11-29', '2026-12-01', { now, busy: [], daysOff: [] });
    expect(times(slots)).toEqual([
      '2026-11-30 09:00',
      '2026-11-30 10:00',
      '2026-11-30 11:00',
      '2026-11-30 14:00',
      '2026-11-30 15:00',
      '2026-11-30 16:00',
      '2026-11-30 17:00',
      '2026-12-01 09:00',
      '2026-12-01 10:00',
      '2026-12-01 11:00',
    ]);
    // The firm's 09:00 is 12:00 UTC (São Paulo is UTC-3 all year).
    expect(new Date(slots[0]!.start).toISOString()).toBe('2026-11-30T12:00:00.000Z');
  });

  it('keeps the pause between consultations, and clear of a booking', () => {
    const paused = { ...rules, durationMinutes: 45, bufferMinutes: 15 };
    const day = '2026-12-01';
    expect(times(freeSlots(paused, day, day, { now, busy: [], daysOff: [] }))).toEqual([
      `${day} 09:00`,
      `${day} 10:00`,
      `${day} 11:00`,
    ]);
    // Booked 09:50-10:20 (by hand): 09:00 ends 09:45 + 15 min pause > 09:50; 10:00 starts within the pause.
    const busy = [{ start: firmInstant(day, '09:50'), end: firmInstant(day, '10:20') }];
    expect(times(freeSlots(paused, day, day, { now, busy, daysOff: [] }))).toEqual([`${day} 11:00`]);
  });

  it('refuses slots before the minimum notice and after the window', () => {
    const strict = { ...rules, minNoticeHours: 26, windowDays: 3 };
    // Now is Sunday 08:00: notice reaches Monday 10:00; the window ends on Wednesday 2 December.
    const slots = freeSlots(strict, '2026-11-29', '2026-12-31', { now, busy: [], daysOff: [] });
    expect(times(slots)[0]).toBe('2026-11-30 10:00');
    expect(times(slots).at(-1)).toBe('2026-12-02 11:00');
  });

  it('skips days off and holidays (ranges, inclusive)', () => {
    const daysOff = [{ startsOn: '2026-12-01', endsOn: '2026-12-02' }];
    const slots = freeSlots(rules, '2026-11-30', '2026-12-03', { now, busy: [], daysOff });
    expect(new Set(times(slots).map((time) => time.slice(0, 10)))).toEqual(
      new Set(['2026-11-30', '2026-12-03']),
    );
  });

  it('checks one slot: free, taken, or not on the grid', () => {
    const start = firmInstant('2026-12-01', '10:00');
    expect(isFreeSlot(rules, start, { now, busy: [], daysOff: [] })).toEqual({
      start,
      end: start + 3_600_000,
    });
    const busy = [{ start, end: start + 3_600_000 }];
    expect(isFreeSlot(rules, start, { now, busy, daysOff: [] })).toBeNull();
    expect(isFreeSlot(rules, start + 60_000, { now, busy: [], daysOff: [] })).toBeNull();
  });

  it('computes a month of slots against 1,000 bookings, leaving exactly the free ones', () => {
    const month = monthDays('2026-12');
    const all = freeSlots(rules, month.first, month.last, { now, busy: [], daysOff: [] });
    // 1,000 bookings: every other slot of the month taken, the rest spread over other calendars' times.
    const taken = all.filter((_, index) => index % 2 === 0);
    const elsewhere = Array.from({ length: 1000 - taken.length }, (_, index) => ({
      start: firmInstant('2027-03-01', '00:00') + index * 3_600_000,
      end: firmInstant('2027-03-01', '00:00') + (index + 1) * 3_600_000,
    }));
    const busy = [...elsewhere, ...taken].reverse();
    expect(busy).toHaveLength(1000);
    const started = performance.now();
    const free = freeSlots(rules, month.first, month.last, { now, busy, daysOff: [] });
    const elapsed = performance.now() - started;
    expect(free).toEqual(all.filter((_, index) => index % 2 === 1));
    expect(elapsed).toBeLessThan(200);
  });
});

describe('times in the visitor zone', () => {
  const at = (day: string, time: string) => firmInstant(day, time);

  it('Lisbon: 3 hours ahead in winter, 4 in summer, switching on 29 March and 25 October 2026', () => {
    expect(slotLabel(at('2026-03-27', '10:00'), 'Europe/Lisbon')).toBe('10:00 (13:00 em Lisboa)');
    expect(slotLabel(at('2026-03-30', '10:00'), 'Europe/Lisbon')).toBe('10:00 (14:00 em Lisboa)');
    expect(slotLabel(at('2026-10-23', '10:00'), 'Europe/Lisbon')).toBe('10:00 (14:00 em Lisboa)');
    expect(slotLabel(at('2026-10-26', '10:00'), 'Europe/Lisbon')).toBe('10:00 (13:00 em Lisboa)');
    expect(slotLabel(at('2026-12-01', '22:00'), 'Europe/Lisbon')).toBe('22:00 (01:00 de 02/12 em Lisboa)');
  });

  it('New York: 2 hours behind in winter, 1 in summer, switching on 8 March and 1 November 2026', () => {
    expect(slotLabel(at('2026-03-06', '10:00'), 'America/New_York')).toBe('10:00 (08:00 em Nova York)');
    expect(slotLabel(at('2026-03-09', '10:00'), 'America/New_York')).toBe('10:00 (09:00 em Nova York)');
    expect(slotLabel(at('2026-10-30', '10:00'), 'America/New_York')).toBe('10:00 (09:00 em Nova York)');
    expect(slotLabel(at('2026-11-02', '10:00'), 'America/New_York')).toBe('10:00 (08:00 em Nova York)');
  });

  it('shows the firm time alone to visitors on its clock', () => {
    expect(slotLabel(at('2026-12-01', '10:00'), 'America/Sao_Paulo')).toBe('10:00');
    expect(slotLabel(at('2026-12-01', '10:00'), 'America/Bahia')).toBe('10:00');
    expect(slotLabel(at('2026-12-01', '10:00'), null)).toBe('10:00');
  });

  it('keeps the firm grid on São Paulo time whatever zone the server runs in', () => {
    // The grid is built from the firm's clock, not the process's (TZ of the machine).
    expect(new Date(at('2026-07-01', '09:00')).toISOString()).toBe('2026-07-01T12:00:00.000Z');
    expect(new Date(at('2026-01-15', '09:00')).toISOString()).toBe('2026-01-15T12:00:00.000Z');
  });
});
