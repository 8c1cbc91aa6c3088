import { requestsCsv, requestsCsvFilename } from '@/features/requests/csv';
import { listRequestsForExport } from '@/features/requests/queries';
import { requestFilterSchema } from '@/features/requests/schema';
import { ForbiddenError } from '@/lib/shared/auth/roles';
import { getActor } from '@/lib/server/auth/session';
import { todayIso } from '@/lib/shared/dates';

// 'Exportar CSV' of /admin/solicitacoes: the current filter, every page of it.

export async function GET(request: Request) {
  const filter = requestFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  let csv: string;
  try {
    csv = requestsCsv(await listRequestsForExport(await getActor(), filter));
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
