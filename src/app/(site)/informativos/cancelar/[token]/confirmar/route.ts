import { unsubscribePageRedirect, unsubscribeRoute } from '@/features/alerts/link-routes';

// POST: 'Cancelar inscrição' (the page's button) and RFC 8058's one-click unsubscribe, the address
// of every alert's List-Unsubscribe. GET (an older mail client opening that address): the page.
type Context = RouteContext<'/informativos/cancelar/[token]/confirmar'>;

export async function POST(request: Request, { params }: Context) {
  return unsubscribeRoute(request, (await params).token, 'pt-BR');
}

export async function GET(_request: Request, { params }: Context) {
  return unsubscribePageRedirect((await params).token, 'pt-BR');
}
