import Link from 'next/link';
import { formatDate, formatDateTime } from '@/lib/shared/dates';
import type { RetentionRunView } from '../schema';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The retention setting and what the daily job last did. */
export function RetentionStatus({ months, lastRun }: { months: number; lastRun: RetentionRunView | null }) {
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p>
        Consultas e mensagens são apagadas automaticamente {plural(months, 'mês', 'meses')} depois de
        recebidas, e agendamentos o mesmo prazo depois da consulta (
        <Link href="/admin/configuracoes" className="text-brand-800 underline">
          Prazo de retenção (meses)
        </Link>
        ).
      </p>
      {lastRun ? (
        <p>
          Última execução: {formatDateTime(lastRun.ranAt)}. Removeu{' '}
          {plural(lastRun.consultationsDeleted, 'consulta', 'consultas')},{' '}
          {plural(lastRun.messagesDeleted, 'mensagem', 'mensagens')},{' '}
          {plural(lastRun.bookingsDeleted, 'agendamento', 'agendamentos')} e{' '}
          {plural(lastRun.outboxFilesDeleted, 'e-mail da caixa de saída', 'e-mails da caixa de saída')}{' '}
          recebidos antes de {formatDate(lastRun.cutoff)}.
        </p>
      ) : (
        <p>A rotina diária de retenção ainda não foi executada.</p>
      )}
    </div>
  );
}
