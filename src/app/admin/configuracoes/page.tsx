import type { Metadata } from 'next';
import { AdminScreen } from '@/components/ui/admin-screen';
import { SectionCard } from '@/components/ui/section-card';
import type { Actor } from '@/lib/shared/auth/permissions';
import { AdminSettingsForm } from '@/features/settings/components/admin-settings-form';
import { SETTINGS_MESSAGES } from '@/features/settings/schema';
import { getSettings } from '@/features/settings/service';
import { AdminSocialLinks } from '@/features/social-links/components/admin-social-links';
import { SOCIAL_LINK_MESSAGES } from '@/features/social-links/schema';
import { listSocialLinks } from '@/features/social-links/service';

export const metadata: Metadata = { title: 'Configurações' };

const texts = { screenTitle: SETTINGS_MESSAGES.screenTitle, loadFailed: () => SETTINGS_MESSAGES.loadFailed };

/** Both reads check the role in their service. */
async function load(actor: Actor | null) {
  const [settings, socialLinks] = await Promise.all([getSettings(actor), listSocialLinks(actor)]);
  return { settings, socialLinks };
}

/** /admin/configuracoes: the firm's details and its social links (issue 10). */
export default function SettingsPage() {
  return (
    <AdminScreen
      texts={texts}
      header={
        <p className="mb-6 text-slate-700">
          O que o site mostra do escritório: rodapé, botão do WhatsApp e dados para buscadores. Campos vazios
          não aparecem no site.
        </p>
      }
      load={load}
      render={({ settings, socialLinks }) => (
        <div className="space-y-6">
          <SectionCard title="Dados do escritório">
            {/* Mounted afresh after each save, so the fields show what was stored. */}
            <AdminSettingsForm key={settings.updatedAt?.toISOString() ?? 'new'} settings={settings} />
          </SectionCard>
          <SectionCard title={SOCIAL_LINK_MESSAGES.sectionTitle}>
            <AdminSocialLinks items={socialLinks} />
          </SectionCard>
        </div>
      )}
    />
  );
}
