import { Icon } from '@/components/ui/icon';
import { SocialIcon, WhatsappIcon } from '../social-icon';

const BUTTON =
  'inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:border-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500';

/** Share links (each in a new tab) and a copy-link button (SPEC §2, §7, §8; share-buttons.enhance.ts). */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const links = [
    {
      label: 'Facebook',
      name: 'Compartilhar no Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      icon: <SocialIcon name="facebook" />,
    },
    {
      label: 'Twitter',
      name: 'Compartilhar no Twitter',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
      icon: <SocialIcon name="twitter" />,
    },
    {
      label: 'LinkedIn',
      name: 'Compartilhar no LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      icon: <SocialIcon name="linkedin" />,
    },
    {
      label: 'WhatsApp',
      name: 'Compartilhar no WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
      icon: <WhatsappIcon width={20} height={20} />,
    },
    {
      label: 'E-mail',
      name: 'Compartilhar por e-mail',
      href: `mailto:?subject=${t}&body=${u}`,
      icon: <Icon name="mail" className="size-5" />,
    },
  ];

  return (
    <ul className="flex flex-wrap gap-2" aria-label="Compartilhar">
      {links.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className={BUTTON}
            aria-label={`${link.name} (abre em nova aba)`}
          >
            {link.icon}
            {link.label}
          </a>
        </li>
      ))}
      <li>
        <button type="button" className={BUTTON} data-enhance="share" data-url={url}>
          <Icon name="link" className="size-5" />
          Copiar link
        </button>
      </li>
    </ul>
  );
}
