import { UserError } from '@/lib/action-result';
import { recordVisit } from '@/features/visits/service';

// POST {page_path}: one visit, sent by the site's visit tracker on every route change.
export async function POST(request: Request) {
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return new Response(null, { status: 400 });
  }
  try {
    await recordVisit(body, request.headers.get('user-agent'));
    return new Response(null, { status: 204 });
  } catch (error) {
    if (error instanceof UserError) return new Response(null, { status: 400 });
    console.error('[visits] could not record a visit:', error);
    return new Response(null, { status: 500 });
  }
}
