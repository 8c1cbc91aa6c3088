import { PageHero } from '@/components/site/page-hero';
import { BookingFlow } from '@/features/booking/components/booking-flow';
import { bookingChoices, monthAvailability } from '@/features/booking/public-queries';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { pageMetadata } from '@/features/site/metadata';
import { modalityOfParam } from '@/features/booking/shared/options';
import { knownTimeZone } from '@/features/booking/shared/time-zones';

const TITLE = 'Agende uma Consulta';
const LEAD =
  'Escolha a área, a modalidade, o dia e o horário da sua consulta. A confirmação chega por e-mail.';

export async function generateMetadata() {
  const { firmName } = await getSiteSettingsOrDefaults();
  return pageMetadata({ title: TITLE, description: LEAD, path: '/agendar-consulta' }, firmName);
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 64) : null);
const dayParam = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
const monthParam = (value: string | null) => (value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : null);

/** /agendar-consulta: the booking flow (issue 23), read from the address at every step. */
export default async function BookingPage({ searchParams }: PageProps<'/agendar-consulta'>) {
  const params = await searchParams;
  const modality = modalityOfParam(one(params.modalidade));
  const zone = knownTimeZone(one(params.fuso));
  const choices = await bookingChoices(one(params.area));
  const area = choices.areas.some((item) => item.value === one(params.area)) ? one(params.area) : null;
  const state = {
    area,
    modalidade: area && modality && choices.modalities.includes(modality) ? one(params.modalidade) : null,
    mes: monthParam(one(params.mes)),
    dia: dayParam(one(params.dia)),
    fuso: zone,
  };
  const chosenModality = state.modalidade ? modality : null;
  const month =
    area && chosenModality
      ? await monthAvailability({ area, modality: chosenModality }, state.mes, state.dia)
      : null;
  return (
    <>
      <PageHero title={TITLE} lead={LEAD} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <BookingFlow
          state={{ ...state, mes: month?.month ?? state.mes }}
          choices={choices}
          modality={chosenModality}
          month={month}
          zone={zone}
        />
      </div>
    </>
  );
}
