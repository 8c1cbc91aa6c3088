import { describe, expect, it } from 'vitest';
import { blogPostSchema, parseContent } from '@/features/blog/schema';
import { checkInput } from '@/lib/shared/action-result';
import { MAX_DEPTH, sanitizeDoc, textOf, type RichDoc } from '@/lib/shared/rich-text/document';
import { treeToHtml } from '@/lib/shared/rich-text/html';
import { tableOfContents } from '@/lib/shared/rich-text/reading';
import { toTree } from '@/lib/shared/rich-text/tree';

// The rich text's allowlist (issue 21, ADR 0013) against hostile documents: what a post can hold
// and what its page and feed then render.

const SITE = 'https://www.exemplo.com.br';
const OWN_IMAGE = '/media/blog/content/11111111-1111-4111-8111-111111111111.png';
const options = { isAllowedImage: (src: string) => src === OWN_IMAGE };
const sanitize = (value: unknown) => sanitizeDoc(value, options);
const html = (doc: RichDoc) => treeToHtml(toTree(doc, SITE).nodes, (path) => `${SITE}${path}`);
const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, marks });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const doc = (...content: unknown[]) => ({ type: 'doc', content });

describe('rich text sanitising', () => {
  it('drops a javascript: link and keeps its words', () => {
    const hostile = [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\nscript:alert(1)',
      'vbscript:x',
      'data:text/html,<b>x</b>',
    ];
    for (const href of hostile) {
      const safe = sanitize(doc(paragraph(text('clique aqui', [{ type: 'link', attrs: { href } }]))));
      expect(safe).toEqual(doc(paragraph(text('clique aqui'))));
      expect(html(safe)).toBe('<p>clique aqui</p>');
    }
  });

  it('keeps http(s), mailto, tel and site links; external ones get rel="noopener noreferrer"', () => {
    const link = (href: string) =>
      text(href, [{ type: 'link', attrs: { href, target: '_blank', onclick: 'x()' } }]);
    const safe = sanitize(
      doc(
        paragraph(
          link('https://www.planalto.gov.br/lei'),
          link('mailto:contato@x.com.br'),
          link('tel:+5511999999999'),
          link('/contato'),
          link(`${SITE}/blog`),
        ),
      ),
    );
    expect(html(safe)).toBe(
      '<p><a href="https://www.planalto.gov.br/lei" rel="noopener noreferrer">https://www.planalto.gov.br/lei</a>' +
        '<a href="mailto:contato@x.com.br">mailto:contato@x.com.br</a>' +
        '<a href="tel:+5511999999999">tel:+5511999999999</a>' +
        '<a href="https://www.exemplo.com.br/contato">/contato</a>' +
        `<a href="${SITE}/blog">${SITE}/blog</a></p>`,
    );
    // A protocol-relative address leaves the site: not a site path.
    expect(sanitize(doc(paragraph(link('//evil.example/x'))))).toEqual(
      doc(paragraph(text('//evil.example/x'))),
    );
  });

  it('drops an onerror attribute, images from elsewhere and data: images', () => {
    const image = (src: string) => ({
      type: 'image',
      attrs: { src, alt: 'Foto', onerror: 'alert(1)', style: 'x' },
    });
    const safe = sanitize(
      doc(
        image(OWN_IMAGE),
        image('https://evil.example/x.png'),
        image('data:image/png;base64,iVBORw0KGgo='),
        image('javascript:alert(1)'),
      ),
    );
    expect(safe).toEqual(doc({ type: 'image', attrs: { src: OWN_IMAGE, alt: 'Foto' } }));
    expect(html(safe)).toBe(`<img src="${SITE}${OWN_IMAGE}" alt="Foto">`);
  });

  it('drops an iframe, a script, a table and code with what they hold', () => {
    const safe = sanitize(
      doc(
        { type: 'iframe', attrs: { src: 'https://evil.example' } },
        { type: 'script', content: [text('alert(1)')] },
        { type: 'table', content: [paragraph(text('célula'))] },
        { type: 'codeBlock', content: [text('rm -rf /')] },
        paragraph(text('fica')),
      ),
    );
    expect(safe).toEqual(doc(paragraph(text('fica'))));
  });

  it('drops styles, colours and fonts: only bold, italic and links stay', () => {
    const marks = [
      { type: 'textStyle', attrs: { color: 'red', fontFamily: 'Comic Sans' } },
      { type: 'highlight' },
      { type: 'bold', attrs: { style: 'color:red' } },
      { type: 'italic' },
      { type: 'underline' },
    ];
    const safe = sanitize(
      doc({
        type: 'paragraph',
        attrs: { style: 'color:red', textAlign: 'center' },
        content: [text('x', marks)],
      }),
    );
    expect(safe).toEqual(doc(paragraph(text('x', [{ type: 'bold' }, { type: 'italic' }]))));
    expect(html(safe)).toBe('<p><strong><em>x</em></strong></p>');
  });

  it('escapes text, so markup typed as text stays text', () => {
    const safe = sanitize(doc(paragraph(text('<img src=x onerror=alert(1)> & "aspas"'))));
    expect(html(safe)).toBe('<p>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;aspas&quot;</p>');
  });

  it('survives a huge nesting: nothing deeper than the limit is kept, quickly', () => {
    const depth = 100_000;
    const json =
      '{"type":"doc","content":[' +
      '{"type":"blockquote","content":['.repeat(depth) +
      '{"type":"paragraph","content":[{"type":"text","text":"fundo"}]}' +
      ']}'.repeat(depth) +
      ']}';
    const started = performance.now();
    const safe = parseContent(json, options.isAllowedImage);
    expect(performance.now() - started).toBeLessThan(2000);
    let levels = 0;
    for (
      let node = safe.content[0] as { content?: unknown[] } | undefined;
      node;
      node = node.content?.[0] as never
    )
      levels += 1;
    expect(levels).toBeLessThanOrEqual(MAX_DEPTH + 1);
    expect(textOf(safe)).toBe('');
    // A form with it is refused at the field, not with a crash.
    const result = checkInput(blogPostSchema, { title: 'T', summary: 'R', author: 'A', content: json });
    expect(result).toMatchObject({ ok: false, fieldErrors: { content: expect.any(String) } });
  });

  it('maps heading levels to 2 and 3 and keeps lists, quotes and line breaks valid', () => {
    const safe = sanitize(
      doc(
        { type: 'heading', attrs: { level: 1 }, content: [text('Um')] },
        { type: 'heading', attrs: { level: 6 }, content: [text('Seis')] },
        {
          type: 'orderedList',
          attrs: { start: -5 },
          content: [
            { type: 'listItem', content: [] },
            { type: 'listItem', content: [paragraph(text('b'))] },
          ],
        },
        { type: 'bulletList', content: [] },
        { type: 'blockquote', content: [] },
        paragraph(text('linha'), { type: 'hardBreak' }, text('outra')),
      ),
    );
    expect(html(safe)).toBe(
      '<h2 id="secao-um">Um</h2><h3 id="secao-seis">Seis</h3><ol><li><p></p></li><li><p>b</p></li></ol>' +
        '<blockquote><p></p></blockquote><p>linha<br>outra</p>',
    );
    expect(textOf(safe)).toBe('Um\nSeis\nb\nlinha\noutra');
  });
});

describe('rich text content field', () => {
  it('takes plain text as paragraphs, one per line (older clients and the migration)', () => {
    expect(parseContent('Primeiro.\n\n  Segundo.  \r\n')).toEqual(
      doc(paragraph(text('Primeiro.')), paragraph(text('Segundo.'))),
    );
  });

  it('limits the text to 20,000 characters, not the JSON', () => {
    const words = 'palavra '.repeat(2400).trim(); // 19,199 characters of text
    const bold = {
      type: 'doc',
      content: [paragraph(...words.split(' ').map((word) => text(`${word} `, [{ type: 'bold' }])))],
    };
    expect(JSON.stringify(bold).length).toBeGreaterThan(20_000);
    expect(
      checkInput(blogPostSchema, { title: 'T', summary: 'R', author: 'A', content: JSON.stringify(bold) }).ok,
    ).toBe(true);
    const over = JSON.stringify(doc(paragraph(text('x'.repeat(20_001)))));
    expect(
      checkInput(blogPostSchema, { title: 'T', summary: 'R', author: 'A', content: over }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { content: 'Máximo de 20000 caracteres' },
    });
  });

  it("builds 'Neste artigo' from the level-2 headings of a long post, with unique anchors", () => {
    const long = 'palavra '.repeat(700);
    const safe = sanitize(
      doc(
        { type: 'heading', attrs: { level: 2 }, content: [text('Prazos')] },
        paragraph(text(long)),
        { type: 'heading', attrs: { level: 3 }, content: [text('Detalhe')] },
        { type: 'heading', attrs: { level: 2 }, content: [text('Prazos')] },
      ),
    );
    const tree = toTree(safe, SITE);
    expect(tableOfContents(textOf(safe), tree.headings)).toEqual([
      { level: 2, id: 'secao-prazos', text: 'Prazos' },
      { level: 2, id: 'secao-prazos-2', text: 'Prazos' },
    ]);
    expect(tableOfContents('curto', tree.headings)).toEqual([]);
  });
});
