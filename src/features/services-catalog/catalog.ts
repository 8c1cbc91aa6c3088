// The six practice areas of the firm (SPEC §2): the /servicos cards and the static service pages.

export type ServiceIcon = 'briefcase' | 'calculator' | 'trending-up' | 'scroll' | 'building' | 'shield';

export interface PracticeArea {
  /** The page's route, e.g. 'advocacia-empresarial' for /advocacia-empresarial. */
  slug: string;
  title: string;
  /** The card's short description. */
  short: string;
  icon: ServiceIcon;
  /** The page's opening paragraphs. */
  intro: string[];
  /** Heading of the bullet list. */
  listTitle: string;
  services: string[];
}

export const PRACTICE_AREAS: PracticeArea[] = [
  {
    slug: 'advocacia-empresarial',
    title: 'Advocacia Empresarial',
    short: 'Assessoria jurídica completa para empresas de todos os portes, do contrato social ao dia a dia.',
    icon: 'briefcase',
    intro: [
      'Oferecemos assessoria jurídica completa para empresas de todos os portes, do microempreendedor à companhia de grande porte.',
      'Atuamos de forma preventiva, para que as decisões do negócio sejam tomadas com segurança, e de forma contenciosa, quando é preciso defender os interesses da empresa.',
    ],
    listTitle: 'O que fazemos',
    services: [
      'Constituição de sociedades, alterações contratuais e acordos de sócios',
      'Elaboração e revisão de contratos comerciais',
      'Assessoria jurídica consultiva e preventiva contínua',
      'Fusões, aquisições e reorganizações societárias',
      'Dissolução de sociedades e apuração de haveres',
      'Defesa em ações de cobrança e disputas comerciais',
    ],
  },
  {
    slug: 'advocacia-tributaria',
    title: 'Advocacia Tributária',
    short: 'Planejamento tributário para reduzir a carga fiscal e solução de conflitos com o Fisco.',
    icon: 'calculator',
    intro: [
      'Ajudamos a empresa a pagar somente os tributos devidos, com planejamento tributário lícito e bem fundamentado.',
      'Quando surge um conflito com o Fisco, atuamos na esfera administrativa e judicial, inclusive na defesa em execuções fiscais.',
    ],
    listTitle: 'O que fazemos',
    services: [
      'Planejamento tributário e escolha do regime de tributação',
      'Recuperação de créditos tributários pagos indevidamente',
      'Defesa em execuções fiscais e exceção de pré-executividade',
      'Defesa em autos de infração e processos administrativos',
      'Parcelamentos e transação tributária',
      'Mandados de segurança contra cobranças indevidas',
    ],
  },
  {
    slug: 'recuperacao-judicial',
    title: 'Recuperação Judicial',
    short: 'Reestruturação financeira e recuperação de empresas em crise, preservando a atividade.',
    icon: 'trending-up',
    intro: [
      'Empresas em crise financeira podem se reorganizar sem encerrar as atividades. Conduzimos a reestruturação com transparência e foco na continuidade do negócio.',
      'Avaliamos o melhor caminho para cada caso, da negociação direta com credores à recuperação judicial ou extrajudicial.',
    ],
    listTitle: 'O que fazemos',
    services: [
      'Diagnóstico jurídico e financeiro da crise',
      'Pedido de recuperação judicial e extrajudicial',
      'Elaboração e negociação do plano de recuperação',
      'Renegociação de dívidas bancárias e com fornecedores',
      'Representação em assembleias de credores',
      'Defesa de credores em processos de recuperação e falência',
    ],
  },
  {
    slug: 'direito-sucessoes',
    title: 'Direito das Sucessões',
    short: 'Planejamento sucessório, inventários e partilhas conduzidos com segurança e sensibilidade.',
    icon: 'scroll',
    intro: [
      'A sucessão de bens e de empresas familiares exige planejamento e cuidado. Orientamos famílias e empresários para que a transmissão do patrimônio aconteça sem conflitos.',
      'Conduzimos inventários em cartório ou em juízo e estruturamos o planejamento sucessório em vida.',
    ],
    listTitle: 'O que fazemos',
    services: [
      'Planejamento sucessório e constituição de holdings familiares',
      'Inventários judiciais e extrajudiciais',
      'Testamentos e doações com reserva de usufruto',
      'Partilha de bens e de participações societárias',
      'Cálculo e planejamento do ITCMD',
      'Sucessão na gestão de empresas familiares',
    ],
  },
  {
    slug: 'direito-imobiliario',
    title: 'Direito Imobiliário',
    short: 'Suporte jurídico em compra, venda, locação e regularização de imóveis.',
    icon: 'building',
    intro: [
      'Damos suporte jurídico em todas as etapas das transações imobiliárias, para que a compra, a venda ou a locação sejam seguras.',
      'Também cuidamos da regularização de imóveis e da solução de conflitos envolvendo a posse e a propriedade.',
    ],
    listTitle: 'O que fazemos',
    services: [
      'Análise de documentação e due diligence imobiliária',
      'Contratos de compra e venda, permuta e locação',
      'Usucapião judicial e extrajudicial',
      'Regularização de matrícula e retificação de área',
      'Ações possessórias, despejo e cobrança de aluguéis',
      'Incorporações e loteamentos',
    ],
  },
  {
    slug: 'direito-consumidor',
    title: 'Direito do Consumidor',
    short: 'Defesa em casos contra bancos e concessionárias de serviços públicos.',
    icon: 'shield',
    intro: [
      'Defendemos pessoas e empresas em conflitos com bancos e concessionárias de serviços públicos, como energia elétrica, água e telefonia.',
      'Buscamos a anulação de cobranças abusivas, a restituição de valores pagos indevidamente e a reparação dos danos sofridos.',
    ],
    listTitle: 'O que fazemos',
    services: [
      'Revisão de contratos bancários, juros e tarifas',
      'Restituição de seguros e tarifas não contratados',
      'Defesa contra cobranças indevidas de energia e água',
      'Ações contra cortes indevidos de serviços essenciais',
      'Indenização por negativação indevida',
      'Negociação de dívidas e superendividamento',
    ],
  },
];

export function practiceArea(slug: string): PracticeArea {
  const area = PRACTICE_AREAS.find((item) => item.slug === slug);
  if (!area) throw new Error(`Unknown practice area: ${slug}`);
  return area;
}
