import { Briefcase, Building2, Calculator, ScrollText, ShieldCheck, TrendingUp } from 'lucide-react';
import type { ServiceIcon } from '../catalog';

const ICONS = {
  briefcase: Briefcase,
  calculator: Calculator,
  'trending-up': TrendingUp,
  scroll: ScrollText,
  building: Building2,
  shield: ShieldCheck,
} as const;

export function PracticeAreaIcon({ icon, className }: { icon: ServiceIcon; className?: string }) {
  const Icon = ICONS[icon];
  return <Icon aria-hidden="true" className={className} />;
}
