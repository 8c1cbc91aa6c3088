import { FIRM_TIME_ZONE } from '@/lib/shared/firm-time';
import type { Locale } from '@/lib/shared/locale';

// Times as people read them: the firm's clock, and the visitor's when their zone differs
// ('10:00 (13:00 em Lisboa)', issue 23).

/** Portuguese names of the cities of common zones; any other zone shows its own city name. */
const CITY_NAMES: Record<string, string> = {
  [FIRM_TIME_ZONE]: 'Brasília',
  'America/New_York': 'Nova York',
  'America/Chicago': 'Chicago',
  'America/Denver': 'Denver',
  'America/Los_Angeles': 'Los Angeles',
  'America/Mexico_City': 'Cidade do México',
  'America/Bogota': 'Bogotá',
  'America/Lima': 'Lima',
  'America/Santiago': 'Santiago',
  'America/Argentina/Buenos_Aires': 'Buenos Aires',
  'America/Montevideo': 'Montevidéu',
  'America/Asuncion': 'Assunção',
  'America/Manaus': 'Manaus',
  'America/Cuiaba': 'Cuiabá',
  'America/Belem': 'Belém',
  'America/Fortaleza': 'Fortaleza',
  'America/Recife': 'Recife',
  'America/Bahia': 'Salvador',
  'America/Rio_Branco': 'Rio Branco',
  'America/Noronha': 'Fernando de Noronha',
  'America/Toronto': 'Toronto',
  'Europe/Lisbon': 'Lisboa',
  'Europe/London': 'Londres',
  'Europe/Madrid': 'Madri',
  'Europe/Paris': 'Paris',
  'Europe/Berlin': 'Berlim',
  'Europe/Rome': 'Roma',
  'Europe/Zurich': 'Zurique',
  'Europe/Amsterdam': 'Amsterdã',
  'Atlantic/Madeira': 'Madeira',
  'Atlantic/Azores': 'Açores',
  'Asia/Tokyo': 'Tóquio',
  'Asia/Shanghai': 'Xangai',
  'Asia/Dubai': 'Dubai',
  'Africa/Luanda': 'Luanda',
  'Africa/Maputo': 'Maputo',
  'Australia/Sydney': 'Sydney',
};

/** The zone if the runtime knows it (an IANA name such as 'Europe/Lisbon'), else null. */
export function knownTimeZone(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 64 || !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(value)) {
    return null;
  }
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * 'Lisboa' for Europe/Lisbon; 'Kolkata' for a zone without a Portuguese name here. In English, the
 * zone's own city name ('Lisbon', 'New York'), Brasília for the firm's.
 */
export function cityOf(zone: string, locale: Locale = 'pt-BR'): string {
  const own = zone.split('/').pop()!.replaceAll('_', ' ');
  if (locale === 'en') return zone === FIRM_TIME_ZONE ? 'Brasília' : own;
  return CITY_NAMES[zone] ?? own;
}

/** The few words of a time's label in each language. */
const WORDS = {
  'pt-BR': { in: 'em', on: 'de' },
  en: { in: 'in', on: 'on' },
} as const satisfies Record<Locale, { in: string; on: string }>;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string, withDate: boolean): Intl.DateTimeFormat {
  const key = `${zone}|${withDate}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('pt-BR', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      ...(withDate && { day: '2-digit', month: '2-digit' }),
    });
    formatters.set(key, format);
  }
  return format;
}

/** 'HH:MM' of an instant on a zone's clock. */
export function timeIn(instant: number, zone: string = FIRM_TIME_ZONE): string {
  return formatter(zone, false).format(instant);
}

/** Whether two zones show different clocks at that instant. */
function differs(instant: number, zone: string): boolean {
  return formatter(zone, true).format(instant) !== formatter(FIRM_TIME_ZONE, true).format(instant);
}

/**
 * A slot's time as the firm states it, followed by the visitor's own when their zone shows another
 * time: '10:00 (13:00 em Lisboa)'. A different day is said too: '23:00 (02:00 de 04/12 em Lisboa)'.
 */
export function slotLabel(instant: number, visitorZone: string | null, locale: Locale = 'pt-BR'): string {
  const firm = timeIn(instant);
  if (!visitorZone || visitorZone === FIRM_TIME_ZONE || !differs(instant, visitorZone)) return firm;
  const own = timeIn(instant, visitorZone);
  const sameDay =
    new Intl.DateTimeFormat('en-CA', { timeZone: visitorZone }).format(instant) ===
    new Intl.DateTimeFormat('en-CA', { timeZone: FIRM_TIME_ZONE }).format(instant);
  const words = WORDS[locale];
  const date = sameDay
    ? ''
    : ` ${words.on} ${new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'pt-BR', {
        timeZone: visitorZone,
        ...(locale === 'en' ? { month: 'short', day: 'numeric' } : { day: '2-digit', month: '2-digit' }),
      } as const).format(instant)}`;
  return `${firm} (${own}${date} ${words.in} ${cityOf(visitorZone, locale)})`;
}

const utcDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
};
const EN_DAY = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** The firm's day as dd/mm/aaaa ('November 28, 2026' in English), from YYYY-MM-DD. */
export function dayLabel(day: string, locale: Locale = 'pt-BR'): string {
  if (locale === 'en') return EN_DAY.format(utcDay(day));
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

const LONG_DAY: Record<Locale, Intl.DateTimeFormat> = {
  'pt-BR': new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }),
  en: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }),
};
/** 'quinta-feira, 3 de dezembro' ('Thursday, December 3') from YYYY-MM-DD. */
export function longDayLabel(day: string, locale: Locale = 'pt-BR'): string {
  return LONG_DAY[locale].format(utcDay(day));
}

/**
 * A calendar day's name for a screen reader (issue 33 §4): its date with the year and its state,
 * e.g. 'sábado, 5 de dezembro de 2026, disponível' ('Saturday, December 5, 2026, available').
 */
export function dayName(day: string, state: string, locale: Locale = 'pt-BR'): string {
  return `${longDayLabel(day, locale)}${locale === 'en' ? ',' : ' de'} ${day.slice(0, 4)}, ${state}`;
}

/** A free time's name for a screen reader: its label (slotLabel) and its state, e.g. '14:00, disponível'. */
export function slotName(label: string, available = 'disponível'): string {
  return `${label}, ${available}`;
}
