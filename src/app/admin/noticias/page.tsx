import { ContentAdminPage } from '@/components/admin/content-admin-page';
import { AdminNews } from '@/features/news/components/admin-news';
import { newsType } from '@/features/news/content-type';

export const metadata = { title: newsType.admin.nav };

export default function Page() {
  return <ContentAdminPage type={newsType} render={(items) => <AdminNews items={items} />} />;
}
