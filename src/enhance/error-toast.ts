/** Stub: replaced by the error-toast module. */
export default function enhance(element: HTMLElement): void {
  void element;
}
