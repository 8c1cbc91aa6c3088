import { ContentAdminPage } from '@/components/admin/content-admin-page';
import { AdminMostRequestedServices } from '@/features/most-requested-services/components/admin-most-requested-services';
import { mostRequestedServicesType } from '@/features/most-requested-services/content-type';

export const metadata = { title: 'Serviços Mais Procurados' };

export default function Page() {
  return (
    <ContentAdminPage
      type={mostRequestedServicesType}
      render={(items) => <AdminMostRequestedServices items={items} />}
    />
  );
}
