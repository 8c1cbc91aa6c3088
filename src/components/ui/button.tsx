import type { ComponentProps } from 'react';

// One button look for the whole app. The admin screens use primary/secondary/danger/ghost in sm or
// md; the public site uses accent/dark/outline/light in lg (its larger call-to-action size).

const VARIANTS = {
  primary: 'bg-brand-800 text-white hover:bg-brand-700 focus-visible:outline-brand-700',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-brand-700',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-brand-700',
  ghost: 'text-slate-700 hover:bg-slate-100 focus-visible:outline-brand-700',
  accent: 'bg-accent-500 text-brand-900 hover:bg-accent-400 focus-visible:outline-accent-500',
  dark: 'bg-brand-900 text-white hover:bg-brand-700 focus-visible:outline-accent-500',
  outline: 'border border-brand-900 text-brand-900 hover:bg-brand-50 focus-visible:outline-accent-500',
  light: 'border border-white text-white hover:bg-white/10 focus-visible:outline-accent-500',
} as const;

const SIZES = {
  sm: 'gap-1.5 px-3 py-1.5 text-sm font-medium',
  md: 'gap-2 px-4 py-2 text-sm font-medium',
  lg: 'gap-2 px-6 py-3 font-semibold',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** The classes of a button, also for links and other elements that look like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className = '') {
  return `inline-flex items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${SIZES[size]} ${className}`;
}

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
