import type { Metadata } from 'next';
import { AccessDeniedNotice } from '@/components/ui/access-denied-notice';
import { AsyncContent } from '@/components/ui/async-content';
import { ScreenHeader } from '@/components/ui/screen-header';
import { SectionCard } from '@/components/ui/section-card';
import { hasRole } from '@/lib/auth/roles';
import { getActor } from '@/lib/auth/session';
import { AdminBackgroundForm } from '@/features/background-images/components/admin-background-form';
import { AdminBackgroundImages } from '@/features/background-images/components/admin-background-images';
import { BACKGROUND_MESSAGES } from '@/features/background-images/schema';
import { listBackgroundImages } from '@/features/background-images/service';

export const metadata: Metadata = { title: 'Imagens de Fundo' };
export const dynamic = 'force-dynamic';

export default async function BackgroundImagesPage() {
  const actor = await getActor();
  if (!hasRole(actor, 'admin')) return <AccessDeniedNotice />;
  return (
    <>
      <ScreenHeader title="Gerenciar Imagens de Fundo" />
      <SectionCard title="Enviar nova imagem">
        <AdminBackgroundForm />
      </SectionCard>
      <AsyncContent
        load={() => listBackgroundImages(actor)}
        errorMessage={() => BACKGROUND_MESSAGES.loadFailed}
        render={(images) => <AdminBackgroundImages images={images} />}
      />
    </>
  );
}
