/** Stub. */
export function contactForm(element: HTMLElement): void {
  void element;
}

/** Stub. */
export function consultationForm(element: HTMLElement): void {
  void element;
}
