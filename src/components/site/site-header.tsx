import { Image } from '@/components/site/image';
import { MobileMenu } from './mobile-menu/mobile-menu';
import { addressOf } from '@/lib/server/addresses';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';
import { LanguageSwitch } from './language-switch';
import { headerLinks } from './nav-links';

export function SiteHeader({
  locale,
  firmName,
  logoUrl,
}: {
  locale: Locale;
  firmName: string;
  logoUrl: string | null;
}) {
  const t = translator(locale);
  // Without a firm name yet, the home link says where it goes instead.
  const homeLabel = t('site.homeLabel');
  return (
    <header className="sticky top-0 z-40 bg-brand-900 text-white shadow-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <a
          href={addressOf('/', locale)}
          className="flex items-center rounded-md focus-visible:outline-2 focus-visible:outline-accent-400"
        >
          {logoUrl ? (
            <Image
              src={logoUrl}
              alt={firmName || homeLabel}
              width={120}
              height={60}
              className="h-12 w-auto"
            />
          ) : (
            <span className="text-lg font-bold tracking-tight">{firmName || homeLabel}</span>
          )}
        </a>
        <nav aria-label={t('site.mainMenu')} className="ml-auto hidden md:block">
          <ul className="flex items-center gap-1">
            {headerLinks(locale).map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="rounded-md px-3 py-2 text-sm font-medium text-brand-100 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-accent-400"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch locale={locale} />
        <MobileMenu locale={locale} />
      </div>
    </header>
  );
}
