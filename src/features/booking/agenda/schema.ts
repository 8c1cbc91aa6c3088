import { z } from 'zod';
import { BOOKING_LIMITS } from '@/db/schema/limits';
import { optionalText, requiredText } from '@/lib/shared/field-schemas';
import { isChecked } from '@/lib/shared/form-data';
import { BOOKING_AREAS, DURATION_OPTIONS } from '@/features/booking/shared/options';
import type { WeeklyHours } from '@/features/booking/shared/slots';

// /admin/agenda (issue 23): the firm's calendars, days off and bookings. One schema per form,
// shared by the browser and the server.

export const AGENDA_MESSAGES = {
  screenTitle: 'Agenda',
  loadFailed: (detail: string) => `Erro ao carregar agenda: ${detail}`,
  saved: 'Agenda salva com sucesso',
  saveFailed: 'Erro ao salvar agenda',
  removed: 'Agenda excluída com sucesso',
  removeFailed: 'Erro ao excluir agenda',
  hasBookings: 'Esta agenda tem consultas registradas: desative-a em vez de excluí-la.',
  timeOffAdded: 'Folga adicionada com sucesso',
  timeOffRemoved: 'Folga removida com sucesso',
  timeOffFailed: 'Erro ao salvar folga',
  cancelled: 'Consulta cancelada. O cliente será avisado por e-mail.',
  cancelFailed: 'Erro ao cancelar consulta',
  statusUpdated: 'Status da consulta atualizado',
  statusFailed: 'Erro ao atualizar status da consulta',
  blocked: 'Horário bloqueado com sucesso',
  blockFailed: 'Erro ao bloquear horário',
  unblocked: 'Bloqueio removido com sucesso',
  feedRenewed: 'Novo endereço gerado. O endereço anterior deixou de funcionar.',
  feedFailed: 'Erro ao gerar novo endereço',
  notFound: 'Agenda não encontrada',
  bookingNotFound: 'Consulta não encontrada',
  invalidHours: 'Use intervalos como 09:00-12:00, 14:00-18:00',
  overlappingHours: 'Os intervalos do dia não podem se sobrepor',
  noModality: 'Escolha ao menos uma modalidade',
  noArea: 'Escolha ao menos uma área',
  videoLinkRequired: 'Informe o link da videochamada para oferecer consultas online',
  invalidDate: 'Informe uma data válida',
  endBeforeStart: 'A data final deve ser igual ou posterior à inicial',
  invalidTime: 'Informe um horário válido',
  timeOrder: 'O fim deve ser depois do início',
  reasonRequired: 'Informe o motivo do cancelamento',
} as const;

const M = AGENDA_MESSAGES;

/** The columns' lengths, for the forms' inputs (the browser cannot import src/db). */
export const AGENDA_LIMITS = BOOKING_LIMITS;
const INTERVAL = /^([01]\d|2[0-3]):[0-5]\d\s*-\s*(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** '09:00-12:00, 14:00-18:00' → [['09:00', '12:00'], ['14:00', '18:00']]; null when malformed. */
export function parseIntervals(text: string): [string, string][] | null {
  const parts = text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (!parts.every((part) => INTERVAL.test(part))) return null;
  return parts.map((part) => part.split('-').map((time) => time.trim()) as [string, string]);
}

export const intervalsText = (intervals: [string, string][] = []) =>
  intervals.map(([from, to]) => `${from}-${to}`).join(', ');

const hoursField = z
  .string()
  .max(200, M.invalidHours)
  .optional()
  .transform((value, context) => {
    const intervals = parseIntervals(value ?? '');
    if (!intervals) {
      context.addIssue({ code: 'custom', message: M.invalidHours });
      return z.NEVER;
    }
    const sorted = [...intervals].sort((a, b) => a[0].localeCompare(b[0]));
    if (sorted.some(([from, to]) => to <= from))
      context.addIssue({ code: 'custom', message: M.invalidHours });
    if (sorted.some((item, index) => index > 0 && item[0] < sorted[index - 1]![1]))
      context.addIssue({ code: 'custom', message: M.overlappingHours });
    return sorted;
  });

const flag = z.unknown().optional().transform(isChecked);
const whole = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

export const calendarSchema = z
  .object({
    id: z.string().max(100).optional(),
    name: requiredText('Informe o nome da agenda', BOOKING_LIMITS.calendarName),
    email: z.email({ error: 'E-mail inválido' }).max(BOOKING_LIMITS.email, 'E-mail inválido'),
    ...Object.fromEntries(BOOKING_AREAS.map((area) => [`area_${area.value}`, flag])),
    ...Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((day) => [`hours_${day}`, hoursField])),
    duration_minutes: z.coerce
      .number()
      .refine(
        (value) => (DURATION_OPTIONS as readonly number[]).includes(value),
        'Escolha 30, 45 ou 60 minutos',
      ),
    buffer_minutes: whole(0, 240, 'Informe de 0 a 240 minutos'),
    min_notice_hours: whole(0, 2160, 'Informe de 0 a 2160 horas'),
    window_days: whole(1, 365, 'Informe de 1 a 365 dias'),
    in_person: flag,
    online: flag,
    video_link: optionalText(BOOKING_LIMITS.videoLink).pipe(
      z.union([z.null(), z.url({ protocol: /^https?$/, error: 'URL inválida' })]),
    ),
    active: flag,
  })
  .superRefine((value, context) => {
    const record = value as Record<string, unknown>;
    if (!BOOKING_AREAS.some((area) => record[`area_${area.value}`]))
      context.addIssue({ code: 'custom', path: [`area_${BOOKING_AREAS[0].value}`], message: M.noArea });
    if (!value.in_person && !value.online)
      context.addIssue({ code: 'custom', path: ['in_person'], message: M.noModality });
    if (value.online && !value.video_link)
      context.addIssue({ code: 'custom', path: ['video_link'], message: M.videoLinkRequired });
  });
export type CalendarInput = z.infer<typeof calendarSchema>;

/** The calendar's fields as the columns want them. */
export function calendarValues(input: CalendarInput) {
  const record = input as Record<string, unknown>;
  const weeklyHours: WeeklyHours = {};
  for (let day = 0; day < 7; day++) {
    const intervals = record[`hours_${day}`] as [string, string][];
    if (intervals.length) weeklyHours[String(day)] = intervals;
  }
  return {
    name: input.name,
    email: input.email,
    areas: BOOKING_AREAS.filter((area) => record[`area_${area.value}`]).map((area) => area.value),
    weeklyHours,
    durationMinutes: input.duration_minutes,
    bufferMinutes: input.buffer_minutes,
    minNoticeHours: input.min_notice_hours,
    windowDays: input.window_days,
    inPerson: input.in_person,
    online: input.online,
    videoLink: input.video_link,
    active: input.active,
  };
}

const isoDay = z.string({ error: M.invalidDate }).regex(/^\d{4}-\d{2}-\d{2}$/, M.invalidDate);
const clock = z.string({ error: M.invalidTime }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.invalidTime);

export const timeOffSchema = z
  .object({
    calendar_id: z
      .string()
      .max(100)
      .optional()
      .transform((value) => value || null),
    starts_on: isoDay,
    ends_on: isoDay,
    reason: optionalText(BOOKING_LIMITS.timeOffReason),
  })
  .refine((value) => value.ends_on >= value.starts_on, { path: ['ends_on'], message: M.endBeforeStart });

export const blockSchema = z
  .object({
    calendar_id: z.string().min(1, M.notFound).max(100),
    day: isoDay,
    from: clock,
    to: clock,
    reason: optionalText(BOOKING_LIMITS.reason),
  })
  .refine((value) => value.to > value.from, { path: ['to'], message: M.timeOrder });

export const cancelSchema = z.object({
  id: z.uuid({ error: M.bookingNotFound }),
  reason: requiredText(M.reasonRequired, BOOKING_LIMITS.reason),
});

export const appointmentStatusSchema = z.object({
  id: z.uuid({ error: M.bookingNotFound }),
  status: z.enum(['confirmed', 'completed', 'no_show'], { error: 'Status inválido' }),
});

export const idInput = z.uuid({ error: M.notFound });
