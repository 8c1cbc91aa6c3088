// The public pages' script (the only JavaScript they load: scripts/enhance.mjs bundles this file,
// scripts/static-pages.mjs puts it in their HTML). The server renders every part of the page; each
// element marked data-enhance="NAME" gets its behaviour from the module registered under NAME.
// See docs/decisions/0008-public-pages-without-react-in-the-browser.md.
import carousel from './carousel';
import { consultationForm, contactForm } from './forms';
import errorToast from './error-toast';
import mobileMenu from './mobile-menu';
import { scrollButton, scrollToTop } from './scroll';
import share from './share';
import { recordVisit } from './visits';

const enhancers: Record<string, (element: HTMLElement) => void> = {
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

for (const element of document.querySelectorAll<HTMLElement>('[data-enhance]')) {
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
