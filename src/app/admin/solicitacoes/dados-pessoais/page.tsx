import type { Metadata } from 'next';
import { AdminScreen } from '@/components/ui/admin-screen';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SectionCard } from '@/components/ui/section-card';
import { PersonalDataView } from '@/features/privacy/components/personal-data-view';
import { RetentionStatus } from '@/features/privacy/components/retention-status';
import { LGPD_MESSAGES, personalEmailSchema, personalSearchSchema } from '@/features/privacy/schema';
import { findPersonalData, getRetentionStatus } from '@/features/privacy/service';
import { RequestsTabs } from '@/features/requests/components/requests-tabs';
import { REQUEST_MESSAGES } from '@/features/requests/schema';
import type { Actor } from '@/lib/shared/auth/roles';
import { SETTINGS_LIMITS } from '@/db/schema/limits';

export const metadata: Metadata = { title: 'Dados pessoais (LGPD) | Painel Administrativo' };

/** /admin/solicitacoes/dados-pessoais: one person's data by e-mail, and the retention job (LGPD). */
export default async function PersonalDataPage({
  searchParams,
}: PageProps<'/admin/solicitacoes/dados-pessoais'>) {
  const { email } = personalSearchSchema.parse(await searchParams);
  const parsed = email ? personalEmailSchema.safeParse(email) : null;
  const searched = parsed?.success ? parsed.data : null;
  const load = async (actor: Actor | null) => {
    const [retention, data] = await Promise.all([
      getRetentionStatus(actor),
      searched ? findPersonalData(actor, searched) : null,
    ]);
    return { retention, data };
  };
  return (
    <AdminScreen
      texts={{ screenTitle: REQUEST_MESSAGES.title, loadFailed: LGPD_MESSAGES.loadFailed }}
      header={<RequestsTabs current="/admin/solicitacoes/dados-pessoais" />}
      load={load}
      render={({ retention, data }) => (
        <div className="space-y-6">
          <SectionCard
            title={LGPD_MESSAGES.tabTitle}
            className="mb-0"
            description="Busque pelo e-mail exato para ver, exportar ou excluir tudo o que o escritório guarda de uma pessoa."
          >
            {/* A plain GET form: the search is in the address, like the inbox's filters. */}
            <form
              method="get"
              role="search"
              aria-label="Buscar dados pessoais"
              className="mb-6 flex flex-wrap items-end gap-3"
            >
              <FormField
                label="E-mail"
                name="email"
                type="email"
                required
                defaultValue={email ?? ''}
                maxLength={SETTINGS_LIMITS.email}
                error={parsed && !parsed.success ? LGPD_MESSAGES.invalidEmail : undefined}
                className="min-w-64 flex-1"
              />
              <Button type="submit">Buscar</Button>
            </form>
            {data && <PersonalDataView data={data} />}
          </SectionCard>
          <SectionCard title="Retenção" className="mb-0">
            <RetentionStatus months={retention.months} lastRun={retention.lastRun} />
          </SectionCard>
        </div>
      )}
    />
  );
}
