import type { LAWYERS } from './texts';
import type { Motif } from './svg';

// Longer demo texts: blog articles and news. Paragraphs are joined with '\n' because the site
// splits post content into paragraphs by line.

export interface BlogPostText {
  title: string;
  summary: string;
  paragraphs: string[];
  author: keyof typeof LAWYERS;
  tags: string[];
  label: string;
  motif: Motif;
  daysAgo: number;
  active: boolean;
}

export const BLOG_POSTS: BlogPostText[] = [
  {
    title: 'Recebi uma citação em execução fiscal: e agora?',
    summary:
      'O que a empresa deve fazer nos primeiros dias após ser citada pela Fazenda e quais defesas costumam ser cabíveis.',
    paragraphs: [
      'A citação em uma execução fiscal costuma chegar em um momento delicado para a empresa. A Lei de Execução Fiscal (Lei nº 6.830/1980) prevê o prazo de cinco dias para que o devedor pague a dívida ou ofereça garantia, sob pena de penhora de bens e bloqueio de valores em conta.',
      'O primeiro passo é obter a certidão de dívida ativa e conferir cada informação: a origem do débito, os períodos cobrados, os valores de multa e juros e a data da constituição do crédito. Não é raro encontrar cobranças de tributos já pagos, parcelados ou alcançados pela prescrição.',
      'Quando a irregularidade pode ser provada por documentos, a exceção de pré-executividade permite levá-la ao juiz sem garantir o juízo. Nos demais casos, os embargos à execução são o caminho adequado, e a escolha da garantia (depósito, seguro garantia ou fiança bancária) influencia diretamente o fluxo de caixa da empresa.',
      'Também vale avaliar as modalidades de transação tributária oferecidas pela Procuradoria, que podem incluir redução de multas e juros e prazos maiores de pagamento, conforme a situação do contribuinte.',
      'Agir nos primeiros dias faz diferença. Uma análise técnica rápida evita bloqueios desnecessários e preserva a capacidade da empresa de continuar operando enquanto a cobrança é discutida.',
    ],
    author: 'rafael',
    tags: ['Direito Tributário', 'Execução Fiscal', 'Empresas'],
    label: 'Execução Fiscal',
    motif: 'document',
    daysAgo: 3,
    active: true,
  },
  {
    title: 'Holding familiar: quando vale a pena?',
    summary:
      'Vantagens, custos e cuidados na constituição de uma holding para organizar o patrimônio e a sucessão da família empresária.',
    paragraphs: [
      'A holding familiar é uma sociedade criada para concentrar bens e participações societárias de uma família. Em vez de cada imóvel ou empresa pertencer diretamente aos pais, eles passam a integrar o capital da holding, cujas quotas podem ser planejadas e transmitidas aos herdeiros.',
      'O principal benefício é a organização da sucessão. Com a doação de quotas em vida, geralmente com reserva de usufruto, os fundadores mantêm a administração enquanto definem desde já como o patrimônio será dividido, reduzindo a necessidade de um inventário longo.',
      'O acordo de sócios completa a estrutura: ele estabelece regras para a entrada de cônjuges, a venda de quotas, a distribuição de lucros e a escolha dos administradores, prevenindo conflitos entre os herdeiros.',
      'Há, porém, custos de constituição e de manutenção, além de reflexos tributários que precisam ser calculados caso a caso, como o ITBI na integralização de imóveis e o ITCMD nas doações. Por isso, a holding não é indicada para todo patrimônio.',
      'Antes de decidir, recomendamos um diagnóstico que compare o cenário atual com a estrutura proposta, considerando os bens, a renda gerada e os objetivos da família.',
    ],
    author: 'helena',
    tags: ['Holding Familiar', 'Sucessões', 'Planejamento Patrimonial'],
    label: 'Holding Familiar',
    motif: 'tree',
    daysAgo: 12,
    active: true,
  },
  {
    title: 'Sinais de que sua empresa pode precisar de recuperação judicial',
    summary:
      'Como identificar a crise a tempo e quais instrumentos a Lei nº 11.101/2005 oferece para reestruturar as dívidas sem encerrar as atividades.',
    paragraphs: [
      'A recuperação judicial foi criada para preservar empresas viáveis que atravessam uma crise financeira. Quanto mais cedo a situação é diagnosticada, maiores são as chances de um plano bem-sucedido.',
      'Alguns sinais merecem atenção: uso recorrente de capital de giro caro para pagar despesas correntes, atrasos sucessivos com fornecedores, renegociações bancárias que apenas adiam o problema e protestos ou pedidos de falência apresentados por credores.',
      'Com o deferimento do processamento, as execuções contra a empresa ficam suspensas por um período, o chamado stay period, e a empresa apresenta um plano de pagamento que será votado pelos credores em assembleia.',
      'Nem sempre o caminho judicial é o mais indicado. A recuperação extrajudicial e as negociações diretas com os principais credores podem ser mais rápidas e menos custosas, dependendo do perfil das dívidas.',
      'Em qualquer cenário, a transparência com credores e colaboradores e um plano de negócios realista são decisivos para atravessar a crise.',
    ],
    author: 'rafael',
    tags: ['Recuperação Judicial', 'Reestruturação', 'Empresas'],
    label: 'Recuperação Judicial',
    motif: 'chart',
    daysAgo: 23,
    active: true,
  },
  {
    title: 'Cobrança indevida de banco ou concessionária: seus direitos',
    summary:
      'Tarifas não contratadas, seguros embutidos e faturas de recuperação de consumo: saiba quando a cobrança pode ser contestada.',
    paragraphs: [
      'O Código de Defesa do Consumidor protege quem contrata serviços bancários e serviços públicos como energia elétrica e água. Cobranças sem previsão contratual ou sem comprovação podem ser contestadas.',
      'Nos bancos, são comuns as tarifas de pacotes não solicitados e os seguros incluídos em empréstimos sem a escolha do cliente. O consumidor que pagou valores indevidos pode pedir a devolução, em dobro quando não houver engano justificável.',
      'Nas concessionárias, as faturas de recuperação de consumo merecem atenção especial. Quando se baseiam apenas em inspeção feita sem a participação do consumidor, a cobrança pode ser questionada, e o corte do fornecimento por débitos antigos costuma ser considerado abusivo.',
      'Guarde contratos, extratos, faturas e protocolos de atendimento. Registrar a reclamação nos canais da empresa e nos órgãos de defesa do consumidor também ajuda a demonstrar a tentativa de solução amigável.',
    ],
    author: 'camila',
    tags: ['Direito do Consumidor', 'Bancos', 'Concessionárias'],
    label: 'Direito do Consumidor',
    motif: 'shield',
    daysAgo: 37,
    active: true,
  },
  {
    title: 'Reforma tributária: primeiros passos para pequenas e médias empresas',
    summary:
      'Rascunho: como a substituição de tributos sobre o consumo pelo IBS e pela CBS afeta o planejamento das empresas.',
    paragraphs: [
      'A reforma tributária do consumo substitui gradualmente PIS, Cofins, IPI, ICMS e ISS por dois novos tributos: a Contribuição sobre Bens e Serviços (CBS) e o Imposto sobre Bens e Serviços (IBS).',
      'A transição será longa, com anos de convivência entre os sistemas antigo e novo. Empresas que se preparam cedo revisam preços, contratos de longo prazo e sistemas de emissão de notas fiscais.',
      '[Rascunho: incluir exemplos práticos por setor antes da publicação.]',
    ],
    author: 'eduardo',
    tags: ['Reforma Tributária', 'IBS', 'CBS'],
    label: 'Reforma Tributária',
    motif: 'columns',
    daysAgo: 1,
    active: false,
  },
];

export interface NewsText {
  title: string;
  subtitle: string;
  content: string;
  externalLink: string;
  label: string;
  motif: Motif;
  daysAgo: number;
}

export const NEWS: NewsText[] = [
  {
    title: 'Receita Federal reforça atendimento digital a empresas',
    subtitle: 'Serviços de regularização cadastral e fiscal estão disponíveis no portal do órgão.',
    content:
      'Boa parte dos serviços para pessoas jurídicas, como emissão de certidões, consulta de pendências e regularização do CNPJ, pode ser feita pelos canais digitais da Receita Federal. Recomendamos que as empresas consultem periodicamente sua situação fiscal para evitar surpresas em licitações e operações de crédito.',
    externalLink: 'https://www.gov.br/receitafederal/pt-br',
    label: 'Receita Federal',
    motif: 'columns',
    daysAgo: 2,
  },
  {
    title: 'Dívida ativa da União: negociação pode ser feita pela internet',
    subtitle: 'Procuradoria oferece modalidades de transação e parcelamento para débitos inscritos.',
    content:
      'Empresas com débitos inscritos em dívida ativa da União podem consultar as modalidades de negociação disponíveis no portal da Procuradoria-Geral da Fazenda Nacional. As condições variam conforme o perfil do devedor e podem incluir entrada reduzida e redução de multas e juros.',
    externalLink: 'https://www.gov.br/pgfn/pt-br',
    label: 'Dívida Ativa',
    motif: 'document',
    daysAgo: 9,
  },
  {
    title: 'Conciliação ganha espaço na solução de conflitos empresariais',
    subtitle:
      'Tribunais ampliam os centros de conciliação e mediação, inclusive em processos de insolvência.',
    content:
      'A mediação e a conciliação têm sido incentivadas pelo Conselho Nacional de Justiça como forma de reduzir o tempo de solução de litígios. Em disputas societárias e em recuperações judiciais, a negociação assistida pode preservar relações comerciais e reduzir custos para todas as partes.',
    externalLink: 'https://www.cnj.jus.br/',
    label: 'Conciliação',
    motif: 'scales',
    daysAgo: 18,
  },
];
