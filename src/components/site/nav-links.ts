import 'server-only';
import { addressOf } from '@/lib/server/addresses';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';

/** Header navigation (SPEC §2), in order, in the page's language. */
export function headerLinks(locale: Locale) {
  const t = translator(locale);
  return [
    { href: addressOf('/apresentacao', locale), label: t('site.nav.about') },
    { href: addressOf('/servicos', locale), label: t('site.nav.practiceAreas') },
    { href: addressOf('/blog', locale), label: t('site.nav.blog') },
    { href: addressOf('/contratar-servicos', locale), label: t('site.nav.hire') },
    { href: addressOf('/contato', locale), label: t('site.nav.contact') },
    { href: '/login', label: t('site.nav.login') },
  ];
}

/** Footer quick links (SPEC §2): apresentacao, servicos, blog, contato. */
export function footerLinks(locale: Locale) {
  return headerLinks(locale).filter((_, index) => index !== 3 && index !== 5);
}
