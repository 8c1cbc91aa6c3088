import type { Metadata } from 'next';
import { OabRuleNotice } from '@/components/admin/oab-rule-notice';
import { AdminScreen } from '@/components/ui/admin-screen';
import { AdminClientLogos } from '@/features/client-logos/components/admin-client-logos';
import { CLIENT_LOGO_MESSAGES } from '@/features/client-logos/schema';
import { listClientLogos } from '@/features/client-logos/service';

export const metadata: Metadata = { title: 'Logos dos Clientes' };

export default function Page() {
  return (
    <AdminScreen
      texts={CLIENT_LOGO_MESSAGES}
      load={listClientLogos}
      header={<OabRuleNotice kind="clients" />}
      render={(items) => <AdminClientLogos items={items} />}
    />
  );
}
