import { ALERT_PATHS } from '@/features/alerts/links';
import { unsubscribeRoute } from '@/features/alerts/link-routes';

// POST: 'Cancelar inscrição' (the page's button) and RFC 8058's one-click unsubscribe, the address
// of every alert's List-Unsubscribe. GET (an older mail client opening that address): the page.
export async function POST(
  request: Request,
  { params }: RouteContext<'/informativos/cancelar/[token]/confirmar'>,
) {
  const { token } = await params;
  return unsubscribeRoute(request, token);
}

export async function GET(
  _request: Request,
  { params }: RouteContext<'/informativos/cancelar/[token]/confirmar'>,
) {
  const { token } = await params;
  return new Response(null, {
    status: 303,
    headers: { location: ALERT_PATHS.unsubscribe(token), 'cache-control': 'no-store' },
  });
}
