import {
  deleteTestimonialAction,
  saveTestimonialAction,
  setTestimonialActiveAction,
} from '@/features/testimonials/actions';
import {
  createTestimonial,
  deleteTestimonial,
  listTestimonials,
  setTestimonialActive,
  updateTestimonial,
} from '@/features/testimonials/service';
import { contentCases } from './content-cases';

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
  { save: saveTestimonialAction, remove: deleteTestimonialAction, setActive: setTestimonialActiveAction },
);
