import 'server-only';
import type { testimonials } from '@/db/schema';
import { contentServiceOf } from '@/lib/server/declared-content';
import { testimonialsType } from './content-type';

// Admin reads and writes of testimonials (SPEC §7, §9), from the declaration: listed by
// display_order ascending (the table re-sorts by the chosen column); active by default, toggled
// from the list.
export type Testimonial = typeof testimonials.$inferSelect;

export const {
  list: listTestimonials,
  create: createTestimonial,
  update: updateTestimonial,
  setActive: setTestimonialActive,
  remove: deleteTestimonial,
} = contentServiceOf(testimonialsType);
