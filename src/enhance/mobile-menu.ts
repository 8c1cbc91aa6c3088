/** Stub: replaced by the mobile-menu module. */
export default function enhance(element: HTMLElement): void {
  void element;
}
