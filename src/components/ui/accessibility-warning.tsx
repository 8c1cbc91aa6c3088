import { Accessibility } from 'lucide-react';
import { Guidance } from './guidance';
import { ACCESSIBILITY_WARNING_TITLE, type AccessibilityFinding } from '@/lib/shared/accessibility-checks';

/**
 * The accessibility guidance of a rich text while it is edited (issue 33 §3), beside the field like
 * the OAB warning: each finding with how to fix it. Only an image without a description refuses the
 * save; the rest is advice. The status region is always there, so changes are announced.
 */
export function AccessibilityWarning({ id, findings }: { id?: string; findings: AccessibilityFinding[] }) {
  const blocking = findings.some((finding) => finding.blocking);
  return (
    <Guidance
      id={id}
      icon={Accessibility}
      title={ACCESSIBILITY_WARNING_TITLE}
      className="mt-2"
      items={findings.map((finding, index) => ({
        key: `${finding.kind}-${index}`,
        content: finding.message,
        className: finding.blocking ? 'font-medium text-red-800' : undefined,
      }))}
      closing={
        blocking
          ? 'A imagem sem descrição impede salvar: selecione-a no texto e use “Descrição da imagem”. O resto é orientação.'
          : 'É uma orientação: você ainda pode salvar.'
      }
    />
  );
}
