'use client';

import { SectionCard } from '@/components/ui/section-card';
import { Switch } from '@/components/ui/switch';
import { useActionRunner } from '@/components/ui/use-action-form';
import { setTwoFactorRequiredAction } from '../actions';
import { TWO_FACTOR_POLICY_MESSAGES as M } from '../schema';

/** /admin/usuarios: 'Exigir autenticação em duas etapas', for every staff account. */
export function TwoFactorPolicy({ required }: { required: boolean }) {
  const runner = useActionRunner();
  return (
    <SectionCard title={M.title} description={M.description}>
      <div className="flex items-center gap-3">
        <Switch
          checked={required}
          label={M.label}
          stateLabels={null}
          disabled={runner.pending}
          onCheckedChange={(value) => runner.run(() => setTwoFactorRequiredAction(value))}
        />
        <span className="text-sm font-medium text-slate-800">{M.label}</span>
      </div>
    </SectionCard>
  );
}
