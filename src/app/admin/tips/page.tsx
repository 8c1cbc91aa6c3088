import { ContentAdminPage } from '@/components/admin/content-admin-page';
import { AdminTips } from '@/features/tips/components/admin-tips';
import { tipsType } from '@/features/tips/content-type';

export const metadata = { title: tipsType.admin.nav };

export default function Page() {
  return <ContentAdminPage type={tipsType} render={(items) => <AdminTips items={items} />} />;
}
