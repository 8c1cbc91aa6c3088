/** Stub. */
export function scrollButton(element: HTMLElement): void {
  void element;
}

/** Stub. */
export function scrollToTop(element: HTMLElement): void {
  void element;
}
