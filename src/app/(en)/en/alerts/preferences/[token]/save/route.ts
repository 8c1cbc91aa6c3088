import { preferencesRoute } from '@/features/alerts/link-routes';

// POST: 'Preferences' of an English subscriber's link.
export async function POST(
  request: Request,
  { params }: RouteContext<'/en/alerts/preferences/[token]/save'>,
) {
  return preferencesRoute(request, (await params).token, 'en');
}
