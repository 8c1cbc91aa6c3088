/** Stub: replaced by the carousel module. */
export default function enhance(element: HTMLElement): void {
  void element;
}
