/** Opens the page scrolled to the top (SPEC §2 service pages): src/enhance/scroll.ts. */
export function ScrollToTop() {
  return <span hidden data-enhance="scroll-to-top" />;
}
