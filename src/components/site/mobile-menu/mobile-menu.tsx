import { Icon } from '@/components/ui/icon';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';
import { headerLinks } from '../nav-links';

/**
 * The navigation drawer of small screens: a modal <dialog> on the right, so focus stays inside
 * while it is open, Escape closes it and focus returns to the menu button (mobile-menu.enhance.ts).
 */
export function MobileMenu({ locale }: { locale: Locale }) {
  const t = translator(locale);
  return (
    <div className="md:hidden" data-enhance="mobile-menu">
      <button
        type="button"
        className="rounded-md p-2 text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-accent-400"
        aria-label={t('site.openMenu')}
        aria-haspopup="dialog"
        aria-expanded="false"
        aria-controls="mobile-menu"
      >
        <Icon name="menu" className="size-6" />
      </button>
      <dialog
        id="mobile-menu"
        aria-label={t('site.menu')}
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-72 max-w-[85vw] bg-brand-900 p-0 text-white shadow-xl backdrop:bg-black/50"
      >
        <div className="flex h-full flex-col p-6">
          <div className="flex justify-end">
            <button
              type="button"
              className="rounded-md p-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-accent-400"
              aria-label={t('site.closeMenu')}
            >
              <Icon name="x" className="size-6" />
            </button>
          </div>
          <nav aria-label={t('site.mainMenu')} className="mt-4">
            <ul className="space-y-1">
              {headerLinks(locale).map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="block rounded-md px-3 py-3 text-lg font-medium hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-accent-400"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </dialog>
    </div>
  );
}
