// /admin/conformidade: the screen's words, and what it reports (the bar's advertising rules, and
// the accessibility of the public texts and images).

import type { AccessibilityKind } from '@/lib/shared/accessibility-checks';

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
  // Accessibility (issue 33 §3): the public texts' findings, and the library's undescribed images.
  accessibilityIntro:
    'Os textos do site conferidos também com as regras de acessibilidade (Lei 13.146/2015, art. 63; ABNT NBR 17225; WCAG 2.2 AA). Só a imagem sem descrição impede salvar um post; o resto é orientação.',
  accessibilityTitle: 'Acessibilidade dos textos',
  noAccessibilityFindings: 'Nenhum problema de acessibilidade nos textos do conteúdo ativo.',
  imagesTitle: 'Imagens sem descrição',
  imagesHowTo:
    'Descreva cada imagem (texto alternativo) ou marque-a como decorativa na Biblioteca de mídia: quem usa leitor de tela só sabe o que a imagem mostra pela descrição.',
  noUndescribedImages: 'Todas as imagens da biblioteca têm descrição ou estão marcadas como decorativas.',
  moreImages: (count: number) =>
    count === 1
      ? 'E mais 1 imagem sem descrição.'
      : `E mais ${count.toLocaleString('pt-BR')} imagens sem descrição.`,
  openLibrary: 'Abrir a Biblioteca de mídia',
} as const;

/** How many undescribed images the report names (the library filters the rest). */
export const UNDESCRIBED_IMAGES_SHOWN = 100;

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

/** One accessibility finding in the rich text of one item of public content (issue 33). */
export interface AccessibilityItemFinding {
  item: string;
  screen: string;
  href: string;
  kind: AccessibilityKind;
  /** What is wrong and how to fix it. */
  message: string;
  /** An image without a description: a save of the item is refused until it has one. */
  blocking: boolean;
}

/** A media library item with no description and not marked decorative. */
export interface UndescribedImage {
  id: string;
  /** The file's name as uploaded, or its stored key. */
  name: string;
  width: number;
  height: number;
  createdAt: Date;
}

export interface ComplianceReport {
  findings: ComplianceFinding[];
  missing: MissingRequirement[];
  /** The accessibility findings of the public rich texts. */
  accessibility: AccessibilityItemFinding[];
  /** The first UNDESCRIBED_IMAGES_SHOWN undescribed images, newest first, and how many there are. */
  undescribedImages: UndescribedImage[];
  undescribedImageCount: number;
}
