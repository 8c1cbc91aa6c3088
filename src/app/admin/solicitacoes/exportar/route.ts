import { requestsCsv, requestsCsvFilename } from '@/features/requests/csv';
import { listRequestsForExport } from '@/features/requests/queries';
import { requestFilterSchema } from '@/features/requests/schema';
import { ForbiddenError } from '@/lib/shared/auth/roles';
import { recordActivity } from '@/lib/server/activity';
import { getActor } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { todayIso } from '@/lib/shared/dates';

// 'Exportar CSV' of /admin/solicitacoes: the current filter, every page of it.

export async function GET(request: Request) {
  const filter = requestFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  let csv: string;
  try {
    const actor = await getActor();
    const items = await listRequestsForExport(actor, filter);
    csv = requestsCsv(items);
    // How many rows, never the search term (it may be a visitor's name or e-mail).
    const detail = `${items.length} ${items.length === 1 ? 'solicitação' : 'solicitações'}`;
    await recordActivity(getDb(), { actorId: actor!.userId, kind: 'export', entity: 'requests', detail });
  } catch (error) {
    if (error instanceof ForbiddenError) return new Response(error.message, { status: 403 });
    console.error('[requests] CSV export failed:', error);
    return new Response('Erro ao exportar solicitações', { status: 500 });
  }
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${requestsCsvFilename(todayIso())}"`,
      'Cache-Control': 'no-store',
    },
  });
}
