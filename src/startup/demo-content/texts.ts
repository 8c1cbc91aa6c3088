import type { Motif } from './svg';

// Portuguese demo texts. Every person and company here is fictional.

export const FIRM_NAME = 'Tribuna Advocacia Empresarial';

/** Fictional lawyers of the firm, reused as blog and tip authors. */
export const LAWYERS = {
  helena: { name: 'Dra. Helena Duarte Vasconcelos', female: true },
  rafael: { name: 'Dr. Rafael Monteiro Lins', female: false },
  camila: { name: 'Dra. Camila Arantes Bittencourt', female: true },
  eduardo: { name: 'Dr. Eduardo Pires Galvão', female: false },
} as const;

export interface ServiceText {
  title: string;
  theme: string;
  subject: string;
  description: string;
  monthlyCount: number;
  daysAgo: number;
}

export const SERVICES: ServiceText[] = [
  {
    title: 'Defesa em Execução Fiscal',
    theme: 'Direito Tributário',
    subject: 'Execução fiscal',
    description:
      'Análise da certidão de dívida ativa, embargos à execução, exceção de pré-executividade e negociação de garantias para empresas citadas pela Fazenda.',
    monthlyCount: 58,
    daysAgo: 4,
  },
  {
    title: 'Revisão de Contratos Bancários',
    theme: 'Direito do Consumidor',
    subject: 'Contratos bancários',
    description:
      'Revisão de juros, tarifas e seguros embutidos em financiamentos e capital de giro, com pedido de restituição de valores cobrados indevidamente.',
    monthlyCount: 46,
    daysAgo: 11,
  },
  {
    title: 'Planejamento Tributário Empresarial',
    theme: 'Direito Tributário',
    subject: 'Regime de tributação',
    description:
      'Estudo do regime mais adequado (Simples Nacional, Lucro Presumido ou Lucro Real) e recuperação de créditos pagos a maior nos últimos cinco anos.',
    monthlyCount: 41,
    daysAgo: 19,
  },
  {
    title: 'Constituição de Holding Familiar',
    theme: 'Direito Sucessório',
    subject: 'Planejamento patrimonial',
    description:
      'Organização do patrimônio da família em uma sociedade, com regras de governança, doação de quotas e proteção da empresa na sucessão.',
    monthlyCount: 34,
    daysAgo: 27,
  },
  {
    title: 'Inventário Judicial e Extrajudicial',
    theme: 'Direito Sucessório',
    subject: 'Inventário e partilha',
    description:
      'Condução do inventário em cartório, quando há consenso entre os herdeiros, ou em juízo, incluindo cálculo do ITCMD e partilha de quotas societárias.',
    monthlyCount: 29,
    daysAgo: 38,
  },
  {
    title: 'Recuperação Judicial',
    theme: 'Recuperação de Empresas',
    subject: 'Reestruturação de passivos',
    description:
      'Diagnóstico da crise, pedido de recuperação judicial ou extrajudicial, elaboração do plano e negociação com credores e instituições financeiras.',
    monthlyCount: 23,
    daysAgo: 52,
  },
  {
    title: 'Usucapião e Regularização de Imóveis',
    theme: 'Direito Imobiliário',
    subject: 'Regularização fundiária',
    description:
      'Usucapião judicial e extrajudicial, retificação de área e regularização de matrícula para imóveis residenciais e comerciais.',
    monthlyCount: 14,
    daysAgo: 71,
  },
  {
    title: 'Acordo de Sócios',
    theme: 'Direito Empresarial',
    subject: 'Direito societário',
    description:
      'Redação de acordos de quotistas e acionistas com regras de saída, direito de preferência, tag along e solução de impasses.',
    monthlyCount: 3,
    daysAgo: 96,
  },
];

export interface SuccessCaseText {
  title: string;
  area: string;
  description: string;
  result: string;
  clientTestimonial: string;
  clientName: string;
  motif: Motif;
}

export const SUCCESS_CASES: SuccessCaseText[] = [
  {
    title: 'Extinção de execução fiscal por prescrição intercorrente',
    area: 'Direito Tributário',
    description:
      'Indústria moveleira de médio porte teve contas bloqueadas em execução fiscal de débitos de ICMS parados havia mais de sete anos. Apresentamos exceção de pré-executividade demonstrando a inércia da Fazenda após o arquivamento do processo.',
    result:
      'Reconhecida a prescrição intercorrente, a execução foi extinta e os valores bloqueados foram liberados, permitindo à empresa regularizar sua certidão fiscal.',
    clientTestimonial:
      'Recuperamos o fôlego do caixa e voltamos a participar de licitações. O acompanhamento foi próximo do início ao fim.',
    clientName: 'Móveis Serra Alta Ltda.',
    motif: 'document',
  },
  {
    title: 'Plano de recuperação judicial aprovado em assembleia',
    area: 'Recuperação Judicial',
    description:
      'Transportadora com mais de 120 colaboradores enfrentava dívidas bancárias e trabalhistas após a perda de um contrato relevante. Estruturamos o pedido de recuperação judicial e conduzimos as negociações com os credores.',
    result:
      'O plano foi aprovado pelas classes de credores, com carência e alongamento das dívidas, preservando a operação e os empregos.',
    clientTestimonial:
      'A equipe explicou cada etapa com clareza e nos deu segurança para negociar. Hoje seguimos operando com as contas organizadas.',
    clientName: 'Rota Certa Transportes',
    motif: 'chart',
  },
  {
    title: 'Holding familiar e sucessão sem conflitos',
    area: 'Direito Sucessório',
    description:
      'Família proprietária de rede de supermercados no interior buscava organizar a sucessão do fundador e evitar um inventário longo. Constituímos holding patrimonial com acordo de sócios e doação de quotas com reserva de usufruto.',
    result:
      'A sucessão foi planejada em vida, com regras claras de administração entre os herdeiros e redução dos custos de transmissão do patrimônio.',
    clientTestimonial:
      'Conseguimos conversar sobre o futuro da empresa em família, com regras que todos entenderam e aceitaram.',
    clientName: 'Família Albuquerque Prado',
    motif: 'tree',
  },
  {
    title: 'Restituição de cobranças indevidas de concessionária de energia',
    area: 'Direito do Consumidor',
    description:
      'Padaria de bairro recebeu cobrança de recuperação de consumo baseada em inspeção unilateral do medidor, com ameaça de corte do fornecimento. Ajuizamos ação questionando o procedimento e pedindo tutela de urgência.',
    result:
      'O corte foi impedido por liminar e, ao final, a cobrança foi anulada com devolução em dobro dos valores pagos indevidamente.',
    clientTestimonial:
      'Não podíamos ficar sem energia nem um dia. A resposta foi rápida e o problema, resolvido.',
    clientName: 'Panificadora Trigo de Ouro',
    motif: 'shield',
  },
];

export interface TipText {
  title: string;
  content: string;
  author: keyof typeof LAWYERS;
  label: string;
  motif: Motif;
}

export const TIPS: TipText[] = [
  {
    title: 'Recebeu uma citação em execução fiscal? Não ignore o prazo',
    content:
      'A empresa tem cinco dias para pagar ou garantir a execução. Antes de oferecer bens, confira se a dívida não está prescrita ou já foi parcelada: uma análise rápida da certidão de dívida ativa pode evitar bloqueios nas contas.',
    author: 'rafael',
    label: 'Execução Fiscal',
    motif: 'document',
  },
  {
    title: 'Mantenha o contrato social atualizado',
    content:
      'Alterações de endereço, de atividade ou de sócios que não chegam à Junta Comercial criam problemas com bancos, licitações e até na sucessão. Revise o contrato social sempre que a realidade da empresa mudar.',
    author: 'helena',
    label: 'Direito Empresarial',
    motif: 'building',
  },
  {
    title: 'Guarde os comprovantes das tarifas bancárias',
    content:
      'Extratos e contratos são a principal prova em ações revisionais. Tarifas não contratadas e seguros embutidos em empréstimos podem ser contestados, e valores cobrados indevidamente podem ser restituídos.',
    author: 'camila',
    label: 'Direito do Consumidor',
    motif: 'shield',
  },
  {
    title: 'Comprou um imóvel? Registre a escritura',
    content:
      'Quem não registra não é dono perante terceiros. Levar a escritura ao Cartório de Registro de Imóveis protege o comprador contra penhoras e vendas em duplicidade feitas pelo antigo proprietário.',
    author: 'eduardo',
    label: 'Direito Imobiliário',
    motif: 'house',
  },
];

export interface TestimonialText {
  name: string;
  company: string;
  rating: number;
  comment: string;
  withAvatar: boolean;
}

export const TESTIMONIALS: TestimonialText[] = [
  {
    name: 'Mariana Teixeira',
    company: 'Lumenbyte Sistemas',
    rating: 5,
    comment:
      'Atendimento ágil e muito técnico. Resolveram nossa pendência com a Receita e hoje cuidam de toda a assessoria jurídica da empresa.',
    withAvatar: true,
  },
  {
    name: 'Carlos Eduardo Nogueira',
    company: 'Corvina Logística',
    rating: 4.5,
    comment:
      'Profissionais dedicados, que explicam os riscos com franqueza. A revisão dos nossos contratos com clientes trouxe muito mais segurança.',
    withAvatar: true,
  },
  {
    name: 'Patrícia Moreira Lima',
    company: 'Ardósia Construtora',
    rating: 5,
    comment:
      'Conduziram a regularização de três terrenos da construtora sem que precisássemos nos preocupar com a burocracia dos cartórios.',
    withAvatar: false,
  },
  {
    name: 'João Batista Ferreira',
    company: 'Quintal Norte Alimentos',
    rating: 4,
    comment:
      'O planejamento tributário reduziu nossa carga de forma legal e bem fundamentada. Recomendo para quem quer crescer com segurança.',
    withAvatar: true,
  },
  {
    name: 'Renata Siqueira',
    company: 'Tecelagem Santa Aurora',
    rating: 4.5,
    comment:
      'Na sucessão do meu pai, a equipe foi sensível e eficiente. O inventário foi concluído em cartório, sem desgaste entre os irmãos.',
    withAvatar: false,
  },
];
