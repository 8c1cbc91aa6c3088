// The public pages' script (the only JavaScript they load: scripts/enhance.mjs bundles this file,
// scripts/static-pages.mjs puts it in their HTML). The server renders every part of the page; each
// element marked data-enhance="NAME" gets its behaviour from the module registered under NAME.
// See docs/decisions/0008-public-pages-without-react-in-the-browser.md.
import { bookingForm, bookingSteps } from './booking';
import carousel from './carousel';
import { consultationForm, contactForm } from './forms';
import errorToast from './error-toast';
import mobileMenu from './mobile-menu';
import { scrollButton, scrollToTop } from './scroll';
import share from './share';
import { recordVisit } from './visits';

const enhancers: Record<string, (element: HTMLElement) => void> = {
  'booking-form': bookingForm,
  'booking-steps': bookingSteps,
  carousel,
  'consultation-form': consultationForm,
  'contact-form': contactForm,
  'error-toast': errorToast,
  'mobile-menu': mobileMenu,
  'scroll-button': scrollButton,
  'scroll-to-top': scrollToTop,
  'record-visit': recordVisit,
  share,
};

/** Gives each marked element under `root` its behaviour, once. */
function enhanceWithin(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-enhance]:not([data-enhanced])')) {
    element.dataset.enhanced = '';
    const name = element.dataset.enhance ?? '';
    const enhance = enhancers[name];
    if (!enhance) console.error(`[enhance] nothing registered as "${name}"`);
    else {
      try {
        enhance(element);
      } catch (error) {
        console.error(`[enhance] ${name} failed:`, error);
      }
    }
  }
}

enhanceWithin(document);
// A page that failed while rendering (notFound() inside a page, an error) keeps Next.js's runtime,
// which draws it in the browser (scripts/static-pages.mjs): what it draws is enhanced as it appears.
if ('__next_f' in window) {
  new MutationObserver(() => enhanceWithin(document)).observe(document.body, {
    childList: true,
    subtree: true,
  });
}
