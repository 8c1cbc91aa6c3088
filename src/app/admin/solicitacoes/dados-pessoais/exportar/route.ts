import { personalDataFilename } from '@/features/privacy/schema';
import { exportPersonalData } from '@/features/privacy/service';
import { UserError } from '@/lib/shared/action-result';
import { ForbiddenError } from '@/lib/shared/auth/roles';
import { getActor } from '@/lib/server/auth/session';
import { todayIso } from '@/lib/shared/dates';

// 'Exportar dados' of the inbox's 'Dados pessoais (LGPD)': everything held for ?email=, as JSON.

export async function GET(request: Request) {
  const email = new URL(request.url).searchParams.get('email') ?? '';
  let json: string;
  try {
    json = await exportPersonalData(await getActor(), email);
  } catch (error) {
    if (error instanceof ForbiddenError) return new Response(error.message, { status: 403 });
    if (error instanceof UserError) return new Response(error.message, { status: 400 });
    console.error('[privacy] export failed:', error);
    return new Response('Erro ao exportar dados', { status: 500 });
  }
  return new Response(json, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${personalDataFilename(todayIso())}"`,
      'Cache-Control': 'no-store',
    },
  });
}
