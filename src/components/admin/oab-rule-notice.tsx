import { Scale } from 'lucide-react';
import type { ContentType } from '@/lib/shared/content-type';

export const OAB_NOTICE_TITLE = 'Atenção às regras da OAB';

/**
 * The notice above a screen whose content the bar's advertising rules limit (advice, not a block):
 * the rule its type's declaration names (src/lib/shared/content-type.ts `oabNotice`).
 */
export function OabRuleNotice({ type }: { type: ContentType }) {
  if (!type.oabNotice) return null;
  const { rule, text } = type.oabNotice;
  const kind = type.name;
  return (
    <aside
      aria-labelledby={`oab-notice-${kind}`}
      className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <h2 id={`oab-notice-${kind}`} className="flex items-center gap-2 font-semibold">
        <Scale aria-hidden="true" className="size-4 shrink-0" />
        {OAB_NOTICE_TITLE}
      </h2>
      <p className="mt-1">{text}</p>
      <p className="mt-1 text-amber-800">Regra: {rule}.</p>
    </aside>
  );
}
