import { FormField } from '@/components/ui/form-field';

/** 'Nova senha' and its confirmation (names `password` and `confirmPassword`); errors come from the form. */
export function NewPasswordFields({ disabled }: { disabled?: boolean }) {
  return (
    <>
      <FormField
        label="Nova senha"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        disabled={disabled}
      />
      <FormField
        label="Confirme a nova senha"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        disabled={disabled}
      />
    </>
  );
}
