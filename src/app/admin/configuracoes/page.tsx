import type { Metadata } from 'next';
import { AccessDeniedNotice } from '@/components/ui/access-denied-notice';
import { AsyncContent } from '@/components/ui/async-content';
import { ScreenHeader } from '@/components/ui/screen-header';
import { SectionCard } from '@/components/ui/section-card';
import { hasRole } from '@/lib/auth/roles';
import { getActor } from '@/lib/auth/session';
import { AdminSettingsForm } from '@/features/settings/components/admin-settings-form';
import { SETTINGS_MESSAGES } from '@/features/settings/schema';
import { getSettings } from '@/features/settings/service';
import { AdminSocialLinks } from '@/features/social-links/components/admin-social-links';
import { SOCIAL_LINK_MESSAGES } from '@/features/social-links/schema';
import { listSocialLinks } from '@/features/social-links/service';

export const metadata: Metadata = { title: 'Configurações' };
export const dynamic = 'force-dynamic';

/** /admin/configuracoes: the firm's details and its social links (issue 10). */
export default async function SettingsPage() {
  const actor = await getActor();
  if (!hasRole(actor, 'admin')) return <AccessDeniedNotice />;
  return (
    <>
      <ScreenHeader
        title={SETTINGS_MESSAGES.screenTitle}
        description="O que o site mostra do escritório: rodapé, botão do WhatsApp e dados para buscadores. Campos vazios não aparecem no site."
      />
      <SectionCard title="Dados do escritório">
        <AsyncContent
          load={() => getSettings(actor)}
          errorMessage={() => SETTINGS_MESSAGES.loadFailed}
          // Mounted afresh after each save, so the fields show what was stored.
          render={(settings) => (
            <AdminSettingsForm key={settings.updatedAt?.toISOString() ?? 'new'} settings={settings} />
          )}
        />
      </SectionCard>
      <SectionCard title={SOCIAL_LINK_MESSAGES.sectionTitle}>
        <AsyncContent
          load={() => listSocialLinks(actor)}
          errorMessage={SOCIAL_LINK_MESSAGES.loadFailed}
          render={(items) => <AdminSocialLinks items={items} />}
        />
      </SectionCard>
    </>
  );
}
