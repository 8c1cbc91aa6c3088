import { LGPD_MESSAGES, personalDataFilename } from '@/features/privacy/schema';
import { exportPersonalData } from '@/features/privacy/service';
import { adminRoute } from '@/lib/server/actions';
import { todayIso } from '@/lib/shared/dates';

// 'Exportar dados' of the inbox's 'Dados pessoais (LGPD)': everything held for the posted e-mail, as
// JSON. A POST from the page's form, so the person's address never travels in a URL.

export const POST = adminRoute(
  { permission: 'privacy.manage', failure: LGPD_MESSAGES.exportFailed },
  async (request, actor) => {
    const form = await request.formData().catch(() => new FormData());
    const json = await exportPersonalData(actor, form.get('email') ?? '');
    return new Response(json, {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${personalDataFilename(todayIso())}"`,
        'Cache-Control': 'no-store',
      },
    });
  },
);
