import 'server-only';
import { failureOf, UserError, type ActionResult } from '@/lib/shared/action-result';
import { ForbiddenError, requirePermission, SessionExpiredError } from '@/lib/shared/auth/permissions';
import { formInput } from '@/lib/shared/form-data';
import { getActor } from '@/lib/server/auth/session';
import { hasLiveSession } from '@/lib/server/auth/session-alive';
import { readBodyWithin } from '@/lib/server/body-limit';
import { reportError } from '@/lib/server/log';
import { isSameOrigin } from '@/lib/server/public-form-route';
import { MEDIA_MESSAGES as M, UPLOAD_BODY_MAX_BYTES, type MediaItemView } from './schema';
import { uploadToLibrary } from './service';

// POST /admin/midia/enviar (issue 33): one file of the library's uploads, as multipart form data
// with the field `file`. Same origin only, the signed-in session with media.manage, the body read
// against its limit while it streams (the file's 5 MB and the form's envelope), then the same
// service as the screen's form action. Answers the ActionResult as JSON: 200 with { item, existing },
// 400 a refused file (with its pt-BR message), 403 another site or no permission, 413 too large.

export type UploadAnswer = ActionResult<{ item: MediaItemView; existing: boolean }>;

const json = (body: UploadAnswer, status: number) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

const refuse = (message: string, status: number, fieldErrors?: Record<string, string>) =>
  json({ ok: false, message, ...(fieldErrors ? { fieldErrors } : {}) }, status);

export async function uploadMediaRequest(request: Request): Promise<Response> {
  if (!isSameOrigin(request)) {
    await request.body?.cancel().catch(() => undefined);
    return refuse(new ForbiddenError().message, 403);
  }
  try {
    const signedIn = (await hasLiveSession()) ? await getActor() : null;
    if (!signedIn) throw new SessionExpiredError();
    const actor = requirePermission(signedIn, 'media.manage');
    const type = request.headers.get('content-type') ?? '';
    if (!type.toLowerCase().startsWith('multipart/form-data')) {
      await request.body?.cancel().catch(() => undefined);
      return refuse(M.uploadFailed('envie um arquivo.'), 400);
    }
    const body = await readBodyWithin(request, UPLOAD_BODY_MAX_BYTES);
    if (body === null) return refuse(M.tooLarge, 413, { file: M.tooLarge });
    const form = await new Response(body, { headers: { 'content-type': type } }).formData().catch(() => null);
    if (!form) return refuse(M.uploadFailed('envie um arquivo.'), 400);
    const data = await uploadToLibrary(actor, formInput(form));
    return json({ ok: true, data, message: data.existing ? M.alreadyThere : M.uploaded }, 200);
  } catch (error) {
    if (error instanceof ForbiddenError) return refuse(error.message, 403);
    if (error instanceof UserError) return refuse(error.message, 400, error.fieldErrors);
    const failure = failureOf(error, M.uploadFailed('erro inesperado. Tente novamente.'), reportError);
    return json(failure, 500);
  }
}
