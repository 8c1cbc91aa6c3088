import { preferencesRoute } from '@/features/alerts/link-routes';

// POST: 'Preferências' of a subscriber's link (the token in the path is the credential).
export async function POST(
  request: Request,
  { params }: RouteContext<'/informativos/preferencias/[token]/salvar'>,
) {
  return preferencesRoute(request, (await params).token, 'pt-BR');
}
