import 'server-only';
import { asc } from 'drizzle-orm';
import { testimonials } from '@/db/schema';
import { contentService } from '@/lib/server/content-service';
import { TESTIMONIAL_MESSAGES, testimonialSchema } from './schema';

// Admin reads and writes of testimonials (SPEC §7, §9): listed by display_order ascending (the
// table re-sorts by the chosen column); active by default, toggled from the list.
const service = contentService({
  table: testimonials,
  permission: 'testimonials.write',
  schema: testimonialSchema,
  messages: TESTIMONIAL_MESSAGES,
  orderBy: [asc(testimonials.displayOrder), asc(testimonials.createdAt)],
});

export type Testimonial = typeof testimonials.$inferSelect;

export const listTestimonials = service.list;
export const createTestimonial = service.create;
export const updateTestimonial = service.update;
export const setTestimonialActive = service.setActive;
export const deleteTestimonial = service.remove;
