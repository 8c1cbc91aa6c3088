import { useId, type ReactNode } from 'react';
import Image from 'next/image';

/** A responsive grid of cards (1, 2 or 3 columns). */
export function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </ul>
  );
}

export interface EntityCardProps {
  title: string;
  imageUrl?: string | null;
  /** 'contain' shows the whole image (logos); 'cover' fills the frame (photos). */
  imageFit?: 'cover' | 'contain';
  /** Short lines under the title (subtitle, date, author...). */
  meta?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom of the card (edit, delete, links). */
  actions?: ReactNode;
}

/** One item of an admin card list: optional image, title, details and actions. */
export function EntityCard({
  title,
  imageUrl,
  imageFit = 'cover',
  meta,
  children,
  actions,
}: EntityCardProps) {
  const titleId = useId();
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
      >
        {imageUrl && (
          <Image
            src={imageUrl}
            alt=""
            width={480}
            height={270}
            className={`aspect-video w-full ${imageFit === 'contain' ? 'bg-slate-50 object-contain p-4' : 'object-cover'}`}
          />
        )}
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h2 id={titleId} className="text-lg font-semibold text-brand-900">
            {title}
          </h2>
          {meta && <div className="space-y-1 text-sm text-slate-600">{meta}</div>}
          {children && (
            <div className="line-clamp-4 text-sm whitespace-pre-line text-slate-700">{children}</div>
          )}
          {actions && <div className="mt-auto flex flex-wrap gap-2 pt-3">{actions}</div>}
        </div>
      </article>
    </li>
  );
}
