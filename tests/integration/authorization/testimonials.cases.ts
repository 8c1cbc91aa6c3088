import {
  createTestimonial,
  deleteTestimonial,
  listTestimonials,
  setTestimonialActive,
  updateTestimonial,
} from '@/features/testimonials/service';
import { contentCases, declaredActions } from './content-cases';

export const cases = contentCases(
  'testimonials',
  'testimonials.write',
  {
    list: listTestimonials,
    create: createTestimonial,
    update: updateTestimonial,
    remove: deleteTestimonial,
    setActive: setTestimonialActive,
  },
  { name: 'Ana', company: 'Empresa', comment: 'Ótimo atendimento' },
  declaredActions('testimonials'),
);
