'use client';

import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { toast } from 'sonner';
import { buttonClasses } from '@/components/ui/button';
import { FormField, SelectField } from '@/components/ui/form-field';
import { SectionCard } from '@/components/ui/section-card';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { addUserAction, removeUserAction, updateUserTypeAction } from '../actions';
import { MANAGED_USER_TYPES, USER_TYPE_LABELS, type ManagedUser } from '../schema';

const TYPE_OPTIONS = MANAGED_USER_TYPES.map((value) => ({ value, label: USER_TYPE_LABELS[value] }));

interface UsersManagerProps {
  initialUsers: ManagedUser[];
  currentUserId: string;
  /** 'Erro ao carregar usuários: ...' when the list could not be read. */
  loadError?: string;
}

/** /admin/usuarios for a super_admin: add users, change their type, remove them. */
export function UsersManager({ initialUsers, currentUserId, loadError }: UsersManagerProps) {
  const [users, setUsers] = useState(initialUsers);
  const [emailError, setEmailError] = useState<string>();
  const [adding, startAdding] = useTransition();
  const [changingId, setChangingId] = useState<string | null>(null);
  const [toRemove, setToRemove] = useState<ManagedUser | null>(null);
  const [removing, startRemoving] = useTransition();
  const reportedLoadError = useRef(false);

  useEffect(() => {
    if (!loadError || reportedLoadError.current) return;
    reportedLoadError.current = true;
    toast.error(loadError);
  }, [loadError]);

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = {
      email: String(data.get('email') ?? ''),
      // The server validates the type; the form only offers admin and user.
      user_type: String(data.get('user_type') ?? 'user') as 'admin' | 'user',
    };
    setEmailError(undefined);
    startAdding(async () => {
      const result = await addUserAction(input);
      if (result.ok) {
        setUsers(result.data);
        form.reset();
        toast.success(result.message);
      } else {
        setEmailError(result.fieldErrors?.email);
        toast.error(result.message);
      }
    });
  }

  async function changeType(user: ManagedUser, userType: string) {
    setChangingId(user.id);
    try {
      const result = await updateUserTypeAction({ id: user.id, user_type: userType });
      if (result.ok) {
        setUsers(result.data);
        toast.success(result.message);
      } else {
        toast.error(result.message);
      }
    } finally {
      setChangingId(null);
    }
  }

  function confirmRemoval() {
    const user = toRemove;
    if (!user) return;
    startRemoving(async () => {
      const result = await removeUserAction({ id: user.id });
      setToRemove(null);
      if (result.ok) {
        setUsers(result.data);
        toast.success(result.message);
      } else {
        toast.error(result.message);
      }
    });
  }

  return (
    <div className="space-y-6">
      <SectionCard title="Adicionar Novo Usuário" className="">
        <form onSubmit={add} className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
          <FormField
            label="Email"
            name="email"
            type="email"
            required
            placeholder="Email do usuário"
            autoComplete="off"
            disabled={adding}
            error={emailError}
          />
          <SelectField
            label="Tipo"
            name="user_type"
            defaultValue="user"
            options={TYPE_OPTIONS}
            disabled={adding}
          />
          <button type="submit" disabled={adding} className={buttonClasses()}>
            {adding ? 'Adicionando...' : 'Adicionar Usuário'}
          </button>
        </form>
        <p className="mt-3 text-sm text-slate-600">
          O novo usuário recebe por email um link para definir a própria senha.
        </p>
      </SectionCard>

      <SectionCard title="Usuários do Sistema" className="">
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Email
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Tipo
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Ações
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {users.length === 0 && (
                <tr>
                  <td colSpan={3} className="py-6 text-center text-slate-500">
                    {loadError
                      ? 'Não foi possível carregar a lista de usuários.'
                      : 'Nenhum usuário cadastrado.'}
                  </td>
                </tr>
              )}
              {users.map((user) => {
                const isSelf = user.id === currentUserId;
                const locked = isSelf || user.userType === 'super_admin';
                const lockReason = isSelf
                  ? 'Você não pode alterar nem remover o seu próprio usuário'
                  : 'Super administradores não podem ser alterados nem removidos';
                const options =
                  user.userType === 'super_admin'
                    ? [{ value: 'super_admin', label: USER_TYPE_LABELS.super_admin }, ...TYPE_OPTIONS]
                    : TYPE_OPTIONS;
                return (
                  <tr key={user.id}>
                    <td className="py-3 pr-4 break-all text-slate-900">
                      {user.email}
                      {isSelf && (
                        <span className="ml-2 rounded bg-brand-100 px-1.5 py-0.5 text-xs text-brand-800">
                          você
                        </span>
                      )}
                    </td>
                    <td className="py-3 pr-4">
                      <SelectField
                        aria-label={`Tipo de ${user.email}`}
                        value={user.userType}
                        disabled={locked || changingId === user.id}
                        title={locked ? lockReason : undefined}
                        onChange={(event) => void changeType(user, event.target.value)}
                        options={options}
                        className="max-w-48"
                      />
                    </td>
                    <td className="py-3">
                      <button
                        type="button"
                        disabled={locked}
                        title={locked ? lockReason : undefined}
                        onClick={() => setToRemove(user)}
                        className={buttonClasses('danger', 'sm')}
                      >
                        Remover
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </SectionCard>

      <DeleteDialog
        open={toRemove !== null}
        onCancel={() => setToRemove(null)}
        onConfirm={confirmRemoval}
        busy={removing}
        title="Confirmar exclusão"
        text={
          toRemove && (
            <>
              O usuário <strong className="break-all">{toRemove.email}</strong> será removido. Esta ação não
              pode ser desfeita.
            </>
          )
        }
        cancelLabel="Cancelar"
        confirmLabel="Confirmar"
        busyLabel="Removendo..."
      />
    </div>
  );
}
