import { uploadMediaRequest } from '@/features/media/upload-route';

// The library's uploads with progress (/admin/midia): one file per request, sent by the screen's
// XMLHttpRequest so each file shows its own progress; answers the ActionResult as JSON.

export const POST = uploadMediaRequest;
