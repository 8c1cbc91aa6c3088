import type { Metadata } from 'next';
import { ContentAdminPage } from '@/components/admin/content-admin-page';
import { AdminClientLogos } from '@/features/client-logos/components/admin-client-logos';
import { clientLogosType } from '@/features/client-logos/content-type';

export const metadata: Metadata = { title: 'Logos dos Clientes' };

export default function Page() {
  return <ContentAdminPage type={clientLogosType} render={(items) => <AdminClientLogos items={items} />} />;
}
