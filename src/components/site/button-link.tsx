import Link from 'next/link';
import type { ComponentProps } from 'react';

const VARIANTS = {
  primary: 'bg-accent-500 text-brand-900 hover:bg-accent-400',
  dark: 'bg-brand-900 text-white hover:bg-brand-700',
  outline: 'border border-brand-900 text-brand-900 hover:bg-brand-50',
  light: 'border border-white text-white hover:bg-white/10',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

export const buttonClass = (variant: ButtonVariant = 'primary') =>
  `inline-flex items-center justify-center gap-2 rounded-md px-6 py-3 font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]}`;

/** A link that looks like a button. */
export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant }) {
  return <Link {...props} className={`${buttonClass(variant)} ${className}`} />;
}
