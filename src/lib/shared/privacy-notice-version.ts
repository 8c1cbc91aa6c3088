// The version of the privacy notice (src/components/site/privacy-notice.tsx), apart from the
// component so that server code run outside Next.js (services, scripts) can read it without React.
// Each stored consultation and message records the version it was sent under: change the notice's
// text, change both constants.

/** Stored with each request (privacy_notice_version); the date of the text's last change. */
export const PRIVACY_NOTICE_VERSION = '2026-11-28';
/** The same date as people read it. */
export const PRIVACY_NOTICE_UPDATED = '28/11/2026';
