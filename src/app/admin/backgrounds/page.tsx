import type { Metadata } from 'next';
import { ContentAdminPage } from '@/components/admin/content-admin-page';
import { AdminBackgroundImages } from '@/features/background-images/components/admin-background-images';
import { backgroundImagesType } from '@/features/background-images/content-type';

export const metadata: Metadata = { title: backgroundImagesType.admin.nav };

export default function Page() {
  return (
    <ContentAdminPage
      type={backgroundImagesType}
      render={(items) => <AdminBackgroundImages items={items} />}
    />
  );
}
