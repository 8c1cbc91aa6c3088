import { WhatsappIcon } from './social-icon';

/**
 * The floating button that opens the firm's chat in a new tab (SPEC §1), in a landmark of its own:
 * it floats over the page, outside the header, main content and footer.
 */
export function WhatsappButton({ href }: { href: string }) {
  return (
    <aside aria-label="Atendimento pelo WhatsApp">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Fale conosco pelo WhatsApp (abre em nova aba)"
        className="fixed right-5 bottom-5 z-30 flex size-14 items-center justify-center rounded-full bg-[#1a7f45] text-white shadow-lg transition hover:scale-105 hover:bg-[#156b3a] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
      >
        <WhatsappIcon />
      </a>
    </aside>
  );
}
