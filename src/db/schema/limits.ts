// Plain numbers, no Drizzle: the browser's form schemas import them too. Every text column of the
// site's own tables is bounded by one of these (varchar(n)), and its form schema refuses longer
// input with a field error, so nothing a person types reaches PostgreSQL unchecked.

/** Shared lengths: a short label, an e-mail address (RFC 5321), a web address. */
const SHORT = 200;
const EMAIL = 254;
const URL = 2048;

/** Longest value of each text column of the firm's settings and social links (columns and forms). */
export const SETTINGS_LIMITS = {
  firmName: 200,
  oabRegistration: 100,
  cnpj: 18,
  phone: 30,
  whatsappNumber: 15,
  email: EMAIL,
  address: 300,
  dpoName: 200,
  socialPlatform: 30,
  socialUrl: 500,
} as const;

/** The admin's content (SPEC §3): titles and names, short texts, long texts, image addresses. */
export const CONTENT_LIMITS = {
  title: SHORT,
  subtitle: 300,
  name: SHORT,
  author: SHORT,
  /** A blog post's summary, shown on its card. */
  summary: 1000,
  /** Articles: a tip's, a post's or a news item's body. */
  content: 20_000,
  /** Medium texts: descriptions, results, comments, testimonials. */
  description: 5000,
  /** One blog tag; a post has at most `tagCount` of them. */
  tag: 50,
  tagCount: 20,
  /** The tags as typed in their one field, separated by commas. */
  tagsField: 1000,
  url: URL,
  /** A gallery type ('advogado', 'office'): also a folder name. */
  photoType: 40,
  /** The photo and background captions. */
  caption: 1000,
  /** Why a scheduled publication failed (written by the server, cut to this length). */
  publishError: 500,
} as const;

/** A blog post's address and search-engine fields (issue 21). */
export const BLOG_LIMITS = {
  /** The post's address, /blog/{slug}: at most a title's length. */
  slug: SHORT,
  /** 'Título para buscadores' and 'Descrição para buscadores'. */
  seoTitle: 60,
  seoDescription: 160,
  /** An image's description (alt text) in the post's body. */
  imageAlt: 300,
} as const;

/** What visitors send (contact, consultation, visits). */
export const VISITOR_LIMITS = {
  name: SHORT,
  companyName: SHORT,
  email: EMAIL,
  phone: 30,
  message: 5000,
  caseSummary: 5000,
  pagePath: 512,
  userAgent: 512,
  /** A referrer's host name (DNS names are at most 253 characters). */
  referrerHost: 253,
  /** utm_source, utm_medium, utm_campaign. */
  utm: 100,
  /** A browser family ('Chrome', 'Samsung Internet'). */
  browser: 30,
  /** Why the last e-mail about a request failed (written by the server, cut to this length). */
  notificationError: 2000,
} as const;

/** The intake pipeline (issue 24): internal notes on a request; the retention of raw visits. */
export const INTAKE_LIMITS = {
  note: 5000,
  minVisitRetentionMonths: 1,
  maxVisitRetentionMonths: 120,
  defaultVisitRetentionMonths: 13,
} as const;

/** The administrators table (SPEC §3): the e-mail as typed in user management. */
export const ADMINISTRATOR_LIMITS = { email: EMAIL } as const;

/** The privacy notice's version stored with each request ('2026-11-24'), and the retention bounds. */
export const PRIVACY_LIMITS = {
  noticeVersion: 20,
  minRetentionMonths: 1,
  maxRetentionMonths: 120,
  defaultRetentionMonths: 24,
} as const;

/** Longest value of each text column of the activity log (activity_log). */
export const ACTIVITY_LIMITS = {
  actorId: 64,
  kind: 30,
  entity: 40,
  entityId: 64,
  detail: 200,
} as const;

/** The firm's calendars and bookings (/admin/agenda, /agendar-consulta). */
export const BOOKING_LIMITS = {
  calendarName: SHORT,
  email: EMAIL,
  videoLink: 500,
  /** An area's slug ('advocacia-tributaria'). */
  area: 40,
  /** 'Folgas e feriados': what the day off is ('Natal'). */
  timeOffReason: SHORT,
  /** Why the firm cancelled (told to the visitor) or why a slot is blocked. */
  reason: 500,
  /** An IANA time zone ('Europe/Lisbon'). */
  timeZone: 64,
  /** The private address of a calendar's .ics feed (random, base64url). */
  feedToken: 64,
} as const;

/** The editorial desk (issue 22): an autosaved copy's size, and how long a review link works. */
export const EDITORIAL_LIMITS = {
  /** The autosaved fields as JSON, in characters (a 20,000-character article as rich text fits). */
  autosaveChars: 400_000,
  reviewLinkDays: 7,
} as const;

/** A passkey's name: the browser and system it was added on ('Chrome no Linux'). */
export const PASSKEY_LIMITS = { name: 100 } as const;

/** The media library (issue 33): an item's texts. */
export const MEDIA_LIMITS = {
  bucket: 32,
  /** A storage key: `{prefix/}{uuid}-{name}.{ext}` (src/lib/server/storage/storage.ts randomKey). */
  key: 300,
  /** The file's name as it was uploaded, for search ('escritorio-recepcao.jpg'). */
  fileName: 255,
  contentType: 40,
  /** An image's description for a screen reader, per language. */
  alt: 500,
} as const;

/** Client alerts (issue 35): subscribers, their consent record and each alert's deliveries. */
export const ALERT_LIMITS = {
  email: EMAIL,
  name: SHORT,
  /** A practice area's slug ('advocacia-tributaria'). */
  topic: 40,
  /** 'pt-BR' or 'en'. */
  language: 5,
  /** The random token of the subscriber's links (base64url of 24 bytes). */
  token: 64,
  /** The consent text shown with the form, as it was shown. */
  consentText: 2000,
  /** The legal basis recorded when the firm adds someone by hand. */
  legalBasis: 500,
  /** Why the last attempt of a delivery failed (written by the server, cut to this length). */
  error: 1000,
  /** A post's slug and title, kept on the alert (the post may change or go). */
  slug: 200,
  title: 300,
  /** Search on /admin/informativos. */
  search: 200,
} as const;
export const ALERT_SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'left', 'suspended'] as const;
export type AlertSubscriberStatus = (typeof ALERT_SUBSCRIBER_STATUSES)[number];

/** The six practice areas' slugs (SPEC §2): a subscriber's and a post's alert topics (issue 35). */
export const ALERT_AREA_SLUGS = [
  'advocacia-empresarial',
  'advocacia-tributaria',
  'recuperacao-judicial',
  'direito-sucessoes',
  'direito-imobiliario',
  'direito-consumidor',
] as const;
