// The booking's last step (issue 23): the chosen slot and the spec's consultation fields, one
// schema for the browser (src/enhance, loaded on the first submit) and the server.
import * as z from 'zod/mini';
import { consultationFields } from '@/lib/shared/consultation-fields';

export const BOOKING_MESSAGES = {
  taken: 'Este horário acabou de ser reservado. Escolha outro horário.',
  chooseTime: 'Escolha um horário',
  chooseArea: 'Escolha a área',
  chooseModality: 'Escolha a modalidade',
  failure: 'Erro ao agendar consulta. Por favor, tente novamente.',
  success: (day: string, time: string) => `Consulta agendada para ${day} às ${time}.`,
  cancelled: 'Consulta cancelada.',
  cancelFailed: 'Erro ao cancelar consulta. Por favor, tente novamente.',
  rescheduled: (day: string, time: string) => `Consulta remarcada para ${day} às ${time}.`,
  rescheduleFailed: 'Erro ao remarcar consulta. Por favor, tente novamente.',
  invalidLink: 'Este link de agendamento não é válido.',
  alreadyCancelled: 'Esta consulta já foi cancelada.',
  notChangeable: 'Esta consulta já aconteceu e não pode mais ser alterada.',
} as const;

const choice = (message: string, max: number) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: message }));

/** The slot: area, modality, the firm's day and time (as the step forms carry them). */
export const slotChoiceFields = {
  area: choice(BOOKING_MESSAGES.chooseArea, 40),
  modalidade: choice(BOOKING_MESSAGES.chooseModality, 20),
  dia: z
    .string({ error: BOOKING_MESSAGES.chooseTime })
    .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: BOOKING_MESSAGES.chooseTime })),
  hora: z
    .string({ error: BOOKING_MESSAGES.chooseTime })
    .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: BOOKING_MESSAGES.chooseTime })),
  /** The visitor's time zone, when their browser said it (the e-mails show both clocks). */
  fuso: z.optional(z.string().check(z.maxLength(64))),
};

export const bookingSchema = z.object({ ...slotChoiceFields, ...consultationFields });
export type BookingInput = z.infer<typeof bookingSchema>;

/** Moving a booking from its e-mail's link: only the new slot. */
export const rescheduleSchema = z.object({
  dia: slotChoiceFields.dia,
  hora: slotChoiceFields.hora,
});
