import type { RichDoc } from '@/lib/shared/rich-text/document';
import { bold, doc, h2, h3, italic, link, ol, p, quote, ul } from './rich';
import type { LAWYERS } from './texts';
import type { Motif } from './svg';

// Longer demo texts: blog articles (rich text, as the editor writes it: headings, lists, links)
// and news.

export interface BlogPostText {
  title: string;
  summary: string;
  body: RichDoc;
  author: keyof typeof LAWYERS;
  tags: string[];
  label: string;
  motif: Motif;
  daysAgo: number;
  active: boolean;
}

const LEF = 'https://www.planalto.gov.br/ccivil_03/leis/l6830.htm';
const PGFN = 'https://www.gov.br/pgfn/pt-br';

export const BLOG_POSTS: BlogPostText[] = [
  {
    title: 'Recebi uma citação em execução fiscal: e agora?',
    summary:
      'O que a empresa deve fazer nos primeiros dias após ser citada pela Fazenda e quais defesas costumam ser cabíveis.',
    body: doc(
      p(
        'A citação em uma execução fiscal costuma chegar em um momento delicado para a empresa. A ',
        link('Lei de Execução Fiscal (Lei nº 6.830/1980)', LEF),
        ' prevê o prazo de ',
        bold('cinco dias'),
        ' para que o devedor pague a dívida ou ofereça garantia, sob pena de penhora de bens e bloqueio de valores em conta.',
      ),
      p(
        'Neste artigo explicamos o que conferir na cobrança, quais defesas costumam ser cabíveis e como escolher a garantia sem comprometer o caixa da empresa.',
      ),
      h2('O que conferir na certidão de dívida ativa'),
      p(
        'O primeiro passo é obter a certidão de dívida ativa (CDA) e conferir cada informação. Não é raro encontrar cobranças de tributos já pagos, parcelados ou alcançados pela prescrição. Verifique, em especial:',
      ),
      ul(
        ['a ', bold('origem do débito'), ' e os períodos cobrados;'],
        ['os valores de multa e juros e a forma de cálculo da correção;'],
        ['a data da constituição do crédito, que define a contagem da prescrição;'],
        ['se os sócios foram incluídos como corresponsáveis, e com que fundamento.'],
      ),
      p(
        'Divergências entre a CDA e os registros da empresa devem ser documentadas desde já: extratos de pagamento, pedidos de parcelamento e decisões administrativas são as provas que sustentarão a defesa.',
      ),
      h2('As defesas possíveis'),
      h3('Exceção de pré-executividade'),
      p(
        'Quando a irregularidade pode ser provada por documentos, sem necessidade de perícia, a exceção de pré-executividade permite levá-la ao juiz ',
        italic('sem garantir o juízo'),
        '. É o caminho usual para alegar prescrição, pagamento anterior ou nulidade evidente da certidão.',
      ),
      h3('Embargos à execução'),
      p(
        'Nos demais casos, os embargos à execução são o caminho adequado. Eles exigem garantia prévia e admitem ampla produção de provas, inclusive perícia contábil, o que os torna indicados para discussões sobre a base de cálculo ou a interpretação da lei.',
      ),
      h2('Como escolher a garantia'),
      p(
        'A escolha da garantia influencia diretamente o fluxo de caixa da empresa. As modalidades mais comuns, em ordem de impacto no caixa, são:',
      ),
      ol(
        [bold('Depósito em dinheiro'), ': suspende a cobrança, mas imobiliza recursos;'],
        [bold('Fiança bancária'), ': preserva o caixa, com custo de emissão e limite de crédito;'],
        [bold('Seguro garantia'), ': costuma ter o menor custo e é aceito pela Fazenda Nacional;'],
        ['Penhora de bens: possível, mas sujeita a avaliação e a discussões sobre o valor.'],
      ),
      quote(
        'Agir nos primeiros dias faz diferença: uma análise técnica rápida evita bloqueios desnecessários e preserva a capacidade da empresa de continuar operando.',
      ),
      h2('Negociar também é uma saída'),
      p(
        'Também vale avaliar as modalidades de transação tributária oferecidas pela ',
        link('Procuradoria-Geral da Fazenda Nacional', PGFN),
        ', que podem incluir redução de multas e juros e prazos maiores de pagamento, conforme a situação do contribuinte. A transação pode ser combinada com a defesa: discutir o que é indevido e negociar o restante.',
      ),
      p(
        'Se a sua empresa recebeu uma citação, reúna a certidão, os comprovantes de pagamento e os últimos balanços e ',
        link('fale com a nossa equipe', '/contato'),
        ' para definir a estratégia antes que o prazo termine.',
      ),
    ),
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
    body: doc(
      p(
        'A holding familiar é uma sociedade criada para concentrar bens e participações societárias de uma família. Em vez de cada imóvel ou empresa pertencer diretamente aos pais, eles passam a integrar o capital da holding, cujas quotas podem ser planejadas e transmitidas aos herdeiros.',
      ),
      h2('Os benefícios'),
      ul(
        [
          bold('Sucessão organizada'),
          ': com a doação de quotas em vida, geralmente com reserva de usufruto, os fundadores mantêm a administração e evitam um inventário longo;',
        ],
        [
          bold('Regras claras entre herdeiros'),
          ': o acordo de sócios define a entrada de cônjuges, a venda de quotas, a distribuição de lucros e a escolha dos administradores;',
        ],
        [bold('Gestão centralizada'), ' dos imóveis e das participações.'],
      ),
      h2('Os custos e cuidados'),
      p(
        'Há custos de constituição e de manutenção, além de reflexos tributários que precisam ser calculados caso a caso, como o ',
        bold('ITBI'),
        ' na integralização de imóveis e o ',
        bold('ITCMD'),
        ' nas doações. Por isso, a holding não é indicada para todo patrimônio.',
      ),
      p(
        'Antes de decidir, recomendamos um diagnóstico que compare o cenário atual com a estrutura proposta, considerando os bens, a renda gerada e os objetivos da família. ',
        link('Agende uma conversa', '/consultation-request'),
        ' com a nossa equipe de sucessões.',
      ),
    ),
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
    body: doc(
      p(
        'A recuperação judicial foi criada pela ',
        link('Lei nº 11.101/2005', 'https://www.planalto.gov.br/ccivil_03/_ato2004-2006/2005/lei/l11101.htm'),
        ' para preservar empresas viáveis que atravessam uma crise financeira. Quanto mais cedo a situação é diagnosticada, maiores são as chances de um plano bem-sucedido.',
      ),
      h2('Sinais de alerta'),
      ul(
        ['uso recorrente de capital de giro caro para pagar despesas correntes;'],
        ['atrasos sucessivos com fornecedores;'],
        ['renegociações bancárias que apenas adiam o problema;'],
        ['protestos ou pedidos de falência apresentados por credores.'],
      ),
      h2('O que a recuperação oferece'),
      p(
        'Com o deferimento do processamento, as execuções contra a empresa ficam suspensas por um período, o chamado ',
        italic('stay period'),
        ', e a empresa apresenta um plano de pagamento que será votado pelos credores em assembleia.',
      ),
      p(
        'Nem sempre o caminho judicial é o mais indicado. A recuperação extrajudicial e as negociações diretas com os principais credores podem ser mais rápidas e menos custosas, dependendo do perfil das dívidas. Em qualquer cenário, a transparência com credores e colaboradores e um plano de negócios realista são decisivos para atravessar a crise.',
      ),
    ),
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
    body: doc(
      p(
        'O ',
        link(
          'Código de Defesa do Consumidor',
          'https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm',
        ),
        ' protege quem contrata serviços bancários e serviços públicos como energia elétrica e água. Cobranças sem previsão contratual ou sem comprovação podem ser contestadas.',
      ),
      h2('Nos bancos'),
      p(
        'São comuns as tarifas de pacotes não solicitados e os seguros incluídos em empréstimos sem a escolha do cliente. O consumidor que pagou valores indevidos pode pedir a devolução, ',
        bold('em dobro'),
        ' quando não houver engano justificável.',
      ),
      h2('Nas concessionárias'),
      p(
        'As faturas de recuperação de consumo merecem atenção especial. Quando se baseiam apenas em inspeção feita sem a participação do consumidor, a cobrança pode ser questionada, e o corte do fornecimento por débitos antigos costuma ser considerado abusivo.',
      ),
      h2('O que guardar'),
      ol(
        ['contratos, extratos e faturas;'],
        ['protocolos de atendimento e reclamações;'],
        ['registros nos órgãos de defesa do consumidor.'],
      ),
    ),
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
    body: doc(
      p(
        'A reforma tributária do consumo substitui gradualmente PIS, Cofins, IPI, ICMS e ISS por dois novos tributos: a ',
        bold('Contribuição sobre Bens e Serviços (CBS)'),
        ' e o ',
        bold('Imposto sobre Bens e Serviços (IBS)'),
        '.',
      ),
      p(
        'A transição será longa, com anos de convivência entre os sistemas antigo e novo. Empresas que se preparam cedo revisam preços, contratos de longo prazo e sistemas de emissão de notas fiscais.',
      ),
      p('[Rascunho: incluir exemplos práticos por setor antes da publicação.]'),
    ),
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
