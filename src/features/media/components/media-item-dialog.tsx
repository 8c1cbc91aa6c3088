'use client';

import { useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent } from 'react';
import Image from 'next/image';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { ActionForm, FieldErrorsProvider } from '@/components/ui/action-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useActionForm, useActionRunner } from '@/components/ui/use-action-form';
import { IMAGE_ACCEPT } from '@/lib/shared/image-limits';
import { formatDateTime } from '@/lib/shared/dates';
import { deleteMediaItemsAction, replaceMediaFileAction, updateMediaItemAction } from '../actions';
import { formatBytes } from '@/lib/shared/file-size';
import { mediaHref } from '../links';
import {
  MEDIA_ALT_MAX,
  MEDIA_MESSAGES as M,
  mediaItemSchema,
  type MediaItemView,
  type MediaQuery,
  type MediaUsage,
} from '../schema';

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** Whether the page runs in the browser (the dialog is opened there, never in the server's HTML). */
const useInBrowser = () =>
  useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );

/**
 * The focal point: a click on the image puts the marker there; the marker is a button the arrow
 * keys move (Shift: 10 at a time); the two number fields say and set the same point.
 */
function FocalPoint({ item }: { item: MediaItemView }) {
  const [point, setPoint] = useState({ x: item.focalX, y: item.focalY });
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setPoint({
      x: clamp(((event.clientX - box.left) / box.width) * 100),
      y: clamp(((event.clientY - box.top) / box.height) * 100),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setPoint((current) => ({ x: clamp(current.x + move[0]), y: clamp(current.y + move[1]) }));
  };
  const width = Math.min(item.width, 1200);
  return (
    <div className="flex flex-col gap-3">
      {/* The click is a pointer shortcut: the marker button and the number fields do the same by keyboard. */}
      <div className="relative cursor-crosshair overflow-hidden rounded-md bg-slate-100" onClick={onClick}>
        <Image
          src={item.url}
          alt={item.altPt?.trim() || item.fileName || M.unnamed}
          width={width}
          height={Math.max(1, Math.round((item.height / item.width) * width))}
          sizes="(min-width: 672px) 624px, 100vw"
          className="h-auto w-full"
        />
        <button
          type="button"
          aria-label={M.focalMarker(point.x, point.y)}
          onKeyDown={onKeyDown}
          onClick={(event) => event.stopPropagation()}
          className="absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-800/70 shadow ring-2 ring-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
          style={{ left: `${point.x}%`, top: `${point.y}%` }}
        />
      </div>
      <p className="text-xs text-slate-600">{M.focalHint}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {(['x', 'y'] as const).map((axis) => (
          <FormField
            key={axis}
            label={axis === 'x' ? M.focalX : M.focalY}
            name={`focal_${axis}`}
            type="number"
            min={0}
            max={100}
            step={1}
            value={point[axis]}
            onChange={(event) =>
              setPoint((current) => ({ ...current, [axis]: clamp(Number(event.target.value)) }))
            }
          />
        ))}
      </div>
    </div>
  );
}

/** 'Substituir arquivo': the new file keeps the item and its address; refusals at the field. */
function ReplaceFile({ item }: { item: MediaItemView }) {
  const form = useActionForm(replaceMediaFileAction);
  return (
    <FieldErrorsProvider form={form}>
      <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-3">
        <input type="hidden" name="id" value={item.id} />
        <FormField label={M.replace} name="file" type="file" accept={IMAGE_ACCEPT} />
        {form.formError && <Alert variant="error">{form.formError}</Alert>}
        <div>
          <Button type="submit" variant="secondary" disabled={form.pending} aria-busy={form.pending}>
            {form.pending ? M.replacing : M.replaceButton}
          </Button>
        </div>
      </form>
    </FieldErrorsProvider>
  );
}

/** An item's panel (?item=<id>): preview and focal point, facts, descriptions, where used, file, deletion. */
export function MediaItemDialog({
  detail,
  query,
}: {
  detail: { item: MediaItemView; usages: MediaUsage[] };
  query: MediaQuery;
}) {
  const { item, usages } = detail;
  const router = useRouter();
  const inBrowser = useInBrowser();
  const [confirming, setConfirming] = useState(false);
  const { pending, run } = useActionRunner();
  const close = () => router.push(mediaHref(query), { scroll: false });
  const name = item.fileName || M.unnamed;

  const remove = () =>
    run(() => deleteMediaItemsAction([item.id]), {
      refresh: false,
      onSuccess: close,
      onDone: () => setConfirming(false),
    });

  return (
    <>
      <Modal open={inBrowser && !confirming} onClose={close} title={M.detailsTitle} description={name}>
        <div className="flex flex-col gap-6">
          <ActionForm
            key={[item.altPt, item.altEn, item.decorative, item.kept, item.focalX, item.focalY].join('|')}
            action={updateMediaItemAction}
            schema={mediaItemSchema}
            submitLabel={M.save}
            guardUnsaved={false}
          >
            <input type="hidden" name="id" value={item.id} />
            <FocalPoint item={item} />
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-medium text-slate-700">{M.fileName}</dt>
              <dd className="break-all">{name}</dd>
              <dt className="font-medium text-slate-700">{M.dimensions}</dt>
              <dd>
                {item.width} × {item.height} px
              </dd>
              <dt className="font-medium text-slate-700">{M.size}</dt>
              <dd>{formatBytes(item.bytes)}</dd>
              <dt className="font-medium text-slate-700">{M.uploadedAt}</dt>
              <dd>{formatDateTime(item.createdAt)}</dd>
              <dt className="font-medium text-slate-700">{M.uploadedBy}</dt>
              <dd className="break-all">{item.uploadedBy ?? M.unknownUploader}</dd>
            </dl>
            <FormField
              label={M.altPt}
              name="alt_pt"
              data-autofocus
              defaultValue={item.altPt ?? ''}
              maxLength={MEDIA_ALT_MAX}
              optional
            />
            <FormField
              label={M.altEn}
              name="alt_en"
              defaultValue={item.altEn ?? ''}
              maxLength={MEDIA_ALT_MAX}
              optional
            />
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name="decorative" defaultChecked={item.decorative} />
              {M.decorative}
            </label>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name="kept" defaultChecked={item.kept} />
              {M.kept}
            </label>
          </ActionForm>
          <section aria-labelledby="media-usages" className="flex flex-col gap-2">
            <h3 id="media-usages" className="font-semibold text-brand-900">
              {M.usedIn}
            </h3>
            {usages.length === 0 ? (
              <p className="text-sm text-slate-700">{M.notUsed}</p>
            ) : (
              <ul className="list-disc pl-5 text-sm">
                {usages.map((usage) => (
                  <li key={usage.label}>
                    <Link href={usage.href} className="text-brand-800 underline">
                      {usage.label}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <ReplaceFile item={item} />
          <div className="border-t border-slate-200 pt-4">
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {M.deleteLabel}
            </Button>
          </div>
        </div>
      </Modal>
      <DeleteDialog
        open={confirming}
        title={M.confirmDeleteTitle}
        text={M.confirmDeleteOne}
        confirmLabel={M.deleteLabel}
        busyLabel={M.deleting}
        busy={pending}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
