import { LGPD_MESSAGES, personalDataFilename } from '@/features/privacy/schema';
import { exportPersonalData } from '@/features/privacy/service';
import { UserError } from '@/lib/shared/action-result';
import { ForbiddenError, requireRole } from '@/lib/shared/auth/roles';
import { getActor } from '@/lib/server/auth/session';
import { todayIso } from '@/lib/shared/dates';

// 'Exportar dados' of the inbox's 'Dados pessoais (LGPD)': everything held for the posted e-mail, as
// JSON. A POST from the page's form, so the person's address never travels in a URL.

export async function POST(request: Request) {
  let json: string;
  try {
    // The role first: nobody else gets the body read.
    const actor = requireRole(await getActor(), 'admin');
    const form = await request.formData().catch(() => new FormData());
    json = await exportPersonalData(actor, form.get('email') ?? '');
  } catch (error) {
    if (error instanceof ForbiddenError) return new Response(error.message, { status: 403 });
    if (error instanceof UserError) return new Response(error.message, { status: 400 });
    console.error('[privacy] export failed:', error);
    return new Response(LGPD_MESSAGES.exportFailed, { status: 500 });
  }
  return new Response(json, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${personalDataFilename(todayIso())}"`,
      'Cache-Control': 'no-store',
    },
  });
}
