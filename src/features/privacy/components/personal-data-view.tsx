'use client';

import { useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { SortableTable, type TableColumn } from '@/components/ui/sortable-table';
import { useActionRunner } from '@/components/ui/use-action-form';
import { formatDateTime } from '@/lib/shared/dates';
import { erasePersonalDataAction } from '../actions';
import {
  LGPD_MESSAGES,
  type HeldContent,
  type HeldJob,
  type HeldOutboxFile,
  type HeldRequest,
  type PersonalData,
} from '../schema';

const KIND = { consultation: 'Consulta', contact: 'Mensagem', booking: 'Agendamento' } as const;

const requestColumns: TableColumn<HeldRequest>[] = [
  { key: 'date', header: 'Data', cell: (r) => formatDateTime(r.createdAt), className: 'whitespace-nowrap' },
  { key: 'kind', header: 'Tipo', cell: (r) => KIND[r.kind] },
  { key: 'name', header: 'Nome', cell: (r) => r.name },
  { key: 'phone', header: 'Telefone', cell: (r) => r.phone ?? '—', className: 'whitespace-nowrap' },
  {
    key: 'text',
    header: 'Texto',
    cell: (r) => r.text,
    className: 'max-w-md whitespace-pre-wrap break-words',
  },
  { key: 'notice', header: 'Aviso de privacidade', cell: (r) => r.privacyNoticeVersion ?? '—' },
  // The staff's notes are the person's data too: shown here and in the export (issue 24).
  {
    key: 'notes',
    header: 'Notas internas',
    cell: (r) => (r.notes.length ? r.notes.map((note) => note.body).join('\n—\n') : '—'),
    className: 'max-w-md whitespace-pre-wrap break-words',
  },
];

const jobColumns: TableColumn<HeldJob>[] = [
  { key: 'key', header: 'Notificação', cell: (j) => j.key ?? j.id, className: 'break-all' },
  { key: 'attempts', header: 'Tentativas', cell: (j) => `${j.attempts} de ${j.maxAttempts}` },
  { key: 'error', header: 'Último erro', cell: (j) => j.lastError ?? '—', className: 'break-words' },
  { key: 'run', header: 'Próxima tentativa', cell: (j) => formatDateTime(j.runAt) },
];

/** A declared content row: its texts, as the person would recognize it (the export has every column). */
type ContentRow = { id: string; text: string };
const contentColumns: TableColumn<ContentRow>[] = [
  { key: 'text', header: 'Registro', cell: (c) => c.text, className: 'max-w-md break-words' },
];
const contentRowsOf = (held: HeldContent): ContentRow[] =>
  held.rows.map((row, index) => ({
    id: typeof row.id === 'string' ? row.id : String(index),
    text: Object.entries(row)
      .filter(([key, value]) => key !== 'id' && typeof value === 'string' && value !== '')
      .map(([, value]) => value)
      .join(' · '),
  }));

type FileRow = HeldOutboxFile & { id: string };
const fileColumns: TableColumn<FileRow>[] = [
  { key: 'file', header: 'Arquivo', cell: (f) => f.file, className: 'break-all' },
  { key: 'date', header: 'Data', cell: (f) => (f.date ? formatDateTime(f.date) : '—') },
  { key: 'subject', header: 'Assunto', cell: (f) => f.subject },
];

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-slate-800">{title}</h3>
      {children}
    </div>
  );
}

/** What is held for one e-mail, with 'Exportar dados' and 'Excluir dados' (after a dialog). */
export function PersonalDataView({ data, onErased }: { data: PersonalData; onErased: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const { pending, run } = useActionRunner();
  const { email, requests, content, jobs, outboxFiles, subscriptions } = data;
  const contentRows = content.reduce((sum, held) => sum + held.rows.length, 0);
  if (requests.length + contentRows + jobs.length + outboxFiles.length + subscriptions.length === 0) {
    return <EmptyState message={LGPD_MESSAGES.nothingFound} />;
  }
  const held = contentRows > 0 ? `, ${contentRows} registro(s) de conteúdo` : '';
  const alertsHeld = subscriptions.length > 0 ? ', inscrição nos informativos' : '';
  const summary = `${requests.length} solicitação(ões)${held}${alertsHeld}, ${jobs.length} notificação(ões) na fila e ${outboxFiles.length} e-mail(s) na caixa de saída`;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          Dados de <strong>{email}</strong>: {summary}.
        </p>
        <div className="flex gap-2">
          {/* A file download posted as a plain form: the address stays out of the URL. */}
          <form method="post" action="/admin/solicitacoes/dados-pessoais/exportar">
            <input type="hidden" name="email" value={email} />
            <button type="submit" className={buttonClasses('secondary')}>
              {LGPD_MESSAGES.exportLabel}
            </button>
          </form>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {LGPD_MESSAGES.eraseLabel}
          </Button>
        </div>
      </div>
      <Part title="Consultas e mensagens">
        {requests.length > 0 ? (
          <SortableTable
            caption={`Consultas e mensagens de ${email}`}
            columns={requestColumns}
            rows={requests}
          />
        ) : (
          <p className="text-sm text-slate-600">Nenhuma.</p>
        )}
      </Part>
      {content.map((held) => (
        <Part key={held.type} title={held.label}>
          <SortableTable
            caption={`${held.label}: dados de ${email}`}
            columns={contentColumns}
            rows={contentRowsOf(held)}
          />
        </Part>
      ))}
      <Part title="Notificações na fila de envio">
        {jobs.length > 0 ? (
          <SortableTable caption={`Notificações de ${email}`} columns={jobColumns} rows={jobs} />
        ) : (
          <p className="text-sm text-slate-600">Nenhuma.</p>
        )}
      </Part>
      <Part title="E-mails na caixa de saída">
        {outboxFiles.length > 0 ? (
          <SortableTable
            caption={`E-mails na caixa de saída sobre ${email}`}
            columns={fileColumns}
            rows={outboxFiles.map((file) => ({ ...file, id: file.file }))}
          />
        ) : (
          <p className="text-sm text-slate-600">Nenhum.</p>
        )}
      </Part>
      <DeleteDialog
        open={confirming}
        title={LGPD_MESSAGES.eraseTitle}
        text={LGPD_MESSAGES.eraseConfirm(email)}
        confirmLabel={LGPD_MESSAGES.eraseLabel}
        busyLabel="Excluindo..."
        busy={pending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          run(() => erasePersonalDataAction(email), {
            onSuccess: onErased,
            onDone: () => setConfirming(false),
          })
        }
      />
    </div>
  );
}
