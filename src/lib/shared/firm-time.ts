// Wall-clock times in the firm's time zone (America/Sao_Paulo), the way a date-time field shows
// and takes them ('2026-12-01T08:00'), whatever the server's or the browser's own zone is.

export const FIRM_TIME_ZONE = 'America/Sao_Paulo';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: FIRM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the firm's wall-clock time, in a datetime-local field's format. */
export function toFirmWallTime(value: Date | string): string {
  const get = (type: string) =>
    parts.formatToParts(new Date(value)).find((part) => part.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant of a wall-clock time in the firm's zone ('2026-12-01T08:00' is 11:00 UTC), or null
 * when the text is not one. The zone's offset is read for that very date (daylight saving, if the
 * country ever has it again).
 */
export function fromFirmWallTime(text: string): Date | null {
  const match = WALL_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc) || new Date(asUtc).getUTCDate() !== day) return null;
  // The zone's offset at that moment, then once more at the corrected one (near a change of offset).
  let instant = asUtc;
  for (let pass = 0; pass < 2; pass += 1) {
    const shown = Date.parse(`${toFirmWallTime(new Date(instant))}:00Z`);
    instant += asUtc - shown;
  }
  return new Date(instant);
}
