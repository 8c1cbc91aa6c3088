import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { enqueue } from '@/lib/server/jobs/queue';
import { releaseUploads } from '@/lib/server/upload-release';

// An image the editor puts in a post's text is stored at once, before the post is saved. A day
// later the queue looks at it again: if no post, revision or autosaved copy shows it (the tab was
// closed unsaved, the image taken out before saving), it is removed from storage like any upload
// nothing refers to (src/lib/server/upload-release.ts).

export const RELEASE_UNSAVED_IMAGE_TASK = 'release_unsaved_image';
/** How long an image may wait for the post that shows it to be saved (or autosaved). */
export const UNSAVED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;

/** Queues the second look at an image just uploaded for a post's text. */
export async function queueUnsavedImageRelease(url: string): Promise<void> {
  await enqueue(
    getDb(),
    RELEASE_UNSAVED_IMAGE_TASK,
    { url },
    {
      runAt: new Date(Date.now() + UNSAVED_IMAGE_GRACE_MS),
    },
  );
}

/** The job: removes the image unless something saved refers to it. */
export async function runUnsavedImageRelease(payload: unknown): Promise<void> {
  const url = (payload as { url?: unknown } | null)?.url;
  if (typeof url !== 'string') throw new Error(`Invalid ${RELEASE_UNSAVED_IMAGE_TASK} payload`);
  await releaseUploads(url);
}

export const unsavedImageTask = {
  task: RELEASE_UNSAVED_IMAGE_TASK,
  run: (payload: unknown) => runUnsavedImageRelease(payload),
};
