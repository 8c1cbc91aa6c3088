import { BOOKING_ADDRESSES } from '@/lib/shared/booking-addresses';

// The booking's steps travel in the address (issue 23: each step is a GET form, days are links),
// so the flow works without JavaScript and a step can be reloaded or shared.

export interface StepState {
  area?: string | null;
  modalidade?: string | null;
  mes?: string | null;
  dia?: string | null;
  fuso?: string | null;
}

const ORDER = ['area', 'modalidade', 'mes', 'dia', 'fuso'] as const;

/** /agendar-consulta (or /en/book-a-consultation, or a booking's page) with the given steps (empty ones left out). */
export function stepHref(state: StepState, base: string = BOOKING_ADDRESSES['pt-BR'].flow): string {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = state[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** The state as hidden inputs of the next step's form. */
export function hiddenEntries(state: StepState): [string, string][] {
  return ORDER.flatMap((key) => (state[key] ? [[key, state[key]!] as [string, string]] : []));
}
