/** The cookie that keeps what a visitor typed when the booking form was refused without the script. */
export const BOOKING_DRAFT = { name: 'tribuna_booking', path: '/agendar-consulta' } as const;
/** The same for the forms of a booking's own page (cancel, reschedule). */
export const CHANGE_DRAFT = { name: 'tribuna_booking_change', path: '/agendar-consulta/reserva' } as const;
