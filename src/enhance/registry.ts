// Every behaviour of the public pages, by the name its markup carries (data-enhance="NAME"). A
// public component keeps its behaviour beside it, in NAME.enhance.ts (plain DOM, no React:
// docs/architecture.md, convention 13); to add one, write that module and add its line here.
import carousel from '@/components/site/carousel/carousel.enhance';
import errorToast from '@/components/site/error-toast/error-toast.enhance';
import mobileMenu from '@/components/site/mobile-menu/mobile-menu.enhance';
import { scrollButton, scrollToTop } from '@/components/site/scroll-buttons/scroll-buttons.enhance';
import share from '@/components/site/share-buttons/share-buttons.enhance';
import { recordVisit } from '@/components/site/visits/record-visit.enhance';
import { bookingForm, bookingSteps } from './booking';
import { alertsForm, consultationForm, contactForm } from './request-forms';

/** Gives one marked element its behaviour. */
export type Enhancer = (element: HTMLElement) => void;

export const ENHANCERS: Record<string, Enhancer> = {
  'alerts-form': alertsForm,
  'booking-form': bookingForm,
  'booking-steps': bookingSteps,
  carousel,
  'consultation-form': consultationForm,
  'contact-form': contactForm,
  'error-toast': errorToast,
  'mobile-menu': mobileMenu,
  'record-visit': recordVisit,
  'scroll-button': scrollButton,
  'scroll-to-top': scrollToTop,
  share,
};
