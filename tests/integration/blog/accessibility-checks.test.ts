import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, mediaItems } from '@/db/schema';
import { createBlogPost, updateBlogPost, uploadBlogImage } from '@/features/blog/service';
import { checkRichText, IMAGE_ALT_REQUIRED } from '@/lib/shared/accessibility-checks';
import { sanitizeDoc } from '@/lib/shared/rich-text/document';
import { toTree } from '@/lib/shared/rich-text/tree';
import { treeToHtml } from '@/lib/shared/rich-text/html';
import type { Actor } from '@/lib/shared/auth/permissions';
import { getDb } from '@/lib/server/db/client';
import { storedObject } from '@/lib/server/storage/get-storage';
import { actorWithRole } from '../helpers/actors';
import { refusalOf } from '../helpers/content-service';
import { imageFile } from '../helpers/files';

// Issue 33 §2–3: the accessibility guidance of a post's rich text (a skipped heading level, a link
// that says nothing alone, an image without a description, a table without a header row, text in
// capitals), and the one rule that refuses a save: an image with no description, not marked
// decorative and not described in the media library.

type Node = Record<string, unknown>;
const doc = (...content: Node[]) => ({ type: 'doc', content });
const text = (value: string, href?: string): Node =>
  href
    ? { type: 'text', text: value, marks: [{ type: 'link', attrs: { href } }] }
    : { type: 'text', text: value };
const paragraph = (...content: Node[]): Node => ({ type: 'paragraph', content });
const heading = (level: number, value: string): Node => ({
  type: 'heading',
  attrs: { level },
  content: [text(value)],
});
const image = (attrs: Record<string, unknown>): Node => ({ type: 'image', attrs });
const cell = (type: 'tableHeader' | 'tableCell', value: string): Node => ({
  type,
  content: [paragraph(text(value))],
});
const row = (...cells: Node[]): Node => ({ type: 'tableRow', content: cells });
const table = (...rows: Node[]): Node => ({ type: 'table', content: rows });

const kinds = (value: unknown) => checkRichText(value).map((finding) => finding.kind);

describe('the accessibility checks of rich text', () => {
  it('finds nothing in a well written text', () => {
    const written = doc(
      heading(2, 'Reforma tributária'),
      paragraph(
        text('Veja '),
        text('Leia mais sobre a reforma tributária', 'https://www.gov.br/reforma'),
        text(' e o '),
        text('guia da OAB sobre publicidade', '/blog/guia'),
        text('. A LGPD e a CLT mudaram.'),
      ),
      heading(3, 'O que muda para empresas'),
      heading(2, 'Prazos'),
      image({ src: '/media/blog/content/a.png', alt: 'Gráfico da arrecadação' }),
      image({ src: '/media/blog/content/b.png', alt: '', decorative: true }),
      table(
        row(cell('tableHeader', 'Tributo'), cell('tableHeader', 'Alíquota')),
        row(cell('tableCell', 'IBS'), cell('tableCell', '10%')),
      ),
      paragraph(text('STF')),
    );
    expect(checkRichText(written)).toEqual([]);
  });

  it('a heading level skipped, the first one included (the title is the h1)', () => {
    const [first] = checkRichText(doc(heading(3, 'Começa no subtítulo'), paragraph(text('Texto.'))));
    expect(first).toMatchObject({ kind: 'heading-skip', found: 'Começa no subtítulo', blocking: false });
    expect(first!.message).toContain('o primeiro título do texto deve ser de nível 2 (“Título de seção”)');
    const skipped = checkRichText(doc(heading(2, 'Seção'), heading(4, 'Detalhe'), heading(3, 'Outro')));
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatchObject({ kind: 'heading-skip', found: 'Detalhe' });
    expect(skipped[0]!.message).toMatch(/pula do nível 2 .* para o nível 4/);
    expect(skipped[0]!.message).toContain('Use o nível 3 (“Subtítulo”)');
  });

  it('a link whose text says nothing alone, whatever its case and accents, and a bare address', () => {
    for (const vague of [
      'clique aqui',
      'Clique AQUI!',
      'saiba mais',
      'Leia mais',
      'aqui',
      'Link',
      'clíque aquí',
    ])
      expect(kinds(doc(paragraph(text('Para o guia, '), text(vague, '/blog/guia'))))).toEqual(['vague-link']);
    const [bare] = checkRichText(
      doc(
        paragraph(
          text('Fonte: '),
          text('https://www.planalto.gov.br/lei', 'https://www.planalto.gov.br/lei'),
        ),
      ),
    );
    expect(bare).toMatchObject({ kind: 'vague-link', found: 'https://www.planalto.gov.br/lei' });
    expect(bare!.message).toContain('mostra só o endereço');
    // A link's text split by formatting is read as one.
    const split = paragraph(text('clique ', '/a'), {
      type: 'text',
      text: 'aqui',
      marks: [{ type: 'bold' }, { type: 'link', attrs: { href: '/a' } }],
    });
    expect(kinds(doc(split))).toEqual(['vague-link']);
    // The words around a link are not its text.
    expect(kinds(doc(paragraph(text('Clique aqui: '), text('tabela do IR 2026', '/ir'))))).toEqual([]);
  });

  it('an image without a description, unless decorative or described elsewhere (the library)', () => {
    const src = '/media/blog/content/sem-alt.png';
    const [finding] = checkRichText(doc(paragraph(text('Texto.')), image({ src, alt: '  ' })));
    expect(finding).toEqual({ kind: 'image-alt', found: src, message: IMAGE_ALT_REQUIRED, blocking: true });
    expect(kinds(doc(image({ src })))).toEqual(['image-alt']);
    expect(kinds(doc(image({ src, decorative: true })))).toEqual([]);
    expect(checkRichText(doc(image({ src })), { isDescribed: (address) => address === src })).toEqual([]);
    // Inside a quote or a list too.
    expect(kinds(doc({ type: 'blockquote', content: [image({ src })] }))).toEqual(['image-alt']);
  });

  it('a table without a header row', () => {
    const plain = table(row(cell('tableCell', 'Tributo'), cell('tableCell', 'Alíquota')));
    const [finding] = checkRichText(doc(plain));
    expect(finding).toMatchObject({ kind: 'table-header', blocking: false });
    expect(finding!.message).toContain('Marque a primeira linha como cabeçalho');
    expect(finding!.message).toContain('“Tributo Alíquota”');
  });

  it('text written in capitals, not an acronym or two', () => {
    const [finding] = checkRichText(doc(paragraph(text('ATENÇÃO: O PRAZO TERMINA NA SEXTA'))));
    expect(finding).toMatchObject({ kind: 'capitals', blocking: false });
    expect(finding!.message).toContain('escrito em letras maiúsculas');
    expect(kinds(doc(heading(2, 'PRAZOS DA REFORMA TRIBUTÁRIA')))).toEqual(['capitals']);
    expect(kinds(doc(paragraph(text('O STF e a OAB decidiram sobre a LGPD.'))))).toEqual([]);
    expect(kinds(doc(paragraph(text('ATENÇÃO'))))).toEqual([]);
  });

  it('keeps the decorative mark through the sanitiser and renders it with alt=""', () => {
    const src = '/media/blog/content/enfeite.png';
    const safe = sanitizeDoc(
      doc(image({ src, alt: 'Ornamento', decorative: true }), image({ src, alt: 'Foto', decorative: 'yes' })),
      {
        isAllowedImage: () => true,
      },
    );
    expect(safe.content).toEqual([
      { type: 'image', attrs: { src, alt: 'Ornamento', decorative: true } },
      { type: 'image', attrs: { src, alt: 'Foto' } },
    ]);
    const html = treeToHtml(
      toTree(safe, 'https://example.com').nodes,
      (path) => `https://example.com${path}`,
    );
    expect(html).toBe(
      `<img src="https://example.com${src}" alt=""><img src="https://example.com${src}" alt="Foto">`,
    );
  });
});

describe('saving a post', () => {
  let admin: Actor;
  beforeAll(async () => {
    admin = await actorWithRole('admin');
  });

  const post = { title: 'Com imagem', summary: 'Resumo', author: 'Dra. Ana' };
  const withImage = (attrs: Record<string, unknown>, extra: Node[] = []) =>
    JSON.stringify(doc(paragraph(text('Texto do post.')), image(attrs), ...extra));
  const upload = async () => (await uploadBlogImage(admin, { file: await imageFile() })).url;

  it('refuses an image without a description at the text field, and saves it described or decorative', async () => {
    const src = await upload();
    const refusal = await refusalOf(createBlogPost(admin, { ...post, content: withImage({ src, alt: '' }) }));
    expect(refusal.message).toBe(IMAGE_ALT_REQUIRED);
    expect(refusal.fieldErrors).toEqual({ content: IMAGE_ALT_REQUIRED });
    // A draft too: the text is what is refused.
    await refusalOf(createBlogPost(admin, { ...post, intent: 'draft', content: withImage({ src }) }));

    const decorative = await createBlogPost(admin, {
      ...post,
      content: withImage({ src, decorative: true }),
    });
    expect(decorative.content).toMatchObject({
      content: [{}, { attrs: { src, alt: '', decorative: true } }],
    });
    const described = await createBlogPost(admin, {
      ...post,
      content: withImage({ src, alt: 'Fachada do escritório' }),
    });
    // The mark taken off again, without a description: refused on update as well.
    const update = await refusalOf(
      updateBlogPost(admin, described.id, {
        ...post,
        content: withImage({ src }),
        version: described.version,
      }),
    );
    expect(update.fieldErrors).toEqual({ content: IMAGE_ALT_REQUIRED });
    const [stored] = await getDb().select().from(blogPosts).where(eq(blogPosts.id, described.id));
    expect(stored!.content).toMatchObject({ content: [{}, { attrs: { alt: 'Fachada do escritório' } }] });
  });

  it('accepts an image described in the media library (a description or decorative there)', async () => {
    const [first, second] = [await upload(), await upload()];
    const objectOf = (url: string) => {
      const object = storedObject(url)!;
      return and(eq(mediaItems.bucket, object.bucket), eq(mediaItems.key, object.key));
    };
    // The library item exists but says nothing yet.
    await refusalOf(createBlogPost(admin, { ...post, content: withImage({ src: first }) }));
    await getDb().update(mediaItems).set({ altPt: '   ' }).where(objectOf(first));
    await refusalOf(createBlogPost(admin, { ...post, content: withImage({ src: first }) }));

    await getDb().update(mediaItems).set({ altPt: 'Sala de reuniões' }).where(objectOf(first));
    await getDb().update(mediaItems).set({ decorative: true }).where(objectOf(second));
    const saved = await createBlogPost(admin, {
      ...post,
      content: withImage({ src: first }, [image({ src: second })]),
    });
    expect(saved.content).toMatchObject({
      content: [{}, { attrs: { src: first } }, { attrs: { src: second } }],
    });
    // One image of the two still undescribed anywhere: refused.
    const third = await upload();
    await refusalOf(
      createBlogPost(admin, { ...post, content: withImage({ src: first }, [image({ src: third })]) }),
    );
  });

  it('saves a text with only guidance (a vague link, capitals, a skipped level)', async () => {
    const content = JSON.stringify(
      doc(
        heading(3, 'Subtítulo primeiro'),
        paragraph(text('ATENÇÃO AO PRAZO FINAL')),
        paragraph(text('Para falar conosco, '), text('clique aqui', '/contato')),
      ),
    );
    const saved = await createBlogPost(admin, { ...post, content });
    expect(kinds(saved.content)).toEqual(['heading-skip', 'capitals', 'vague-link']);
  });
});
