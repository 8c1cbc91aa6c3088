import { Scale } from 'lucide-react';

/** The bar's rule that applies to a screen's content, in plain Portuguese. */
const RULES = {
  clients: {
    rule: 'Código de Ética e Disciplina, art. 42, IV, e Anexo Único do Provimento 205/2021',
    text: 'O Código de Ética proíbe divulgar, ou deixar que sejam divulgadas, listas de clientes e de causas, e o Anexo Único do Provimento 205/2021 repete a vedação para sites e redes sociais. Uma vitrine de logos de clientes pode ser vista como essa lista: antes de publicar, tenha a autorização escrita de cada cliente e, na dúvida, consulte a seccional da OAB.',
  },
  testimonials: {
    rule: 'Provimento 205/2021, arts. 3º e 6º',
    text: 'A publicidade da advocacia deve ser informativa e sóbria. Depoimentos não podem prometer resultados, exaltar o escritório nem compará-lo a outros, e não devem servir para atrair clientes. Publique somente com a autorização do cliente e sem dados do processo.',
  },
  results: {
    rule: 'Provimento 205/2021, arts. 3º e 6º',
    text: 'É vedado usar casos concretos ou resultados obtidos para oferecer serviços, e prometer resultados. Descreva o caso de forma informativa, sem identificar o cliente nem o processo, sem valores ganhos e sem sugerir que o resultado se repetirá.',
  },
} as const;

export const OAB_NOTICE_TITLE = 'Atenção às regras da OAB';

/** The notice above a screen whose content the bar's advertising rules limit (advice, not a block). */
export function OabRuleNotice({ kind }: { kind: keyof typeof RULES }) {
  const { rule, text } = RULES[kind];
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
