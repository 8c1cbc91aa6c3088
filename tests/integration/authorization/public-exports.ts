// The exports of services, actions files and route handlers that anyone may call, each with the
// reason. Everything else they export must be covered by a case (see case.ts): the authorization
// matrix fails on an export that is in neither place. Keys are `path#export`.

const SIGN_IN = 'the sign-in itself: anyone may try; a non-administrator is signed out again';
const RECOVERY = 'the forgotten-password form: open to anyone, rate-limited, same answer for every address';
const TOKEN_CHECK = 'says whether a reset link still works; the token is the credential';
const RESET = 'sets a password with a reset or invitation token; the token is the credential';
const SIGN_IN_CODE =
  "the sign-in's second step: only for the browser that gave the right password (Better Auth's signed cookie), counted against the sign-in lock";
const PASSKEY_SIGN_IN =
  "'Entrar com passkey': anyone may try; the passkey's signature is the credential, and only staff get a session";
const CONTACT = 'the public contact form (SPEC §4): honeypot and rate limit, no role';
const CONSULTATION = 'the public consultation request (SPEC §4): honeypot and rate limit, no role';
const BOOKING = 'the public booking at /agendar-consulta (issue 23): honeypot and rate limit, no role';
const ALERTS_FORM =
  "'Receba nossos informativos' (issue 35): honeypot and rate limit, the same answer for any address, double opt-in";
const ALERTS_LINK =
  "a client alert subscriber's link (issue 35): its random token is the credential (unsubscribe, preferences)";
const BOOKING_LINK = "a booking's e-mail link (issue 23): the token signed by the server is the credential";

export const PUBLIC_EXPORTS: Record<string, string> = {
  'src/features/auth/service.ts#signInAdministrator': SIGN_IN,
  'src/features/auth/actions.ts#signInAction': SIGN_IN,
  'src/features/auth/service.ts#requestPasswordRecovery': RECOVERY,
  'src/features/auth/actions.ts#requestRecoveryAction': RECOVERY,
  'src/features/auth/service.ts#checkPasswordToken': TOKEN_CHECK,
  'src/features/auth/actions.ts#checkResetTokenAction': TOKEN_CHECK,
  'src/features/auth/service.ts#resetPasswordWithToken': RESET,
  'src/features/auth/actions.ts#resetPasswordAction': RESET,
  'src/features/auth/service.ts#verifySignInCode': SIGN_IN_CODE,
  'src/features/auth/actions.ts#verifySignInCodeAction': SIGN_IN_CODE,
  'src/features/passkeys/service.ts#passkeySignInOptions': PASSKEY_SIGN_IN,
  'src/features/passkeys/actions.ts#passkeySignInOptionsAction': PASSKEY_SIGN_IN,
  'src/features/passkeys/service.ts#signInWithPasskey': PASSKEY_SIGN_IN,
  'src/features/passkeys/actions.ts#signInWithPasskeyAction': PASSKEY_SIGN_IN,
  'src/features/auth/actions.ts#signOutAction': "ends the caller's own session, if any",
  'src/features/contact/service.ts#submitContactMessage': CONTACT,
  'src/app/api/contact/route.ts#POST': CONTACT,
  'src/features/consultations/service.ts#submitConsultation': CONSULTATION,
  'src/app/api/consultation/route.ts#POST': CONSULTATION,
  'src/app/api/informativos/route.ts#POST': ALERTS_FORM,
  'src/app/(site)/informativos/cancelar/[token]/confirmar/route.ts#POST': ALERTS_LINK,
  'src/app/(site)/informativos/cancelar/[token]/confirmar/route.ts#GET':
    'redirects to the unsubscribe page of the same link; changes nothing',
  'src/app/(site)/informativos/preferencias/[token]/salvar/route.ts#POST': ALERTS_LINK,
  'src/app/(en)/en/alerts/unsubscribe/[token]/confirm/route.ts#POST': ALERTS_LINK,
  'src/app/(en)/en/alerts/unsubscribe/[token]/confirm/route.ts#GET':
    'redirects to the unsubscribe page of the same link; changes nothing',
  'src/app/(en)/en/alerts/preferences/[token]/save/route.ts#POST': ALERTS_LINK,
  'src/features/booking/service.ts#confirmBooking': BOOKING,
  'src/app/api/booking/route.ts#POST': BOOKING,
  'src/features/booking/service.ts#cancelBookingByToken': BOOKING_LINK,
  'src/features/booking/service.ts#rescheduleBookingByToken': BOOKING_LINK,
  'src/app/(site)/agendar-consulta/reserva/[token]/cancelar/confirmar/route.ts#POST': BOOKING_LINK,
  'src/app/(site)/agendar-consulta/reserva/[token]/remarcar/confirmar/route.ts#POST': BOOKING_LINK,
  'src/app/(en)/en/book-a-consultation/booking/[token]/cancel/confirm/route.ts#POST': BOOKING_LINK,
  'src/app/(en)/en/book-a-consultation/booking/[token]/reschedule/confirm/route.ts#POST': BOOKING_LINK,
  'src/features/booking/agenda/service.ts#calendarFeed':
    "a calendar's private .ics feed (issue 23): its random token is the credential; names and times only",
  'src/app/agenda-feed/[file]/route.ts#GET': 'calendarFeed over HTTP, for Google Calendar or Outlook',
  'src/features/visits/service.ts#recordVisit':
    "every visitor's page view (SPEC §7); keeps no address or cookie",
  'src/app/api/visits/route.ts#POST': 'recordVisit over HTTP, for the visit tracker of every page',
  'src/app/api/auth/[...all]/route.ts#GET':
    "Better Auth's endpoints: each checks its own session or credentials",
  'src/app/api/auth/[...all]/route.ts#POST':
    "Better Auth's endpoints: each checks its own session or credentials",
  'src/app/media/[bucket]/[...key]/route.ts#GET': 'the uploaded images the public pages show (random names)',
  'src/app/media/social/[bucket]/[...key]/route.ts#GET':
    "the same uploads as the social networks show them (a crop around the library item's focal point)",
  'src/app/(site)/blog/feed.xml/route.ts#GET':
    "the blog's RSS feed: the public posts only, through the one public condition",
  'src/app/(en)/en/blog/feed.xml/route.ts#GET':
    "the English blog's RSS feed: the public English posts only, through the one public condition",
};
