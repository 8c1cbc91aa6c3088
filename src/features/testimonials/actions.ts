'use server';

import { listActions } from '@/lib/server/actions';
import { TESTIMONIAL_MESSAGES } from './schema';
import {
  createTestimonial as create,
  deleteTestimonial as remove,
  setTestimonialActive as setActive,
  updateTestimonial as update,
} from './service';

const actions = listActions('testimonials.write', TESTIMONIAL_MESSAGES, {
  create,
  update,
  setActive,
  remove,
});

export const saveTestimonialAction = actions.save;
export const setTestimonialActiveAction = actions.setActive;
export const deleteTestimonialAction = actions.remove;
