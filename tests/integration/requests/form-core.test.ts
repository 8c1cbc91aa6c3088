import { describe, expect, it } from 'vitest';
import { outcomeFeedback, refusalFeedback, withoutFieldError } from '@/lib/shared/form-core';

// Where a form's messages go (docs/forms.md): a field's message once, at its field; toasts only
// for the spec's toasts; in place when there is no toast to show.

const FAILURE = 'Erro ao enviar solicitação. Por favor, tente novamente.';
const publicForm = { fields: ['name', 'email', 'phone'], isToast: (message: string) => message === FAILURE };

describe('the form core', () => {
  it("shows a field's message at its field only, and focuses the first invalid field", () => {
    const feedback = refusalFeedback(
      { phone: 'Telefone deve ter pelo menos 10 dígitos', name: 'Nome deve ter pelo menos 2 caracteres' },
      'Telefone deve ter pelo menos 10 dígitos',
      publicForm,
    );
    expect(feedback).toEqual({
      fieldErrors: {
        phone: 'Telefone deve ter pelo menos 10 dígitos',
        name: 'Nome deve ter pelo menos 2 caracteres',
      },
      invalid: ['name', 'phone'],
      formError: undefined,
      toast: undefined,
      focus: 'name',
    });
  });

  it('says a form message once in the alert, and keeps it until no field it is about is left', () => {
    const required = 'Por favor, preencha todos os campos';
    const places = { fields: ['name', 'email', 'message'], formMessages: [required] };
    const feedback = refusalFeedback(
      { name: required, email: 'E-mail inválido', message: required },
      required,
      places,
    );
    expect(feedback).toMatchObject({
      fieldErrors: { email: 'E-mail inválido' },
      invalid: ['name', 'email', 'message'],
      formError: required,
      toast: undefined,
    });
    const nameEdited = withoutFieldError(feedback, 'name');
    expect(nameEdited.formError).toBe(required);
    expect(withoutFieldError(nameEdited, 'message')).toMatchObject({
      formError: undefined,
      fieldErrors: { email: 'E-mail inválido' },
    });
  });

  it("toasts only the spec's toasts; other refusals go to the alert, and everything in place", () => {
    expect(outcomeFeedback({ ok: false, message: FAILURE }, publicForm)).toMatchObject({
      toast: { kind: 'error', message: FAILURE },
      formError: undefined,
    });
    const limit = 'Muitos envios em pouco tempo. Aguarde 10 minutos e tente novamente.';
    expect(outcomeFeedback({ ok: false, message: limit }, publicForm)).toMatchObject({
      toast: undefined,
      formError: limit,
    });
    const inPlace = { ...publicForm, inPlace: true };
    expect(outcomeFeedback({ ok: false, message: FAILURE }, inPlace)).toMatchObject({
      toast: undefined,
      formError: FAILURE,
    });
    const success = { ok: true as const, data: null, message: 'Solicitação enviada com sucesso!' };
    expect(outcomeFeedback(success, inPlace)).toEqual({
      fieldErrors: {},
      invalid: [],
      status: 'Solicitação enviada com sucesso!',
    });
  });

  it("keeps an admin toast that names the field's reason, beside the field", () => {
    const feedback = outcomeFeedback(
      {
        ok: false,
        message: 'Erro ao adicionar usuário: já existe um usuário com este email',
        fieldErrors: { email: 'já existe um usuário com este email' },
      },
      { fields: ['email', 'user_type'] },
    );
    expect(feedback).toMatchObject({
      fieldErrors: { email: 'já existe um usuário com este email' },
      toast: { kind: 'error', message: 'Erro ao adicionar usuário: já existe um usuário com este email' },
      focus: 'email',
    });
  });

  it('puts a message no visible field can show in the form', () => {
    expect(
      refusalFeedback({ form: 'Limite de 4 fotos atingido' }, 'Limite de 4 fotos atingido', {
        fields: ['file', 'description'],
      }),
    ).toMatchObject({ formError: 'Limite de 4 fotos atingido', invalid: [], toast: undefined });
  });
});
