// The public pages' script (the only JavaScript they load: src/http/enhance-bundle.mjs bundles this
// file, src/http/public-pages.mjs puts it in their HTML). The server renders every part of the page;
// each element marked data-enhance="NAME" gets its behaviour from the module registered under NAME
// (registry.ts). See docs/decisions/0008-public-pages-without-react-in-the-browser.md.
import { ENHANCERS } from './registry';

/** Gives each marked element under `root` its behaviour, once. */
function enhanceWithin(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-enhance]:not([data-enhanced])')) {
    element.dataset.enhanced = '';
    const name = element.dataset.enhance ?? '';
    const enhance = ENHANCERS[name];
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
// A page whose render failed keeps Next.js's runtime, which draws it in the browser
// (src/http/public-pages.mjs): what it draws is enhanced as it appears.
if ('__next_f' in window) {
  new MutationObserver(() => enhanceWithin(document)).observe(document.body, {
    childList: true,
    subtree: true,
  });
}
