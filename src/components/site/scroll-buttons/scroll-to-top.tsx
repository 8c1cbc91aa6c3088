/** Opens the page scrolled to the top (SPEC §2 service pages): scroll-buttons.enhance.ts. */
export function ScrollToTop() {
  return <span hidden data-enhance="scroll-to-top" />;
}
