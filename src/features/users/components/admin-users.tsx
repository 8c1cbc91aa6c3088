'use client';

import { Button } from '@/components/ui/button';
import { CrudScreen, type CrudControls } from '@/components/ui/crud-screen';
import { FormField, SelectField } from '@/components/ui/form-field';
import { SectionCard } from '@/components/ui/section-card';
import { SortableTable, type TableColumn } from '@/components/ui/sortable-table';
import { addUserAction, removeUserAction, updateUserTypeAction } from '../actions';
import {
  MANAGED_USER_TYPES,
  TWO_FACTOR_POLICY_MESSAGES,
  USER_MESSAGES,
  USER_TYPE_LABELS,
  isManagedUserType,
  newUserSchema,
  type ManagedUser,
} from '../schema';

const TYPE_OPTIONS = MANAGED_USER_TYPES.map((value) => ({ value, label: USER_TYPE_LABELS[value] }));

const TEXTS = {
  ...USER_MESSAGES,
  confirmDelete: {
    title: 'Confirmar exclusão',
    text: (user: ManagedUser) => (
      <>
        O usuário <strong className="break-all">{user.email}</strong> será removido. Esta ação não pode ser
        desfeita.
      </>
    ),
    cancelLabel: 'Cancelar',
    confirmLabel: 'Confirmar',
    busyLabel: 'Removendo...',
  },
};

/**
 * The table's columns: the e-mail, the type selector and 'Remover', disabled on the rows the service
 * locked (`user.lock`), with its reason.
 */
function columns(controls: CrudControls<ManagedUser>): TableColumn<ManagedUser>[] {
  const lockOf = (user: ManagedUser) => (user.lock ? USER_MESSAGES.locked[user.lock] : undefined);
  return [
    {
      key: 'email',
      header: 'Email',
      className: 'break-all text-slate-900',
      cell: (user) => (
        <>
          {user.email}
          {user.lock === 'self' && (
            <span className="ml-2 rounded bg-brand-100 px-1.5 py-0.5 text-xs text-brand-800">você</span>
          )}
          {/* The second step's state rides in the e-mail's cell: the spec's table has three columns. */}
          <span
            className={`ml-2 rounded px-1.5 py-0.5 text-xs ${user.twoFactorEnabled ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700'}`}
          >
            {user.twoFactorEnabled ? TWO_FACTOR_POLICY_MESSAGES.on : TWO_FACTOR_POLICY_MESSAGES.off}
          </span>
        </>
      ),
    },
    {
      key: 'type',
      header: 'Tipo',
      cell: (user) => (
        <SelectField
          aria-label={`Tipo de ${user.email}`}
          value={user.userType}
          disabled={Boolean(lockOf(user)) || controls.busy}
          title={lockOf(user)}
          onChange={(event) => {
            const userType = event.target.value;
            controls.run(() => updateUserTypeAction(user.id, userType));
          }}
          options={
            isManagedUserType(user.userType)
              ? TYPE_OPTIONS
              : [{ value: user.userType, label: USER_TYPE_LABELS[user.userType] }, ...TYPE_OPTIONS]
          }
          className="max-w-48"
        />
      ),
    },
    {
      key: 'actions',
      header: 'Ações',
      cell: (user) => (
        <Button
          variant="danger"
          size="sm"
          disabled={Boolean(lockOf(user))}
          title={lockOf(user)}
          onClick={() => controls.remove(user)}
        >
          Remover
        </Button>
      ),
    },
  ];
}

/** /admin/usuarios for a super_admin: add users, change their type, remove them. */
export function AdminUsers({ items }: { items: ManagedUser[] }) {
  return (
    <CrudScreen
      items={items}
      texts={TEXTS}
      layout="upload"
      actions={{ save: addUserAction, remove: removeUserAction }}
      schema={newUserSchema}
      fields={() => (
        <>
          <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
            <FormField
              label="Email"
              name="email"
              type="email"
              required
              placeholder="Email do usuário"
              autoComplete="off"
            />
            <SelectField label="Tipo" name="user_type" defaultValue="user" options={TYPE_OPTIONS} />
          </div>
          <p className="text-sm text-slate-600">
            O novo usuário recebe por email um link para definir a própria senha.
          </p>
        </>
      )}
      list={(users, controls) => (
        <SectionCard title="Usuários do Sistema">
          <SortableTable caption="Usuários do Sistema" rows={users} columns={columns(controls)} />
        </SectionCard>
      )}
    />
  );
}
