import { randomBytes } from 'node:crypto';
import { calendars, siteSettings } from '@/db/schema';
import { getDb } from '@/lib/server/db/client';
import { addDays, firmLocal } from '@/features/booking/shared/slots';

// Calendars and firm details for the booking tests (issue 23).

const EVERY_DAY = Object.fromEntries(
  Array.from({ length: 7 }, (_, day) => [String(day), [['08:00', '20:00']] as [string, string][]]),
);

export async function createCalendar(values: Partial<typeof calendars.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(calendars)
    .values({
      name: 'Dra. Helena Prado',
      email: 'helena@firma.test',
      areas: ['advocacia-tributaria', 'advocacia-empresarial'],
      weeklyHours: EVERY_DAY,
      durationMinutes: 60,
      bufferMinutes: 0,
      minNoticeHours: 0,
      windowDays: 30,
      inPerson: true,
      online: true,
      videoLink: 'https://meet.example.test/tribuna-helena',
      feedToken: randomBytes(24).toString('base64url'),
      ...values,
    })
    .returning();
  return row!;
}

export async function setFirm(values: Partial<typeof siteSettings.$inferInsert> = {}) {
  const firm = {
    firmName: 'Prado & Associados',
    email: 'contato@firma.test',
    address: 'Av. Paulista, 1000, São Paulo - SP',
    notificationEmails: ['socios@firma.test'],
    whatsappNumber: '5511912345678',
    ...values,
  };
  await getDb()
    .insert(siteSettings)
    .values({ id: 1, ...firm })
    .onConflictDoUpdate({ target: siteSettings.id, set: firm });
}

/** The firm's day `offset` days from today. */
export const firmDay = (offset: number) => addDays(firmLocal(Date.now()).day, offset);

export const visitorFields = {
  name: 'Ana Souza',
  company_name: 'Souza Comércio Ltda.',
  email: 'ana@cliente.test',
  phone: '(11) 91234-5678',
  case_summary: 'Recebemos uma autuação fiscal e precisamos de defesa.',
};

/** A valid booking form for the slot. */
export const bookingForm = (dia: string, hora: string, extra: Record<string, string> = {}) => ({
  area: 'advocacia-tributaria',
  modalidade: 'presencial',
  dia,
  hora,
  ...visitorFields,
  ...extra,
});
