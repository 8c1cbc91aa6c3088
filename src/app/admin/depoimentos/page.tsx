import { OabRuleNotice } from '@/components/admin/oab-rule-notice';
import { AdminScreen } from '@/components/ui/admin-screen';
import { AdminTestimonials } from '@/features/testimonials/components/admin-testimonials';
import { TESTIMONIAL_MESSAGES } from '@/features/testimonials/schema';
import { listTestimonials } from '@/features/testimonials/service';

export const metadata = { title: 'Depoimentos' };

export default function Page() {
  return (
    <AdminScreen
      texts={TESTIMONIAL_MESSAGES}
      load={listTestimonials}
      header={<OabRuleNotice kind="testimonials" />}
      render={(items) => <AdminTestimonials items={items} />}
    />
  );
}
