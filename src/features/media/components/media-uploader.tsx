'use client';

import { useId, useRef, useState, type DragEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { IMAGE_ACCEPT } from '@/lib/shared/image-limits';
import { mediaHref } from '../links';
import { LIBRARY_MAX_BYTES, MEDIA_MESSAGES as M, type MediaQuery } from '../schema';
import type { UploadAnswer } from '../upload-route';

/** The route that takes one file with its progress (src/app/admin/midia/enviar/route.ts). */
const UPLOAD_ROUTE = '/admin/midia/enviar';
/** Files sent at once; the rest wait their turn (each still shows its own progress). */
const AT_ONCE = 3;

interface Upload {
  key: number;
  name: string;
  /** Percent of the file sent. */
  progress: number;
  state: 'waiting' | 'sending' | 'added' | 'existing' | 'refused';
  message?: string;
  itemId?: string;
}

/** Sends one file to the route, reporting its progress; resolves with the route's answer. */
function sendFile(file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    const failed = (detail: string) => resolve({ ok: false, message: M.uploadFailed(detail) });
    request.open('POST', UPLOAD_ROUTE);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const answer = request.response as UploadAnswer | null;
      if (answer && typeof answer === 'object' && 'ok' in answer) resolve(answer);
      else if (request.status === 413) resolve({ ok: false, message: M.tooLarge });
      else failed('tente novamente.');
    };
    request.onerror = () => failed('sem conexão com o servidor.');
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
}

/**
 * 'Arraste imagens para cá ou escolha arquivos': several files at once, each sent on its own with
 * its progress and its outcome (added; refused with the server's message; already in the library,
 * with a link to that item).
 */
export function MediaUploader({ query }: { query: MediaQuery }) {
  const router = useRouter();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const counter = useRef(0);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);

  const update = (key: number, change: Partial<Upload>) =>
    setUploads((current) =>
      current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    );

  async function sendAll(files: File[]) {
    if (files.length === 0) return;
    const batch = files.map((file) => ({ file, key: ++counter.current }));
    setUploads((current) => [
      ...batch.map(({ file, key }) => ({ key, name: file.name, progress: 0, state: 'waiting' as const })),
      ...current,
    ]);
    const queue = [...batch];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { file, key } = next;
        update(key, { state: 'sending' });
        // Over the limit: said at once, without sending megabytes the server would refuse.
        const answer: UploadAnswer =
          file.size > LIBRARY_MAX_BYTES
            ? { ok: false, message: M.tooLarge }
            : await sendFile(file, (progress) => update(key, { progress }));
        if (answer.ok)
          update(key, {
            progress: 100,
            state: answer.data.existing ? 'existing' : 'added',
            message: answer.data.existing ? M.alreadyThere : M.uploaded,
            itemId: answer.data.item.id,
          });
        else update(key, { state: 'refused', message: answer.fieldErrors?.file ?? answer.message });
      }
    };
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, batch.length) }, worker));
    router.refresh();
  }

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(false);
    void sendAll([...event.dataTransfer.files]);
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="mb-6">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void sendAll([...(input.current?.files ?? [])]);
          event.currentTarget.reset();
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center ${over ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white'}`}
      >
        <p id={`${inputId}-title`} className="font-medium text-slate-800">
          {M.dropZone}
        </p>
        <div className="flex flex-wrap items-center justify-center gap-3">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            {M.chooseFiles}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            name="file"
            multiple
            accept={IMAGE_ACCEPT}
            className="text-sm"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void sendAll(files);
            }}
          />
        </div>
      </form>
      {uploads.length > 0 && (
        <ul aria-label={M.uploadsLabel} className="mt-3 flex flex-col gap-2">
          {uploads.map((upload) => (
            <li key={upload.key} className="rounded-md border border-slate-200 bg-white px-3 py-2 text-sm">
              <div className="flex flex-wrap items-center gap-3">
                <span className="min-w-0 flex-1 break-all font-medium text-slate-800">{upload.name}</span>
                <progress
                  max={100}
                  value={upload.progress}
                  aria-label={`Envio de ${upload.name}`}
                  className="h-2 w-40"
                />
              </div>
              <p
                role="status"
                className={`mt-1 ${upload.state === 'refused' ? 'text-red-800' : 'text-slate-700'}`}
              >
                {upload.message}
                {upload.state === 'existing' && upload.itemId && (
                  <>
                    {' '}
                    <Link
                      href={mediaHref(query, { item: upload.itemId })}
                      scroll={false}
                      className="font-medium text-brand-800 underline"
                    >
                      {M.openExisting}
                    </Link>
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
