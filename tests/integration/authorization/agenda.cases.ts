import { randomBytes } from 'node:crypto';
import {
  addTimeOffAction,
  blockSlotAction,
  cancelBookingAction,
  removeBlockAction,
  removeCalendarAction,
  removeTimeOffAction,
  renewFeedAction,
  saveCalendarAction,
  setAppointmentStatusAction,
} from '@/features/booking/agenda/actions';
import {
  addTimeOff,
  blockSlot,
  cancelByFirm,
  getAgenda,
  getWeek,
  removeBlock,
  removeCalendar,
  removeTimeOff,
  renewFeed,
  saveCalendar,
  setAppointmentStatus,
} from '@/features/booking/agenda/service';
import { bookings, calendars, timeOff } from '@/db/schema';
import { getDb } from '@/lib/server/db/client';
import { formDataOf as toFormData } from '../helpers/form-data';
import type { AuthorizationCase } from './case';
import { requestCase } from './request';

// /admin/agenda (issue 23): admins and super_admins only, in every read and write.

const P = 'agenda.write' as const;
let next = 0;

async function storedCalendar(): Promise<string> {
  const [row] = await getDb()
    .insert(calendars)
    .values({
      name: 'Matriz',
      email: 'matriz@firma.test',
      areas: ['advocacia-tributaria'],
      feedToken: randomBytes(24).toString('base64url'),
    })
    .returning({ id: calendars.id });
  return row!.id;
}

/** A confirmed booking a week ahead, each on its own hour. */
async function storedBooking(): Promise<string> {
  const calendarId = await storedCalendar();
  const start = Date.now() + 7 * 86_400_000 + ++next * 3_600_000;
  const [row] = await getDb()
    .insert(bookings)
    .values({
      calendarId,
      startsAt: new Date(start),
      endsAt: new Date(start + 3_600_000),
      modality: 'in_person',
      name: 'Ana',
      email: 'ana@cliente.test',
      phone: '11912345678',
      caseSummary: 'Um caso de teste.',
    })
    .returning({ id: bookings.id });
  return row!.id;
}

async function storedBlock(): Promise<string> {
  const calendarId = await storedCalendar();
  const [row] = await getDb()
    .insert(bookings)
    .values({
      calendarId,
      kind: 'block',
      startsAt: new Date(Date.UTC(2030, 0, 1, 12)),
      endsAt: new Date(Date.UTC(2030, 0, 1, 13)),
    })
    .returning({ id: bookings.id });
  return row!.id;
}

async function storedTimeOff(): Promise<string> {
  const [row] = await getDb()
    .insert(timeOff)
    .values({ startsOn: '2030-01-01', endsOn: '2030-01-02' })
    .returning({ id: timeOff.id });
  return row!.id;
}

const calendarForm = (id?: string) => ({
  ...(id && { id }),
  name: 'Equipe tributária',
  email: 'tributario@firma.test',
  'area_advocacia-tributaria': 'on',
  hours_1: '09:00-12:00',
  duration_minutes: '60',
  buffer_minutes: '0',
  min_notice_hours: '24',
  window_days: '30',
  in_person: 'on',
  active: 'on',
});
const blockForm = (calendar_id: string) => ({
  calendar_id,
  day: '2031-03-03',
  from: '10:00',
  to: '11:00',
  reason: 'Audiência',
});
const timeOffForm = { starts_on: '2031-12-24', ends_on: '2031-12-25', reason: 'Natal' };

export const cases: AuthorizationCase[] = [
  { name: 'agenda.getAgenda', permission: P, covers: [getAgenda], call: (actor) => getAgenda(actor) },
  {
    name: 'agenda.getWeek',
    permission: P,
    covers: [getWeek],
    call: async (actor) => getWeek(actor, await storedCalendar(), '2031-03-03'),
  },
  {
    name: 'agenda.saveCalendar',
    permission: P,
    covers: [saveCalendar],
    call: (actor) => saveCalendar(actor, calendarForm()),
  },
  {
    name: 'agenda.removeCalendar',
    permission: P,
    covers: [removeCalendar],
    call: async (actor) => removeCalendar(actor, await storedCalendar()),
  },
  {
    name: 'agenda.renewFeed',
    permission: P,
    covers: [renewFeed],
    call: async (actor) => renewFeed(actor, await storedCalendar()),
  },
  {
    name: 'agenda.addTimeOff',
    permission: P,
    covers: [addTimeOff],
    call: (actor) => addTimeOff(actor, timeOffForm),
  },
  {
    name: 'agenda.removeTimeOff',
    permission: P,
    covers: [removeTimeOff],
    call: async (actor) => removeTimeOff(actor, await storedTimeOff()),
  },
  {
    name: 'agenda.cancelByFirm',
    permission: P,
    covers: [cancelByFirm],
    call: async (actor) => cancelByFirm(actor, { id: await storedBooking(), reason: 'Imprevisto' }),
  },
  {
    name: 'agenda.setAppointmentStatus',
    permission: P,
    covers: [setAppointmentStatus],
    call: async (actor) => setAppointmentStatus(actor, { id: await storedBooking(), status: 'completed' }),
  },
  {
    name: 'agenda.blockSlot',
    permission: P,
    covers: [blockSlot],
    call: async (actor) => blockSlot(actor, { ...blockForm(await storedCalendar()) }),
  },
  {
    name: 'agenda.removeBlock',
    permission: P,
    covers: [removeBlock],
    call: async (actor) => removeBlock(actor, await storedBlock()),
  },
  requestCase(
    'agenda: saveCalendarAction',
    P,
    saveCalendarAction,
    async () => undefined,
    () => saveCalendarAction(toFormData(calendarForm())),
  ),
  requestCase('agenda: removeCalendarAction', P, removeCalendarAction, storedCalendar, (id) =>
    removeCalendarAction(id),
  ),
  requestCase('agenda: renewFeedAction', P, renewFeedAction, storedCalendar, (id) => renewFeedAction(id)),
  requestCase(
    'agenda: addTimeOffAction',
    P,
    addTimeOffAction,
    async () => undefined,
    () => addTimeOffAction(toFormData(timeOffForm)),
  ),
  requestCase('agenda: removeTimeOffAction', P, removeTimeOffAction, storedTimeOff, (id) =>
    removeTimeOffAction(id),
  ),
  requestCase('agenda: cancelBookingAction', P, cancelBookingAction, storedBooking, (id) =>
    cancelBookingAction(toFormData({ id, reason: 'Imprevisto' })),
  ),
  requestCase('agenda: setAppointmentStatusAction', P, setAppointmentStatusAction, storedBooking, (id) =>
    setAppointmentStatusAction(id, 'no_show'),
  ),
  requestCase('agenda: blockSlotAction', P, blockSlotAction, storedCalendar, (id) =>
    blockSlotAction(toFormData(blockForm(id))),
  ),
  requestCase('agenda: removeBlockAction', P, removeBlockAction, storedBlock, (id) => removeBlockAction(id)),
];
