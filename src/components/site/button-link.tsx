import type { ComponentProps } from 'react';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button';

/** A link that looks like one of the public site's buttons (large; accent unless told). */
export function ButtonLink({
  variant = 'accent',
  className = '',
  ...props
}: ComponentProps<'a'> & { variant?: ButtonVariant }) {
  return <a {...props} className={buttonClasses(variant, 'lg', className)} />;
}
