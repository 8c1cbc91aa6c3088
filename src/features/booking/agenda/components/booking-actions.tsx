'use client';

import { useState } from 'react';
import { ActionForm } from '@/components/ui/action-form';
import { Button } from '@/components/ui/button';
import { FormField, SelectField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useActionRunner } from '@/components/ui/use-action-form';
import { APPOINTMENT_STATUS_LABELS } from '@/features/booking/shared/options';
import { formatDateTime } from '@/lib/shared/dates';
import { cancelBookingAction, setAppointmentStatusAction } from '../actions';
import { AGENDA_LIMITS, cancelSchema } from '../schema';
import type { BookingItem } from '../view';

const STATUS_OPTIONS = (['confirmed', 'completed', 'no_show'] as const).map((value) => ({
  value,
  label: APPOINTMENT_STATUS_LABELS[value],
}));

/** A booking's status ('Confirmada', 'Realizada', 'Não compareceu') and 'Cancelar' with a reason. */
export function BookingActions({ item }: { item: BookingItem }) {
  const { pending, run } = useActionRunner();
  const [cancelling, setCancelling] = useState(false);
  if (item.status === 'cancelled') {
    return (
      <span className="text-sm text-slate-600">
        {APPOINTMENT_STATUS_LABELS.cancelled}
        {item.cancelledBy === 'client' ? ' pelo cliente' : ' pelo escritório'}
        {item.reason && `: ${item.reason}`}
      </span>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SelectField
        label=""
        aria-label={`Status da consulta de ${item.name}`}
        name="status"
        value={item.status}
        disabled={pending}
        options={STATUS_OPTIONS}
        onChange={(event) => {
          const status = event.target.value;
          run(() => setAppointmentStatusAction(item.id, status));
        }}
      />
      {item.status === 'confirmed' && new Date(item.end) > new Date() && (
        <Button variant="secondary" size="sm" onClick={() => setCancelling(true)}>
          Cancelar<span className="sr-only"> a consulta de {item.name}</span>
        </Button>
      )}
      <Modal open={cancelling} onClose={() => setCancelling(false)} title="Cancelar consulta" size="sm">
        <p className="mb-4 text-sm text-slate-700">
          {item.name}, {formatDateTime(item.start)}. O cliente recebe o cancelamento por e-mail, com o motivo.
        </p>
        <ActionForm
          action={cancelBookingAction}
          schema={cancelSchema}
          submitLabel="Cancelar consulta"
          busyLabel="Cancelando..."
          cancelLabel="Voltar"
          onCancel={() => setCancelling(false)}
          onSuccess={() => setCancelling(false)}
        >
          <input type="hidden" name="id" value={item.id} />
          <FormField
            name="reason"
            label="Motivo (enviado ao cliente)"
            multiline
            rows={3}
            maxLength={AGENDA_LIMITS.reason}
            required
          />
        </ActionForm>
      </Modal>
    </div>
  );
}
