import { calendarFeed } from '@/features/booking/agenda/service';

// GET /agenda-feed/<token>.ics: a calendar's private subscription feed (issue 23), for Google
// Calendar or Outlook. The random token is the credential; 'Gerar novo endereço' replaces it.
export async function GET(_request: Request, { params }: RouteContext<'/agenda-feed/[file]'>) {
  const { file } = await params;
  const body = file.endsWith('.ics') ? await calendarFeed(file.slice(0, -4)) : null;
  if (body === null)
    return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
      'referrer-policy': 'no-referrer',
    },
  });
}
