// Scrolling of the public pages: scroll-button.tsx and scroll-to-top.tsx.

/** Scrolls to the element named by data-target and moves keyboard focus there (the URL stays). */
export function scrollButton(button: HTMLElement): void {
  button.addEventListener('click', () => {
    const target = document.getElementById(button.dataset.target ?? '');
    if (!target) return;
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  });
}

/** Opens the page at its top (SPEC §2 service pages). */
export function scrollToTop(): void {
  scrollTo({ top: 0, left: 0, behavior: 'instant' });
}
