import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';
import { Icon } from '@/components/ui/icon';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  href?: string;
}

/** Breadcrumb trail (SPEC §2 service pages); the last crumb is the current page. */
export function Breadcrumb({ items, locale = 'pt-BR' }: { items: Crumb[]; locale?: Locale }) {
  return (
    <nav aria-label={translator(locale)('site.breadcrumb')} className="mb-4 text-sm text-brand-100">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={item.label} className="flex items-center gap-1">
            {index > 0 && <Icon name="chevron-right" className="size-4" />}
            {item.href ? (
              <a href={item.href} className="underline-offset-2 hover:text-white hover:underline">
                {item.label}
              </a>
            ) : (
              <span aria-current="page" className="font-medium text-white">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
