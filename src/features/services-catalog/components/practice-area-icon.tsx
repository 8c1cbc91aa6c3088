import { Icon, type IconName } from '@/components/ui/icon';
import type { ServiceIcon } from '../catalog';

const ICONS: Record<ServiceIcon, IconName> = {
  briefcase: 'briefcase',
  calculator: 'calculator',
  'trending-up': 'trending-up',
  scroll: 'scroll-text',
  building: 'building',
  shield: 'shield-check',
};

export function PracticeAreaIcon({ icon, className }: { icon: ServiceIcon; className?: string }) {
  return <Icon name={ICONS[icon]} className={className} />;
}
