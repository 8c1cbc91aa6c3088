import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';
import { WhatsappIcon } from './social-icon';

/**
 * The floating button that opens the firm's chat in a new tab (SPEC §1), in a landmark of its own:
 * it floats over the page, outside the header, main content and footer.
 */
export function WhatsappButton({ locale, href }: { locale: Locale; href: string }) {
  const t = translator(locale);
  return (
    <aside aria-label={t('site.whatsapp.region')}>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('site.whatsapp.link')}
        className="fixed right-5 bottom-5 z-30 flex size-14 items-center justify-center rounded-full bg-[#1a7f45] text-white shadow-lg transition hover:scale-105 hover:bg-[#156b3a] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
      >
        <WhatsappIcon />
      </a>
    </aside>
  );
}
