'use client';

import { AuthenticatorCodeField } from '@/components/ui/authenticator-code-field';
import { useActionForm } from '@/components/ui/use-action-form';
import { confirmTwoFactorSetupAction } from '../actions';
import { TWO_FACTOR_MESSAGES as M, totpCodeSchema, type TwoFactorSetup } from '../schema';
import { QrCode } from './qr-code';
import { StepForm } from './step-form';

/** The QR code and the key for the app, then the code that confirms the set-up. */
export function ScanStep({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel?: () => void;
}) {
  const form = useActionForm(confirmTwoFactorSetupAction, {
    schema: totpCodeSchema,
    refresh: false,
    onSuccess: onConfirmed,
  });
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{M.scan}</p>
      <div className="flex flex-wrap items-center gap-6">
        <QrCode rows={setup.qr} label={M.qrLabel} />
        <dl className="text-sm">
          <dt className="font-medium text-slate-800">{M.secret}</dt>
          <dd>
            <code className="break-all font-mono text-base tracking-wider text-slate-900">
              {setup.secret}
            </code>
          </dd>
        </dl>
      </div>
      <StepForm form={form} prompt={M.codePrompt} submitLabel={M.confirm} onCancel={onCancel}>
        <AuthenticatorCodeField disabled={form.pending} />
      </StepForm>
    </div>
  );
}
