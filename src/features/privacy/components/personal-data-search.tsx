'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useActionRunner } from '@/components/ui/use-action-form';
import { findPersonalDataAction } from '../actions';
import { LGPD_MESSAGES, personalEmailSchema, type PersonalData } from '../schema';
import { PersonalDataView } from './personal-data-view';

/**
 * The search of 'Dados pessoais (LGPD)' and what it found. A form posted to a server action, not a
 * GET form: a person's address must not end up in URLs (history, proxy and server logs).
 */
export function PersonalDataSearch() {
  const [data, setData] = useState<PersonalData | null>(null);
  const [error, setError] = useState<string>();
  const { pending, run } = useActionRunner();

  const search = (email: string) =>
    run(() => findPersonalDataAction(email), {
      refresh: false,
      onSuccess: setData,
      onFailure: () => setData(null),
    });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = personalEmailSchema.safeParse(new FormData(event.currentTarget).get('email'));
    setError(parsed.success ? undefined : LGPD_MESSAGES.invalidEmail);
    if (parsed.success) search(parsed.data);
  }

  return (
    <>
      <form
        onSubmit={onSubmit}
        noValidate
        role="search"
        aria-label="Buscar dados pessoais"
        className="mb-6 flex flex-wrap items-end gap-3"
      >
        <FormField
          label="E-mail"
          name="email"
          type="email"
          required
          error={error}
          className="min-w-64 flex-1"
        />
        <Button type="submit" disabled={pending}>
          {pending ? 'Buscando...' : 'Buscar'}
        </Button>
      </form>
      {data && <PersonalDataView data={data} onErased={() => search(data.email)} />}
    </>
  );
}
