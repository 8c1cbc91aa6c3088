// /admin/conformidade: the screen's words, and what it reports (the bar's advertising rules).

export const COMPLIANCE_MESSAGES = {
  screenTitle: 'Conformidade',
  loadFailed: (detail: string) => `Erro ao verificar a conformidade: ${detail}`,
  intro:
    'O conteúdo ativo do site conferido com as regras de publicidade da OAB (Código de Ética e Disciplina, arts. 39 a 47, e Provimento 205/2021). São orientações: nada é bloqueado.',
  findingsTitle: 'Expressões desaconselhadas',
  noFindings: 'Nenhuma expressão desaconselhada no conteúdo ativo.',
  missingTitle: 'O que as regras exigem e falta no site',
  nothingMissing:
    'Nada falta: o nome do escritório e o registro na OAB aparecem no rodapé de todas as páginas.',
  edit: 'Editar',
} as const;

/** One expression found in one item of public content. */
export interface ComplianceFinding {
  /** The item's title or name. */
  item: string;
  /** The admin screen that edits it, e.g. 'Notícias'. */
  screen: string;
  /** Its editor: the screen with the item opened. */
  href: string;
  expression: string;
  found: string;
  reason: string;
}

/** What the bar requires on the site and is not filled in. */
export interface MissingRequirement {
  requirement: string;
  rule: string;
  howTo: string;
  href: string;
}

export interface ComplianceReport {
  findings: ComplianceFinding[];
  missing: MissingRequirement[];
}
