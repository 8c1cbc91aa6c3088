import { preferencesRoute } from '@/features/alerts/link-routes';

// POST: 'Preferências' of a subscriber's link (the token in the path is the credential).
export async function POST(
  request: Request,
  { params }: RouteContext<'/informativos/preferencias/[token]/salvar'>,
) {
  const { token } = await params;
  return preferencesRoute(request, token);
}
