/** Stub: replaced by the share module. */
export default function enhance(element: HTMLElement): void {
  void element;
}
