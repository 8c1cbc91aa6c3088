import { Icon } from '@/components/ui/icon';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';
import { SocialIcon, WhatsappIcon } from '../social-icon';

const BUTTON =
  'inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:border-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500';

/**
 * Share links (each in a new tab) and a copy-link button (SPEC §2, §7, §8; share-buttons.enhance.ts),
 * in the page's language (the catalogue's `share`; the copy's answers travel in data attributes).
 */
export function ShareButtons({
  url,
  title,
  locale = 'pt-BR',
}: {
  url: string;
  title: string;
  locale?: Locale;
}) {
  const t = translator(locale);
  const u = encodeURIComponent(url);
  const encodedTitle = encodeURIComponent(title);
  const links = [
    {
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      icon: <SocialIcon name="facebook" />,
    },
    {
      label: 'Twitter',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodedTitle}`,
      icon: <SocialIcon name="twitter" />,
    },
    {
      label: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      icon: <SocialIcon name="linkedin" />,
    },
    {
      label: 'WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
      icon: <WhatsappIcon width={20} height={20} />,
    },
  ].map((link) => ({ ...link, name: t('share.on', { network: link.label }) }));
  links.push({
    label: t('share.email'),
    name: t('share.byEmail'),
    href: `mailto:?subject=${encodedTitle}&body=${u}`,
    icon: <Icon name="mail" className="size-5" />,
  });

  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('share.list')}>
      {links.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className={BUTTON}
            aria-label={link.name}
          >
            {link.icon}
            {link.label}
          </a>
        </li>
      ))}
      <li>
        <button
          type="button"
          className={BUTTON}
          data-enhance="share"
          data-url={url}
          data-copied={t('share.copied')}
          data-failed={t('share.failed')}
        >
          <Icon name="link" className="size-5" />
          {t('share.copy')}
        </button>
      </li>
    </ul>
  );
}
