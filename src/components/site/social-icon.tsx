import type { SVGProps } from 'react';
import { Icon } from '@/components/ui/icon';

export const SOCIAL_LABELS = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  youtube: 'YouTube',
} as const;

export type SocialName = keyof typeof SOCIAL_LABELS;

/** A brand mark of the icon sprite (24x24 outline, drawn at 20 px unless told). */
export function SocialIcon({ name, ...props }: { name: SocialName } & Omit<SVGProps<SVGSVGElement>, 'name'>) {
  return <Icon name={name} width={20} height={20} {...props} />;
}

/** The WhatsApp mark, filled. */
export function WhatsappIcon(props: Omit<SVGProps<SVGSVGElement>, 'name'>) {
  return <Icon name="whatsapp" width={28} height={28} {...props} />;
}
