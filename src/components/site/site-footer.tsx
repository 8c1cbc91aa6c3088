import { Icon } from '@/components/ui/icon';
import { addressOf } from '@/lib/server/addresses';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';
import { footerLinks } from './nav-links';
import { SOCIAL_LABELS, SocialIcon, type SocialName } from './social-icon';

/** The firm's details; each is shown only when filled in (no placeholder reaches a visitor). */
export interface FooterDetails {
  firmName: string;
  phone: string;
  email: string;
  address: string;
  cnpj: string;
  oabRegistration: string;
  dpoName: string;
  dpoEmail: string;
}

export function SiteFooter({
  locale,
  details,
  socialLinks,
}: {
  locale: Locale;
  details: FooterDetails;
  socialLinks: { platform: SocialName; url: string }[];
}) {
  const { firmName, phone, email, address, cnpj, oabRegistration, dpoName, dpoEmail } = details;
  const hasContact = Boolean(phone || email || address);
  const t = translator(locale);
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          {firmName && <p className="mb-3 text-lg font-semibold text-white">{firmName}</p>}
          <p className="text-sm">{t('site.tagline')}</p>
          {socialLinks.length > 0 && (
            <ul className="mt-5 flex gap-3" aria-label={t('site.footer.socialLinks')}>
              {socialLinks.map((link) => (
                <li key={link.platform}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('site.footer.opensInNewTab', { name: SOCIAL_LABELS[link.platform] })}
                    className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-accent-500 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-accent-400"
                  >
                    <SocialIcon name={link.platform} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-label={t('site.footer.quickLinks')}>
          <h2 className="text-base font-semibold text-white">{t('site.footer.quickLinks')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footerLinks(locale).map((link) => (
              <li key={link.href}>
                <a href={link.href} className="hover:text-white hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {hasContact && (
          <div>
            <h2 className="text-base font-semibold text-white">{t('site.footer.contact')}</h2>
            <address className="mt-3 space-y-3 text-sm not-italic">
              {phone && (
                <p className="flex gap-2">
                  <Icon name="phone" className="mt-0.5 size-4 shrink-0" />
                  <span>
                    <span className="sr-only">{t('site.footer.phone')} </span>
                    <a
                      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                      className="hover:text-white hover:underline"
                    >
                      {phone}
                    </a>
                  </span>
                </p>
              )}
              {email && (
                <p className="flex gap-2">
                  <Icon name="mail" className="mt-0.5 size-4 shrink-0" />
                  <span>
                    <span className="sr-only">{t('site.footer.email')} </span>
                    <a href={`mailto:${email}`} className="break-all hover:text-white hover:underline">
                      {email}
                    </a>
                  </span>
                </p>
              )}
              {address && (
                <p className="flex gap-2">
                  <Icon name="map-pin" className="mt-0.5 size-4 shrink-0" />
                  <span>
                    <span className="sr-only">{t('site.footer.address')} </span>
                    {address}
                  </span>
                </p>
              )}
            </address>
          </div>
        )}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-5 text-xs sm:flex-row sm:justify-between sm:px-6">
          <p>
            © {new Date().getFullYear()}
            {firmName && ` ${firmName}`}. {t('site.footer.rights')}{' '}
            <a href={addressOf('/privacidade', locale)} className="underline hover:text-white">
              {t('site.footer.privacy')}
            </a>
            <span aria-hidden="true"> · </span>
            <a href={addressOf('/acessibilidade', locale)} className="underline hover:text-white">
              {t('site.footer.accessibility')}
            </a>
          </p>
          <p>
            {[
              cnpj && t('site.footer.cnpj', { value: cnpj }),
              oabRegistration && t('site.footer.oab', { value: oabRegistration }),
              (dpoName || dpoEmail) && (
                <>
                  {t('site.footer.dpo')} {dpoName}
                  {dpoName && dpoEmail && ', '}
                  {dpoEmail && (
                    <a href={`mailto:${dpoEmail}`} className="hover:text-white hover:underline">
                      {dpoEmail}
                    </a>
                  )}
                </>
              ),
            ]
              .filter(Boolean)
              .map((part, i) => (
                <span key={i}>
                  {i > 0 && <span aria-hidden="true"> · </span>}
                  {part}
                </span>
              ))}
          </p>
        </div>
      </div>
    </footer>
  );
}
