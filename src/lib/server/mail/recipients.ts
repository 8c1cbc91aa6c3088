import 'server-only';

/** The addresses that receive requests: `notification_emails`, else the contact e-mail. */
export function notificationRecipients(settings: { notificationEmails: string[]; email: string }): string[] {
  const listed = settings.notificationEmails
    .flatMap((entry) => entry.split(','))
    .map((address) => address.trim())
    .filter(Boolean);
  if (listed.length > 0) return [...new Set(listed)];
  return settings.email.trim() ? [settings.email.trim()] : [];
}
