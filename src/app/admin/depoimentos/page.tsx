import { ContentAdminPage } from '@/components/admin/content-admin-page';
import { testimonialsType } from '@/features/testimonials/content-type';
import { AdminTestimonials } from '@/features/testimonials/components/admin-testimonials';

export const metadata = { title: testimonialsType.admin.nav };

export default function Page() {
  return <ContentAdminPage type={testimonialsType} render={(items) => <AdminTestimonials items={items} />} />;
}
