'use server';

import { runAsActor, saveFromForm, setActiveFromList } from '@/lib/server/admin-actions';
import { TESTIMONIAL_MESSAGES as MESSAGES } from './schema';
import { createTestimonial, deleteTestimonial, setTestimonialActive, updateTestimonial } from './service';

export async function saveTestimonialAction(formData: FormData) {
  return saveFromForm(formData, MESSAGES, createTestimonial, updateTestimonial);
}

export async function setTestimonialActiveAction(id: string, active: boolean) {
  return setActiveFromList(MESSAGES, setTestimonialActive, id, active);
}

export async function deleteTestimonialAction(id: string) {
  return runAsActor(MESSAGES.deleteFailed, (actor) => deleteTestimonial(actor, id), MESSAGES.deleted);
}
