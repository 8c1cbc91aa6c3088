import type pg from 'pg';
import type { BlockNode, InlineNode, RichDoc } from '@/lib/shared/rich-text/document';
import { textOf } from '@/lib/shared/rich-text/document';
import { slugify, slugsOf } from '@/lib/shared/slug';

// Posts for the blog benchmark (bench/blog.ts): realistic rich text (sections with level-2 and
// level-3 headings, paragraphs with bold, italic and links, lists, a quote), 400 to 1,300 words,
// five tags each from a firm's vocabulary (common areas far more often than rare ones), one a
// minute back in time. Deterministic: the same run gives the same posts.

const TAGS = [
  'Direito Tributário',
  'Empresas',
  'Contratos',
  'Sucessões',
  'Holding Familiar',
  'Recuperação Judicial',
  'Direito do Consumidor',
  'Direito Imobiliário',
  'Trabalhista',
  'Societário',
  'Compliance',
  'LGPD',
  'Execução Fiscal',
  'Transação Tributária',
  'ICMS',
  'ITCMD',
  'Planejamento Patrimonial',
  'Inventário',
  'Bancos',
  'Concessionárias',
  'Locação',
  'Usucapião',
  'Startups',
  'Franquias',
  'Propriedade Intelectual',
  'Marcas',
  'Licitações',
  'Agronegócio',
  'Reforma Tributária',
  'IBS',
  'CBS',
  'Dívida Ativa',
  'Mediação',
  'Arbitragem',
  'Governança',
  'Due Diligence',
  'Fusões e Aquisições',
  'Previdenciário',
  'Família',
  'Imposto de Renda',
];

const SUBJECTS = [
  'a empresa',
  'o contribuinte',
  'o sócio',
  'a família empresária',
  'o credor',
  'o consumidor',
  'o administrador',
  'o herdeiro',
  'o locatário',
  'a startup',
  'o franqueado',
  'o produtor rural',
];
const VERBS = [
  'precisa revisar',
  'deve documentar',
  'pode contestar',
  'costuma subestimar',
  'deve negociar',
  'pode planejar',
  'precisa acompanhar',
  'deve avaliar com cuidado',
  'pode reduzir',
  'deve registrar',
];
/** What the sentences are about: common to every area, and each tag's own (the words a search finds). */
const OBJECTS = [
  'os prazos de defesa',
  'as garantias oferecidas',
  'as notificações recebidas',
  'os documentos da operação',
  'o fluxo de caixa projetado',
  'as obrigações acessórias',
  'os custos envolvidos',
  'as decisões recentes',
];
const TOPICS: Record<string, string[]> = {
  'Direito Tributário': ['a base de cálculo do tributo', 'o crédito tributário constituído'],
  Contratos: ['os contratos de longo prazo', 'as cláusulas de rescisão contratual'],
  Sucessões: ['a partilha dos bens', 'o testamento do fundador'],
  'Holding Familiar': ['a integralização dos imóveis na holding', 'as quotas doadas aos herdeiros'],
  'Recuperação Judicial': ['o plano de recuperação judicial', 'a assembleia de credores'],
  'Direito do Consumidor': ['as tarifas bancárias cobradas', 'a devolução em dobro'],
  Trabalhista: ['os riscos trabalhistas', 'as verbas rescisórias'],
  Societário: ['o acordo de sócios', 'a apuração de haveres'],
  LGPD: ['o tratamento de dados pessoais', 'o encarregado de dados'],
  'Execução Fiscal': ['a certidão de dívida ativa', 'a penhora de faturamento'],
  'Transação Tributária': ['a transação com a Procuradoria', 'os descontos de multa e juros'],
  Inventário: ['o inventário extrajudicial', 'o imposto de transmissão causa mortis'],
  Família: ['o regime de bens', 'o pacto antenupcial'],
  Locação: ['a ação de despejo', 'a renovação compulsória do aluguel'],
};
const ENDINGS = [
  'antes que o prazo termine.',
  'para evitar bloqueios desnecessários.',
  'com apoio técnico especializado.',
  'conforme a jurisprudência recente.',
  'à luz da legislação em vigor.',
  'sem comprometer a operação.',
  'e reduzir o custo do litígio.',
  'preservando a relação comercial.',
  'com documentos organizados.',
];
const HEADINGS = [
  'O que diz a lei',
  'Os prazos que importam',
  'Como se preparar',
  'Riscos mais comuns',
  'O que fazer agora',
  'Documentos necessários',
  'Custos envolvidos',
  'Alternativas ao litígio',
  'Exemplo prático',
  'Perguntas frequentes',
];
const LINKS = [
  'https://www.planalto.gov.br/ccivil_03/leis/l6830.htm',
  'https://www.gov.br/pgfn/pt-br',
  '/contato',
];

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function blogPost(n: number) {
  const next = random(n * 7919 + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  // Five distinct tags, the first ones of the vocabulary far more often (a firm writes mostly on
  // its main areas); the text speaks mostly of them.
  const tags = new Set<string>();
  while (tags.size < 5) tags.add(TAGS[Math.floor(TAGS.length * next() ** 2)]!);
  const tagList = [...tags];
  const topics = tagList.flatMap((tag) => TOPICS[tag] ?? []);
  const object = () => (topics.length && next() < 0.6 ? pick(topics) : pick(OBJECTS));
  const sentence = () =>
    `${pick(SUBJECTS)} ${pick(VERBS)} ${object()} ${pick(ENDINGS)}`.replace(/^./, (c) => c.toUpperCase());
  const paragraph = (): BlockNode => {
    const parts: InlineNode[] = [];
    const count = 3 + Math.floor(next() * 4);
    for (let i = 0; i < count; i++) {
      const text = `${sentence()} `;
      const roll = next();
      if (roll < 0.1) parts.push({ type: 'text', text, marks: [{ type: 'bold' }] });
      else if (roll < 0.15) parts.push({ type: 'text', text, marks: [{ type: 'italic' }] });
      else if (roll < 0.2)
        parts.push({ type: 'text', text, marks: [{ type: 'link', attrs: { href: pick(LINKS) } }] });
      else parts.push({ type: 'text', text });
    }
    return { type: 'paragraph', content: parts };
  };
  const item = () => ({
    type: 'listItem' as const,
    content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text: sentence() }] }],
  });

  const blocks: BlockNode[] = [paragraph(), paragraph()];
  const sections = 3 + Math.floor(next() * 4);
  for (let s = 0; s < sections; s++) {
    blocks.push({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: pick(HEADINGS) }] });
    blocks.push(paragraph());
    if (next() < 0.5) blocks.push({ type: 'bulletList', content: [item(), item(), item()] });
    if (next() < 0.3)
      blocks.push({
        type: 'heading',
        attrs: { level: 3 },
        content: [{ type: 'text', text: pick(HEADINGS) }],
      });
    blocks.push(paragraph());
    if (next() < 0.2) blocks.push({ type: 'orderedList', attrs: { start: 1 }, content: [item(), item()] });
  }
  if (next() < 0.5) blocks.push({ type: 'blockquote', content: [paragraph()] });
  const content: RichDoc = { type: 'doc', content: blocks };

  const title = `${pick(HEADINGS)}: ${object()} em ${tagList[0]!.toLowerCase()} (${n})`;
  return {
    title,
    slug: slugify(title),
    summary: `${sentence()} ${sentence()}`,
    content,
    contentText: textOf(content),
    author: pick(['Dra. Helena Duarte', 'Dr. Rafael Lins', 'Dra. Camila Arantes', 'Dr. Eduardo Galvão']),
    tags: tagList,
    tagSlugs: slugsOf(tagList),
  };
}

/** Inserts posts `from`..`to` (1-based) and their English versions, newest first by number, in batches. */
export async function insertBlogPosts(client: pg.ClientBase | pg.Pool, from: number, to: number) {
  const BATCH = 250;
  for (let start = from; start <= to; start += BATCH) {
    const values: unknown[] = [];
    const rows: string[] = [];
    for (let n = start; n < Math.min(start + BATCH, to + 1); n++) {
      const post = blogPost(n);
      const base = values.length;
      rows.push(`(${Array.from({ length: 9 }, (_, i) => `$${base + i + 1}`).join(', ')})`);
      values.push(
        post.title,
        post.slug,
        post.summary,
        JSON.stringify(post.content),
        post.contentText,
        post.author,
        post.tags,
        post.tagSlugs,
        new Date(Date.now() - n * 60_000),
      );
    }
    await client.query(
      `insert into blog_posts (title, slug, summary, content, content_text, author, tags, tag_slugs, published_at)
       values ${rows.join(', ')}`,
      values,
    );
    // Each post's English version (issue 34): a post of its own, of the same size and tags,
    // stemmed in English (its words are the generator's, as the bench measures cost, not prose;
    // its translation state, an admin's read, is not measured: no fingerprint).
    await client.query(
      `insert into blog_posts (title, slug, summary, content, content_text, author, tags, tag_slugs,
         published_at, locale, translation_of)
       select title || ' (EN)', 'en-' || slug, summary, content, content_text, author, tags, tag_slugs,
         published_at, 'en', id
       from blog_posts where locale = 'pt-BR' and slug = any($1::varchar[])`,
      [values.filter((_, i) => i % 9 === 1)],
    );
  }
  await client.query('analyze blog_posts');
}

/** The address of post `n`'s English version (insertBlogPosts). */
export const englishSlug = (n: number) => `en-${blogPost(n).slug}`;
