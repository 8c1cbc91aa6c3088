import type { Metadata } from 'next';
import { AdminScreen } from '@/components/ui/admin-screen';
import { SectionCard } from '@/components/ui/section-card';
import { PersonalDataSearch } from '@/features/privacy/components/personal-data-search';
import { RetentionStatus } from '@/features/privacy/components/retention-status';
import { LGPD_MESSAGES } from '@/features/privacy/schema';
import { getRetentionStatus } from '@/features/privacy/service';
import { RequestsTabs } from '@/features/requests/components/requests-tabs';
import { REQUEST_MESSAGES } from '@/features/requests/schema';
import type { Actor } from '@/lib/shared/auth/permissions';

export const metadata: Metadata = { title: 'Dados pessoais (LGPD) | Painel Administrativo' };

/** /admin/solicitacoes/dados-pessoais: one person's data by e-mail, and the retention job (LGPD). */
export default function PersonalDataPage() {
  const load = async (actor: Actor | null) => ({ retention: await getRetentionStatus(actor) });
  return (
    <AdminScreen
      texts={{ screenTitle: REQUEST_MESSAGES.title, loadFailed: LGPD_MESSAGES.loadFailed }}
      header={<RequestsTabs current="/admin/solicitacoes/dados-pessoais" />}
      load={load}
      render={({ retention }) => (
        <div className="space-y-6">
          <SectionCard
            title={LGPD_MESSAGES.tabTitle}
            className="mb-0"
            description="Busque pelo e-mail exato para ver, exportar ou excluir tudo o que o escritório guarda de uma pessoa."
          >
            <PersonalDataSearch />
          </SectionCard>
          <SectionCard title="Retenção" className="mb-0">
            <RetentionStatus months={retention.months} lastRun={retention.lastRun} />
          </SectionCard>
        </div>
      )}
    />
  );
}
