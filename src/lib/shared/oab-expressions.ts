// The expressions the bar's advertising rules advise against in what the public reads (Código de
// Ética e Disciplina da OAB, arts. 39–47; Provimento 205/2021), each with the reason in plain
// Portuguese. Used by the admin forms while typing, by the server on save and by /admin/conformidade:
// advice for the person writing, never a block.
//
// Matching ignores case and accents and respects word boundaries: 'promoções' matches 'promoção'
// (same word, plural), but 'liderança' does not match 'líder' (a team's leadership is not a claim to
// lead the market). Legal terms that only look like an offer ('justiça gratuita', 'gratuidade da
// justiça', 'assistência judiciária gratuita') are not flagged.

export interface OabFinding {
  /** The expression as the list names it, e.g. 'consulta gratuita'. */
  expression: string;
  /** The text as it was written, e.g. 'Consulta Gratuita'. */
  found: string;
  /** Why the rules advise against it. */
  reason: string;
}

const REASONS = {
  free: 'Oferecer serviços gratuitos para atrair clientes é captação de clientela, vedada pelo Código de Ética e Disciplina (art. 39) e pelo Provimento 205/2021 (art. 3º).',
  price:
    'Falar de descontos, promoções ou preços como atrativo mercantiliza a advocacia, o que o Provimento 205/2021 (art. 3º) não permite.',
  praise:
    'Expressões de autoengrandecimento ou de comparação com outros advogados são vedadas pelo Provimento 205/2021 (art. 3º).',
  promise:
    'Prometer resultado é vedado: a advocacia é atividade de meio, e o Provimento 205/2021 (art. 6º) proíbe a promessa de resultados.',
} as const;

/** Each rule: its name in the list, the reason, and the pattern over lower-case text without accents. */
const RULES: { expression: string; reason: string; pattern: string }[] = [
  { expression: 'consulta gratuita', reason: REASONS.free, pattern: 'consultas? (?:gratuitas?|gratis)' },
  { expression: 'gratuito', reason: REASONS.free, pattern: 'gratuit(?:o|a|os|as|amente)|gratuidade' },
  { expression: 'grátis', reason: REASONS.free, pattern: 'gratis' },
  { expression: 'desconto', reason: REASONS.price, pattern: 'descontos?' },
  { expression: 'promoção', reason: REASONS.price, pattern: 'promoc(?:ao|oes)|promocional|promocionais' },
  {
    expression: 'menor preço',
    reason: REASONS.price,
    pattern: 'menor(?:es)? precos?|precos? (?:baixos?|imbativeis|imbativel)',
  },
  { expression: 'o melhor', reason: REASONS.praise, pattern: 'o melhor' },
  { expression: 'os melhores', reason: REASONS.praise, pattern: 'os melhores' },
  { expression: 'o maior', reason: REASONS.praise, pattern: 'o maior|os maiores' },
  { expression: 'líder', reason: REASONS.praise, pattern: 'lider(?:es)?' },
  { expression: 'nº 1', reason: REASONS.praise, pattern: '(?:n[º°]|n\\.\\s?º?|numero)\\s?(?:1|um)' },
  { expression: 'imbatível', reason: REASONS.praise, pattern: 'imbativ(?:el|eis)' },
  {
    expression: 'garantia de resultado',
    reason: REASONS.promise,
    pattern:
      'garantias? d[eo]s? (?:o )?(?:resultados?|sucesso|exito|vitoria)|garantimos (?:o |a )?(?:resultados?|sucesso|exito|vitoria)',
  },
  {
    expression: 'resultado garantido',
    reason: REASONS.promise,
    pattern: '(?:resultados?|sucesso|exito|vitorias?) garantid(?:o|a|os|as)',
  },
  { expression: '100%', reason: REASONS.promise, pattern: '100\\s?%' },
  { expression: 'sem risco', reason: REASONS.promise, pattern: 'sem riscos?|risco zero' },
  // The same advice for the English pages' texts (only phrases: 'free' alone is ordinary English).
  {
    expression: 'free consultation',
    reason: REASONS.free,
    pattern:
      'free (?:initial |first )?(?:consultations?|advice|case (?:review|evaluation)s?)|free of charge|no[- ]cost',
  },
  { expression: 'discount', reason: REASONS.price, pattern: 'discounts?|discounted' },
  {
    expression: 'lowest price',
    reason: REASONS.price,
    pattern: 'lowest (?:prices?|fees?|rates?)|unbeatable (?:prices?|fees?|rates?)|cheapest',
  },
  {
    expression: 'best lawyers',
    reason: REASONS.praise,
    pattern:
      'the best(?: \\p{L}+)? (?:lawyers?|attorneys?|law firms?|firms?|legal team)|best (?:lawyers?|attorneys?|law firms?)',
  },
  { expression: 'the largest', reason: REASONS.praise, pattern: 'the (?:largest|biggest) (?:law )?firms?' },
  { expression: 'leading', reason: REASONS.praise, pattern: 'market leaders?|leading (?:law )?firms?' },
  { expression: 'number one', reason: REASONS.praise, pattern: 'number (?:one|1)|no\\.\\s?1|#\\s?1' },
  { expression: 'unbeatable', reason: REASONS.praise, pattern: 'unbeatable' },
  {
    expression: 'guaranteed results',
    reason: REASONS.promise,
    pattern:
      'guaranteed (?:results?|outcomes?|success|wins?|victory)|(?:we )?guarantee (?:the |a |an |your )?(?:results?|outcomes?|success|win|victory)',
  },
  { expression: 'no risk', reason: REASONS.promise, pattern: 'no[- ]risk|risk[- ]free|zero risk' },
];

/** Legal terms that contain a flagged word but offer nothing ('justiça gratuita'). */
const NOT_AN_OFFER = /(?:justica|judiciaria) gratuita|gratuidade (?:da|de) justica/g;

// Word boundaries: no letter or digit right before or after ('º' counts as a letter, so the
// ordinal '1º' is not 'nº 1'). '100%' must not be the end of '1.100%' or '2100%' either.
const MATCHERS = RULES.map((rule) => ({
  ...rule,
  regex: new RegExp(`(?<![\\p{L}\\p{N}.,])(?:${rule.pattern})(?![\\p{L}\\p{N}])`, 'gu'),
}));

/**
 * The text in lower case without accents, one character per character of the original (so what is
 * found can be quoted as it was written).
 */
function fold(text: string): string {
  let folded = '';
  for (const char of text) {
    const base = char
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    folded += base.length === char.length ? base : char;
  }
  return folded.replace(/\s/g, ' ');
}

/** The flagged expressions in a text, in the order they appear, each once. */
export function findOabExpressions(text: string): OabFinding[] {
  if (!text) return [];
  const folded = fold(text).replace(NOT_AN_OFFER, (match) => ' '.repeat(match.length));
  const hits: (OabFinding & { start: number; end: number })[] = [];
  for (const { expression, reason, regex } of MATCHERS) {
    for (const match of folded.matchAll(regex)) {
      const start = match.index;
      const end = start + match[0].length;
      // A longer expression already found here ('consulta gratuita') wins over a part of it ('gratuita').
      if (hits.some((hit) => start < hit.end && end > hit.start)) continue;
      hits.push({ expression, reason, found: text.slice(start, end), start, end });
    }
  }
  hits.sort((a, b) => a.start - b.start);
  return uniqueByExpression(hits.map(({ expression, found, reason }) => ({ expression, found, reason })));
}

function uniqueByExpression(findings: OabFinding[]): OabFinding[] {
  const seen = new Set<string>();
  return findings.filter((finding) => !seen.has(finding.expression) && Boolean(seen.add(finding.expression)));
}

/** A value that is a link, not text a reader sees as written. */
const isLink = (value: string) => /^(?:https?:\/\/|\/)\S*$/i.test(value.trim());

/**
 * The flagged expressions in a form's text fields (the same in the browser and on the server): every
 * string value but the id and links, each expression once.
 */
export function oabWarningsOf(values: Record<string, unknown>): OabFinding[] {
  const texts = Object.entries(values).flatMap(([name, value]) =>
    name !== 'id' && typeof value === 'string' && !isLink(value) ? [value] : [],
  );
  return uniqueByExpression(texts.flatMap(findOabExpressions));
}
