import { notFound } from 'next/navigation';
import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { PageHero } from '@/components/site/page-hero';
import { readDraft, type FormDraft } from '@/lib/server/form-draft';
import { bookingByToken, type BookingView } from '../public-queries';
import { CHANGE_DRAFT } from './draft';

/** The path of a booking's page from a token shaped as this server makes them (else the booking flow). */
export const reservaPath = (token: string) =>
  /^[0-9a-f]{32}\.[\w-]{32}$/.test(token) ? `/agendar-consulta/reserva/${token}` : '/agendar-consulta';

/** The shell of a booking's pages: 404 for a link this server did not sign; a refusal shown at the top. */
export async function BookingPageShell({
  token,
  title,
  children,
}: {
  token: string;
  title: string;
  children: (view: BookingView, draft: FormDraft | null) => ReactNode;
}) {
  const view = await bookingByToken(token);
  if (!view) notFound();
  const jar = await cookies();
  const draft = readDraft(CHANGE_DRAFT.name, (name) => jar.get(name)?.value);
  return (
    <>
      <PageHero title={title} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12 sm:px-6">
        {draft && <Alert variant="error">{draft.message}</Alert>}
        {children(view, draft)}
      </div>
    </>
  );
}
