'use client';

import { useState, type MouseEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useActionRunner } from '@/components/ui/use-action-form';
import { blogReviewLinkAction, previewBlogPostAction } from '../actions';
import { PREVIEW_MESSAGES as M } from '../states';

/** The form's text fields (files are not previewed until saved). */
function textFields(form: HTMLFormElement): FormData {
  const data = new FormData();
  for (const [name, value] of new FormData(form).entries())
    if (typeof value === 'string') data.append(name, value);
  return data;
}

/**
 * 'Pré-visualizar' (the form's unsaved fields, in a new tab) and 'Copiar link de revisão' (a link
 * to the saved post anyone can open for 7 days), issue 22 §2.
 */
export function PostPreviewButtons({ post }: { post: { id: string } | null }) {
  const runner = useActionRunner();
  const [link, setLink] = useState('');

  function preview(event: MouseEvent<HTMLButtonElement>) {
    const form = event.currentTarget.form;
    if (!form) return;
    // Opened now, while the click allows it; sent to the preview once its address is known.
    const tab = window.open('about:blank', '_blank');
    runner.run(() => previewBlogPostAction(post?.id ?? null, textFields(form)), {
      refresh: false,
      onSuccess: ({ path }) => {
        if (tab) {
          tab.opener = null;
          tab.location.href = path;
        } else window.open(path, '_blank', 'noopener');
      },
      onFailure: () => tab?.close(),
    });
  }

  function copyLink(id: string) {
    runner.run(() => blogReviewLinkAction(id), {
      refresh: false,
      onSuccess: ({ path }) => {
        const url = `${location.origin}${path}`;
        setLink(url);
        void navigator.clipboard
          ?.writeText(url)
          .then(() => toast.success(M.linkCopied))
          .catch(() => toast.success(M.linkReady));
      },
    });
  }

  return (
    <>
      <Button variant="secondary" onClick={preview} disabled={runner.pending}>
        {M.preview}
      </Button>
      {post && (
        <Button variant="secondary" onClick={() => copyLink(post.id)} disabled={runner.pending}>
          {M.copyLink}
        </Button>
      )}
      {link && (
        <input
          readOnly
          aria-label={M.linkLabel}
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full rounded-md border border-slate-300 px-2 py-1 text-xs"
        />
      )}
    </>
  );
}
