import { AdminScreen } from '@/components/ui/admin-screen';
import { AdminMostRequestedServices } from '@/features/most-requested-services/components/admin-most-requested-services';
import { SERVICE_MESSAGES } from '@/features/most-requested-services/schema';
import { listMostRequestedServices } from '@/features/most-requested-services/service';

export const metadata = { title: 'Serviços Mais Procurados' };

export default function Page() {
  return (
    <AdminScreen
      texts={SERVICE_MESSAGES}
      load={listMostRequestedServices}
      render={(items) => <AdminMostRequestedServices items={items} />}
    />
  );
}
