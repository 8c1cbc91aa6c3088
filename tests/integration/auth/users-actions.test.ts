import { describe, expect, it, vi } from 'vitest';
import { addUserAction, removeUserAction, updateUserTypeAction } from '@/features/users/actions';
import { formDataOf } from '../authorization/content-cases';
import { asRequestOf } from '../authorization/request';

// The spec's user toasts name the reason ('Erro ao adicionar usuário: {message}', SPEC §8): the
// service refuses with the reason, the action puts it in the operation's toast.

vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/headers')>()),
  headers: async () => (await import('../authorization/request')).requestHeaders(),
}));

const boss = { userId: 'x', email: 'x@users-actions.test', role: 'super_admin' } as const;
const asBoss = <T>(work: () => Promise<T>) => asRequestOf(boss, work);

describe('user actions', () => {
  it('add: the success toast, then a repeated e-mail refused at the field and in the toast', async () => {
    const form = () => formDataOf({ email: 'repetido@users-actions.test', user_type: 'admin' });
    expect(await asBoss(() => addUserAction(form()))).toMatchObject({
      ok: true,
      message: 'Usuário adicionado com sucesso',
    });
    expect(await asBoss(() => addUserAction(form()))).toEqual({
      ok: false,
      message: 'Erro ao adicionar usuário: já existe um usuário com este email',
      fieldErrors: { email: 'já existe um usuário com este email' },
    });
    expect(await asBoss(() => addUserAction(formDataOf({ email: 'sem-arroba' })))).toMatchObject({
      ok: false,
      message: 'Erro ao adicionar usuário: email inválido',
    });
  });

  it('type change and removal name the reason of a refusal', async () => {
    expect(await asBoss(() => updateUserTypeAction('nao-existe', 'admin'))).toEqual({
      ok: false,
      message: 'Erro ao atualizar tipo de usuário: usuário não encontrado',
    });
    expect(await asBoss(() => removeUserAction('nao-existe'))).toEqual({
      ok: false,
      message: 'Erro ao remover usuário: usuário não encontrado',
    });
  });
});
