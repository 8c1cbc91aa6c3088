import type { Metadata } from 'next';
import { AdminScreen } from '@/components/ui/admin-screen';
import { AdminAgenda } from '@/features/booking/agenda/components/admin-agenda';
import { WeekView } from '@/features/booking/agenda/components/week-view';
import { AGENDA_MESSAGES } from '@/features/booking/agenda/schema';
import { getAgenda, getWeek } from '@/features/booking/agenda/service';
import { firmLocal } from '@/features/booking/shared/slots';
import type { Actor } from '@/lib/shared/auth/permissions';

export const metadata: Metadata = { title: 'Agenda | Painel Administrativo' };

const texts = { screenTitle: AGENDA_MESSAGES.screenTitle, loadFailed: AGENDA_MESSAGES.loadFailed };

/** /admin/agenda (issue 23): the firm's calendars, and one calendar's week with ?agenda=<id>. */
export default async function AgendaPage({ searchParams }: PageProps<'/admin/agenda'>) {
  const params = await searchParams;
  const calendarId = typeof params.agenda === 'string' ? params.agenda : null;
  const semana =
    typeof params.semana === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(params.semana) ? params.semana : null;
  const load = async (actor: Actor | null) => ({
    overview: await getAgenda(actor),
    week: calendarId ? await getWeek(actor, calendarId, semana ?? firmLocal(Date.now()).day) : null,
  });
  return (
    <AdminScreen
      texts={texts}
      load={load}
      render={({ overview, week }) => (week ? <WeekView week={week} /> : <AdminAgenda overview={overview} />)}
    />
  );
}
