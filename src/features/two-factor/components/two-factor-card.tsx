'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { disableTwoFactorAction, startTwoFactorSetupAction } from '../actions';
import { TWO_FACTOR_MESSAGES as M, type TwoFactorSetup, type TwoFactorStatus } from '../schema';
import { PasswordStep } from './password-step';
import { RecoveryCodes } from './recovery-codes';
import { ScanStep } from './scan-step';

type Step =
  | { name: 'idle' }
  | { name: 'password' }
  | { name: 'scan'; setup: TwoFactorSetup }
  | { name: 'codes'; codes: string[] }
  | { name: 'disable' };

/**
 * 'Autenticação em duas etapas' (/admin/profile, and the set-up the firm requires after sign-in):
 * 'Ativar' → password → QR code and key → code → the recovery codes; 'Desativar' → password.
 * `onDone` replaces going back to the card once the codes are saved (the required set-up).
 */
export function TwoFactorCard({
  status,
  startWithPassword = false,
  onDone,
}: {
  status: TwoFactorStatus;
  startWithPassword?: boolean;
  onDone?: () => void;
}) {
  const router = useRouter();
  const [step, setStep] = useState<Step>(
    startWithPassword && !status.enabled ? { name: 'password' } : { name: 'idle' },
  );
  const idle = () => setStep({ name: 'idle' });
  const cancel = startWithPassword ? undefined : idle;

  return (
    <SectionCard title={M.title} description={M.description} className="mb-8 max-w-2xl">
      {step.name === 'idle' && (
        <div className="space-y-3">
          <p className="text-sm text-slate-800">
            Situação: <strong>{status.enabled ? M.statusOn : M.statusOff}</strong>
            {status.enabled && <> · {M.recoveryLeft(status.recoveryCodesLeft)}</>}
          </p>
          {status.enabled ? (
            !status.required && (
              <Button variant="danger" onClick={() => setStep({ name: 'disable' })}>
                {M.disable}
              </Button>
            )
          ) : (
            <Button onClick={() => setStep({ name: 'password' })}>{M.enable}</Button>
          )}
          {status.enabled && status.required && <p className="text-sm text-slate-600">{M.required}</p>}
        </div>
      )}
      {step.name === 'password' && (
        <PasswordStep
          prompt={M.passwordPrompt}
          submitLabel={M.continue}
          action={startTwoFactorSetupAction}
          onDone={(setup) => setStep({ name: 'scan', setup })}
          onCancel={cancel}
        />
      )}
      {step.name === 'scan' && (
        <ScanStep
          setup={step.setup}
          onConfirmed={(codes) => setStep({ name: 'codes', codes })}
          onCancel={cancel}
        />
      )}
      {step.name === 'codes' && (
        <RecoveryCodes
          codes={step.codes}
          onDone={() => {
            if (onDone) return onDone();
            idle();
            router.refresh();
          }}
        />
      )}
      {step.name === 'disable' && (
        <PasswordStep
          prompt={M.disablePrompt}
          submitLabel={M.disable}
          danger
          action={disableTwoFactorAction}
          onDone={idle}
          onCancel={idle}
        />
      )}
    </SectionCard>
  );
}
