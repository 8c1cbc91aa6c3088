import { can } from '@/lib/shared/auth/permissions';
import { getActor } from '@/lib/server/auth/session';

// SPEC §2 lists /stats as public with no content shown. It shows nothing: administrators go to the
// statistics screen, everyone else to the login.
export async function GET() {
  const actor = await getActor().catch(() => null);
  const location = can(actor, 'stats.read') ? '/admin/stats' : '/login';
  return new Response(null, { status: 307, headers: { Location: location, 'Cache-Control': 'no-store' } });
}
