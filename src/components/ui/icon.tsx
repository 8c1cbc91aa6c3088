import type { SVGProps } from 'react';
import type { IconName } from './icon-names';
import sprite from './icons.svg';

export type { IconName };

/** The sprite's address (hashed, cached for a year). */
export const ICON_SPRITE = sprite.src;

/**
 * An icon of the sprite (scripts/icons.mjs): a reference to one cached, hashed file instead of the
 * drawing itself repeated in the page. Decorative unless given a label by its parent; lucide's line
 * style (2 px round strokes, no fill) unless the class sets a fill.
 */
export function Icon({ name, ...props }: { name: IconName } & Omit<SVGProps<SVGSVGElement>, 'name'>) {
  return (
    <svg
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
