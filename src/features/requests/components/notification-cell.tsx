'use client';

import { Button } from '@/components/ui/button';
import { useActionRunner } from '@/components/ui/use-action-form';
import { resendRequestNotificationAction } from '../actions';
import { NOTIFICATION_LABELS, type RequestItem } from '../schema';

const TONE = { sent: 'text-green-800', pending: 'text-amber-800', failed: 'text-red-700' } as const;

/** 'Enviada', 'Pendente' or 'Falhou' with the last error, and 'Reenviar' when it failed. */
export function NotificationCell({ item }: { item: RequestItem }) {
  const { pending, run } = useActionRunner();
  return (
    <div className="space-y-1">
      <span className={`font-medium ${TONE[item.notificationState]}`}>
        {NOTIFICATION_LABELS[item.notificationState]}
      </span>
      {item.notificationState !== 'sent' && item.notificationError && (
        <p className="max-w-xs text-xs break-words text-slate-600">Último erro: {item.notificationError}</p>
      )}
      {item.notificationState === 'failed' && (
        <Button
          size="sm"
          variant="secondary"
          disabled={pending}
          aria-label={`Reenviar notificação de ${item.name}`}
          onClick={() => run(() => resendRequestNotificationAction({ kind: item.kind, id: item.id }))}
        >
          Reenviar
        </Button>
      )}
    </div>
  );
}
