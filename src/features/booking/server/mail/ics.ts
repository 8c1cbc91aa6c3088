import 'server-only';
import { createEvent, createEvents, type EventAttributes } from 'ics';
import { firmLocal } from '@/features/booking/shared/slots';
import { FIRM_TIME_ZONE } from '@/lib/shared/firm-time';

// Invitations (issue 23) made with the `ics` library: METHOD:REQUEST with the firm as organizer,
// METHOD:CANCEL on a cancellation, the same UID and a higher SEQUENCE on a change. `ics` writes
// times in UTC; the invitations state them on the firm's clock instead (DTSTART;TZID=
// America/Sao_Paulo with its VTIMEZONE), so a calendar shows the consultation as the firm booked
// it, and any client converts it to its own zone.

export interface InvitationEvent {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  title: string;
  description: string;
  /** The firm's address, or the video link. */
  location: string;
  url?: string;
  organizer: { name: string; email: string };
  attendee?: { name: string; email: string };
  cancelled?: boolean;
}

// São Paulo has kept UTC-3 all year since 2019.
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${FIRM_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:-0300',
  'TZOFFSETTO:-0300',
  'TZNAME:-03',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

function attributes(event: InvitationEvent): EventAttributes {
  return {
    uid: event.uid,
    sequence: event.sequence,
    start: event.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    description: event.description,
    location: event.location,
    ...(event.url && { url: event.url }),
    status: event.cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: event.organizer,
    ...(event.attendee && {
      attendees: [{ ...event.attendee, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
    }),
    productId: '-//Tribuna//Agenda//PT',
  };
}

/** `DTSTART:20261201T130000Z` → `DTSTART;TZID=America/Sao_Paulo:20261201T100000`. */
function onFirmClock(ics: string): string {
  return ics
    .replace(/^(DTSTART|DTEND):(\d{8}T\d{6})Z$/gm, (_line, name: string, utc: string) => {
      const instant = Date.UTC(
        Number(utc.slice(0, 4)),
        Number(utc.slice(4, 6)) - 1,
        Number(utc.slice(6, 8)),
        Number(utc.slice(9, 11)),
        Number(utc.slice(11, 13)),
        Number(utc.slice(13, 15)),
      );
      const { day, time } = firmLocal(instant);
      return `${name};TZID=${FIRM_TIME_ZONE}:${day.replaceAll('-', '')}T${time.replace(':', '')}00`;
    })
    .replace(/\r?\nBEGIN:VEVENT/, `\r\n${VTIMEZONE}\r\nBEGIN:VEVENT`);
}

function unwrap(result: { error: Error | null; value: string | null | undefined }): string {
  if (result.error || !result.value) throw result.error ?? new Error('ics produced nothing');
  return onFirmClock(result.value);
}

/** One invitation: REQUEST (new or changed) or CANCEL. */
export function invitation(event: InvitationEvent, method: 'REQUEST' | 'CANCEL'): string {
  return unwrap(createEvent({ ...attributes(event), method }));
}

/** A subscription feed: every event, no method (PUBLISH-like, read-only). */
export function feed(name: string, events: InvitationEvent[]): string {
  if (events.length === 0) {
    // `ics` refuses an empty list; an empty calendar is still a valid feed.
    return [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Tribuna//Agenda//PT',
      `X-WR-CALNAME:${name}`,
      'END:VCALENDAR',
      '',
    ].join('\r\n');
  }
  return unwrap(
    createEvents(
      events.map((event) => attributes(event)),
      { productId: '-//Tribuna//Agenda//PT', calName: name },
    ),
  );
}
