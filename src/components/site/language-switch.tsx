import { addressOf, LANGUAGE_SWITCH_ATTRIBUTE } from '@/lib/server/addresses';
import { siteHasLanguage } from '@/lib/server/env';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';

/**
 * 'English' on a Portuguese page, 'Português' on an English one (issue 34 §1): a plain link, no
 * detection, no cookie; nothing when the site has one language (SITE_LANGUAGES). It leads to the
 * other language's home; when the page names itself in that language (its hreflang link, from
 * pageMetadata), the HTTP layer points it there (src/http/public-pages.mjs, ADR 0027): a layout
 * does not know its page's address.
 */
export function LanguageSwitch({ locale }: { locale: Locale }) {
  const to: Locale = locale === 'en' ? 'pt-BR' : 'en';
  if (!siteHasLanguage('en')) return null;
  return (
    <a
      href={addressOf('/', to)}
      hrefLang={to}
      lang={to}
      {...{ [LANGUAGE_SWITCH_ATTRIBUTE]: '' }}
      className="rounded-md px-3 py-2 text-sm font-medium text-brand-100 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-accent-400"
    >
      {translator(locale)('site.otherLanguage')}
    </a>
  );
}
