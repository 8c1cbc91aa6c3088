import { ContentAdminPage } from '@/components/admin/content-admin-page';
import { AdminSuccessCases } from '@/features/success-cases/components/admin-success-cases';
import { successCasesType } from '@/features/success-cases/content-type';

export const metadata = { title: successCasesType.admin.nav };

export default function Page() {
  return <ContentAdminPage type={successCasesType} render={(items) => <AdminSuccessCases items={items} />} />;
}
