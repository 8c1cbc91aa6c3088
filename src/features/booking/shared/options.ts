import type { Modality } from '@/db/schema/booking';

// What a visitor chooses when booking (issue 23) and how the firm's screens name it.

/** The six practice areas (the service pages' slugs and titles, SPEC §2). */
export const BOOKING_AREAS = [
  { value: 'advocacia-empresarial', label: 'Advocacia Empresarial' },
  { value: 'advocacia-tributaria', label: 'Advocacia Tributária' },
  { value: 'recuperacao-judicial', label: 'Recuperação Judicial' },
  { value: 'direito-sucessoes', label: 'Direito das Sucessões' },
  { value: 'direito-imobiliario', label: 'Direito Imobiliário' },
  { value: 'direito-consumidor', label: 'Direito do Consumidor' },
] as const;

export const areaLabel = (value: string | null | undefined) =>
  BOOKING_AREAS.find((area) => area.value === value)?.label ?? 'Não informada';

export const MODALITY_LABELS: Record<Modality, string> = {
  in_person: 'Presencial',
  online: 'Online',
};
/** The modalities as they travel in the booking's addresses (?modalidade=presencial). */
export const MODALITY_PARAMS: Record<Modality, string> = { in_person: 'presencial', online: 'online' };
export const modalityOfParam = (value: unknown): Modality | null =>
  value === 'presencial' ? 'in_person' : value === 'online' ? 'online' : null;

export const APPOINTMENT_STATUS_LABELS = {
  confirmed: 'Confirmada',
  cancelled: 'Cancelada',
  completed: 'Realizada',
  no_show: 'Não compareceu',
} as const;

/** The weekdays as the weekly hours list them (0 = Sunday). */
export const WEEKDAY_LABELS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;

export const DURATION_OPTIONS = [30, 45, 60] as const;
