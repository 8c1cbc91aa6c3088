import { unsubscribePageRedirect, unsubscribeRoute } from '@/features/alerts/link-routes';

// POST: 'Unsubscribe' (the page's button) and RFC 8058's one-click unsubscribe of an English
// subscriber's alerts. GET: the page.
type Context = RouteContext<'/en/alerts/unsubscribe/[token]/confirm'>;

export async function POST(request: Request, { params }: Context) {
  return unsubscribeRoute(request, (await params).token, 'en');
}

export async function GET(_request: Request, { params }: Context) {
  return unsubscribePageRedirect((await params).token, 'en');
}
