import type { Metadata } from 'next';
import { AccessDeniedNotice } from '@/components/ui/access-denied-notice';
import { AsyncContent } from '@/components/ui/async-content';
import { ScreenHeader } from '@/components/ui/screen-header';
import { SectionCard } from '@/components/ui/section-card';
import { hasRole } from '@/lib/auth/roles';
import { getActor } from '@/lib/auth/session';
import { AdminClientLogoForm } from '@/features/client-logos/components/admin-client-logo-form';
import { AdminClientLogos } from '@/features/client-logos/components/admin-client-logos';
import { CLIENT_LOGO_MESSAGES } from '@/features/client-logos/schema';
import { listClientLogos } from '@/features/client-logos/service';

export const metadata: Metadata = { title: 'Logos dos Clientes' };
export const dynamic = 'force-dynamic';

export default async function ClientLogosPage() {
  const actor = await getActor();
  if (!hasRole(actor, 'admin')) return <AccessDeniedNotice />;
  return (
    <>
      <ScreenHeader title="Gerenciar Logos dos Clientes" />
      <SectionCard title="Adicionar logo">
        <AdminClientLogoForm />
      </SectionCard>
      <AsyncContent
        load={() => listClientLogos(actor)}
        errorMessage={() => CLIENT_LOGO_MESSAGES.loadFailed}
        render={(logos) => <AdminClientLogos logos={logos} />}
      />
    </>
  );
}
