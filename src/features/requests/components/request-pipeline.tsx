'use client';

import { ActionForm } from '@/components/ui/action-form';
import { FormField, SelectField } from '@/components/ui/form-field';
import { useActionRunner } from '@/components/ui/use-action-form';
import { REQUEST_STATUS_LABELS, statusOptionsFor } from '@/lib/shared/request-statuses';
import { assignRequestAction, setFollowUpAction, updateRequestStatusAction } from '../actions';
import { followUpSchema, type RequestItem, type StaffMember } from '../schema';

// A request's place in the intake pipeline (issue 24): its status, its 'Responsável' and its
// 'Próximo contato'. Each change is saved at once, with its toast, and the inbox reloads.

export function RequestPipeline({ item, staff }: { item: RequestItem; staff: StaffMember[] }) {
  const { pending, run } = useActionRunner();
  const ref = { kind: item.kind, id: item.id };
  const statusOptions = statusOptionsFor(item.kind, item.status).map((value) => ({
    value,
    label: REQUEST_STATUS_LABELS[value],
  }));
  const staffOptions = [
    { value: '', label: 'Ninguém' },
    ...staff.map((member) => ({ value: member.id, label: member.email })),
  ];
  // Someone who is no longer staff keeps showing as the current value until changed.
  if (item.assigneeId && !staff.some((member) => member.id === item.assigneeId)) {
    staffOptions.push({ value: item.assigneeId, label: item.assigneeEmail ?? 'Usuário removido' });
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Status"
        name="status"
        value={item.status}
        disabled={pending}
        options={statusOptions}
        onChange={(event) => {
          const status = event.target.value;
          run(() => updateRequestStatusAction(ref, status));
        }}
      />
      <SelectField
        label="Responsável"
        name="assignee_id"
        value={item.assigneeId ?? ''}
        disabled={pending}
        options={staffOptions}
        onChange={(event) => {
          const assigneeId = event.target.value;
          run(() => assignRequestAction(ref, assigneeId));
        }}
      />
      <ActionForm
        action={setFollowUpAction}
        schema={followUpSchema}
        submitLabel="Salvar próximo contato"
        className="sm:col-span-2"
      >
        <input type="hidden" name="kind" value={item.kind} />
        <input type="hidden" name="id" value={item.id} />
        <FormField
          label="Próximo contato"
          name="follow_up_on"
          type="date"
          defaultValue={item.followUpOn ?? ''}
          hint="Deixe em branco para não agendar. O responsável recebe um e-mail diário com os atrasados."
        />
      </ActionForm>
    </div>
  );
}
