import { FieldMarkup } from '@/components/ui/field-markup';
import { PublicForm } from '@/components/ui/public-form';
import { CONTACT_FAILURE, CONTACT_LIMITS, CONTACT_REQUIRED } from '../messages';

const field = (name: keyof typeof CONTACT_LIMITS) => ({
  name,
  maxLength: CONTACT_LIMITS[name],
  required: true,
  errorSlot: true,
});

/**
 * The contact form (SPEC §4, §5), rendered on the server; src/enhance/request-forms.ts (contactForm)
 * checks it with the same schema as the server, sends it to POST /api/contact and shows the answer.
 * Without the script it posts to its page, which answers with it filled in (docs/forms.md).
 */
export function ContactForm() {
  return (
    <PublicForm
      enhance="contact-form"
      label="Formulário de contato"
      submitLabel="Enviar Mensagem"
      failure={CONTACT_FAILURE}
      // 'Por favor, preencha todos os campos' is one message for the form (SPEC §5): said once,
      // above the button, the empty fields marked and described by it; other field messages (an
      // invalid e-mail) at their field.
      formMessage={CONTACT_REQUIRED}
    >
      <FieldMarkup label="Nome" autoComplete="name" {...field('name')} />
      <FieldMarkup label="E-mail" type="email" autoComplete="email" {...field('email')} />
      <FieldMarkup label="Mensagem" multiline rows={5} {...field('message')} />
    </PublicForm>
  );
}
