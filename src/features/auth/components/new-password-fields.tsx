import { FormField } from '@/components/ui/form-field';

/** 'Nova senha' and its confirmation (names `password` and `confirmPassword`). */
export function NewPasswordFields({
  disabled,
  errors = {},
  labels = { password: 'Nova senha', confirmPassword: 'Confirme a nova senha' },
}: {
  disabled?: boolean;
  errors?: Record<string, string | undefined>;
  labels?: { password: string; confirmPassword: string };
}) {
  return (
    <>
      <FormField
        label={labels.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        disabled={disabled}
        error={errors.password}
      />
      <FormField
        label={labels.confirmPassword}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        disabled={disabled}
        error={errors.confirmPassword}
      />
    </>
  );
}

/** The two fields of a submitted form. */
export function readNewPassword(form: HTMLFormElement) {
  const data = new FormData(form);
  return {
    password: String(data.get('password') ?? ''),
    confirmPassword: String(data.get('confirmPassword') ?? ''),
  };
}
