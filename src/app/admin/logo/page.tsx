import type { Metadata } from 'next';
import { ContentAdminPage } from '@/components/admin/content-admin-page';
import { AdminLogo } from '@/features/logos/components/admin-logo';
import { logosType } from '@/features/logos/content-type';

export const metadata: Metadata = { title: logosType.admin.nav };

/** The active main logo (the page reads it alone: a single-active type), then the upload. */
export default function Page() {
  return <ContentAdminPage type={logosType} render={([logo]) => <AdminLogo logo={logo ?? null} />} />;
}
