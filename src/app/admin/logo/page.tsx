import type { Metadata } from 'next';
import { AccessDeniedNotice } from '@/components/ui/access-denied-notice';
import { AsyncContent } from '@/components/ui/async-content';
import { ScreenHeader } from '@/components/ui/screen-header';
import { SectionCard } from '@/components/ui/section-card';
import { hasRole } from '@/lib/auth/roles';
import { getActor } from '@/lib/auth/session';
import { AdminLogoForm } from '@/features/logos/components/admin-logo-form';
import { AdminLogoPreview } from '@/features/logos/components/admin-logo-preview';
import { LOGO_MESSAGES } from '@/features/logos/schema';
import { getActiveLogo } from '@/features/logos/service';

export const metadata: Metadata = { title: 'Logo' };
export const dynamic = 'force-dynamic';

export default async function LogoPage() {
  const actor = await getActor();
  if (!hasRole(actor, 'admin')) return <AccessDeniedNotice />;
  return (
    <>
      <ScreenHeader title="Gerenciar Logo" />
      <SectionCard title="Logo atual">
        <AsyncContent
          load={() => getActiveLogo(actor)}
          errorMessage={() => LOGO_MESSAGES.loadFailed}
          render={(logo) => <AdminLogoPreview logo={logo} />}
        />
      </SectionCard>
      <SectionCard title="Enviar logo">
        <AdminLogoForm />
      </SectionCard>
    </>
  );
}
