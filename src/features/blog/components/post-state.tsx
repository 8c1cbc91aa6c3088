'use client';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { confirmLeave } from '@/components/ui/unsaved-guard';
import { useActionRunner } from '@/components/ui/use-action-form';
import { toFirmWallTime } from '@/lib/shared/firm-time';
import { unpublishBlogPostAction } from '../actions';
import type { BlogPostListItem } from '../posts-admin';
import { PostPreviewButtons } from './post-preview';
import {
  INTENT_FIELD,
  POST_STATE_LABELS,
  PUBLISH_AT_FIELD,
  PUBLISHING_MESSAGES as M,
  type PostState,
} from '../states';

// A post's publication state in the admin (issue 22 §1): the badge on its card, with the time of a
// scheduled publication or a held next version and the reason of a failed one; the post form's
// 'Publicar em' field and its 'Salvar rascunho', 'Agendar' and 'Despublicar' buttons.

const BADGE: Record<PostState, string> = {
  draft: 'bg-slate-200 text-slate-800',
  scheduled: 'bg-amber-100 text-amber-900',
  published: 'bg-emerald-100 text-emerald-900',
};

export function PostStateBadge({ post }: { post: BlogPostListItem }) {
  const next = post.status === 'published' && post.nextRevisionId;
  return (
    <div className="space-y-1 text-xs">
      <p className="flex flex-wrap items-center gap-2">
        <span className={`rounded px-1.5 py-0.5 font-semibold ${BADGE[post.status]}`}>
          {POST_STATE_LABELS[post.status]}
        </span>
        {post.status === 'scheduled' && post.publishAt && <span>{M.scheduledFor(post.publishAt)}</span>}
        {next && <span>{post.publishAt ? M.nextScheduled(post.publishAt) : M.nextDraft}</span>}
      </p>
      {post.publishError && (
        <p role="alert" className="rounded border border-red-200 bg-red-50 px-2 py-1 text-red-800">
          {M.publishFailed}: {post.publishError}
        </p>
      )}
    </div>
  );
}

/** 'Publicar em': a date and time in the firm's zone, shown as such. */
export function PublishAtField({ post }: { post: BlogPostListItem | null }) {
  return (
    <FormField
      label={M.publishAt}
      name={PUBLISH_AT_FIELD}
      type="datetime-local"
      defaultValue={post?.publishAt ? toFirmWallTime(post.publishAt) : ''}
      hint={M.publishAtHint}
    />
  );
}

/** The form's buttons beside 'Criar Post'/'Atualizar Post'. */
export function PublishingButtons({ post, onDone }: { post: BlogPostListItem | null; onDone: () => void }) {
  const runner = useActionRunner();
  return (
    <>
      <Button type="submit" variant="secondary" name={INTENT_FIELD} value="draft">
        {M.saveDraft}
      </Button>
      <Button type="submit" variant="secondary" name={INTENT_FIELD} value="schedule">
        {M.schedule}
      </Button>
      <PostPreviewButtons post={post} />
      {post?.status === 'published' && (
        <Button
          variant="danger"
          disabled={runner.pending}
          onClick={() =>
            confirmLeave() &&
            runner.run(() => unpublishBlogPostAction(post.id, post.version), { onSuccess: onDone })
          }
        >
          {M.unpublish}
        </Button>
      )}
    </>
  );
}

/** The filter of the post list by state ('Estado'). */
/** 'Estado' in the list's filter form (sent with the search, as `estado`). */
export function PostStateFilter({ value }: { value: string }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
      {M.filterLabel}
      <select
        name="estado"
        defaultValue={value}
        className="rounded-md border border-slate-400 px-2 py-2 font-normal"
      >
        <option value="">{M.filterAll}</option>
        {Object.entries(POST_STATE_LABELS).map(([state, label]) => (
          <option key={state} value={state}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}
