import fc from 'fast-check';
import { hostileText, sentences, url, words } from './arbitraries';

// The editor's JSON as a hostile client could post it (issue 21): the allowlisted nodes with
// plausible or hostile text, marks and attributes, node types and marks that are not allowed,
// scripts in links and images from elsewhere, deep nesting.

const text = fc.oneof({ weight: 4, arbitrary: sentences }, { weight: 1, arbitrary: hostileText });

const mark = fc.oneof(
  fc.constantFrom(
    { type: 'bold' },
    { type: 'italic' },
    { type: 'code' },
    { type: 'textStyle', attrs: { color: 'red' } },
  ),
  fc
    .oneof(
      url,
      fc.constantFrom(
        'javascript:alert(1)',
        'data:text/html,<b>x</b>',
        'mailto:a@b.c',
        '/contato',
        '//evil.example',
      ),
    )
    .map((href) => ({ type: 'link', attrs: { href, target: '_blank', onclick: 'alert(1)' } })),
);

const inline = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ type: fc.constant('text'), text, marks: fc.array(mark, { maxLength: 3 }) }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'hardBreak' }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('text'), text: fc.constant('') }) },
);

const image = fc.record({
  type: fc.constant('image'),
  attrs: fc.record({
    src: fc.constantFrom(
      '/media/blog/content/00000000-0000-4000-8000-000000000000.png',
      'https://evil.example/x.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
    ),
    alt: fc.oneof(words, hostileText),
    onerror: fc.constant('alert(1)'),
  }),
});

const { block } = fc.letrec((tie) => ({
  block: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ type: fc.constant('paragraph'), content: fc.array(inline, { maxLength: 5 }) }),
    fc.record({
      type: fc.constant('heading'),
      attrs: fc.record({ level: fc.oneof(fc.integer({ min: -1, max: 7 }), fc.constant('2')) }),
      content: fc.array(inline, { maxLength: 3 }),
    }),
    fc.record({
      type: fc.constantFrom('bulletList', 'orderedList'),
      attrs: fc.record({ start: fc.oneof(fc.integer(), fc.constant('x')) }),
      content: fc.array(
        fc.record({ type: fc.constant('listItem'), content: fc.array(tie('block'), { maxLength: 2 }) }),
        { maxLength: 3 },
      ),
    }),
    fc.record({ type: fc.constant('blockquote'), content: fc.array(tie('block'), { maxLength: 2 }) }),
    image,
    fc.record({
      type: fc.constantFrom('table', 'iframe', 'codeBlock', 'script'),
      content: fc.array(inline, { maxLength: 2 }),
    }),
  ),
}));

/**
 * A document nested far deeper than any editor makes (quotes in quotes…), written as text: JSON.stringify
 * itself cannot go that deep, a hand-made request can.
 */
const deep = fc
  .integer({ min: 20, max: 20_000 })
  .map(
    (depth) =>
      `{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"topo"}]},` +
      '{"type":"blockquote","content":['.repeat(depth) +
      '{"type":"paragraph","content":[{"type":"text","text":"fundo"}]}' +
      ']}'.repeat(depth) +
      ']}',
  );

/** The content field: the editor's JSON (plausible or hostile), or plain text (older clients). */
export const richContent = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.array(block, { maxLength: 6 }).map((content) => JSON.stringify({ type: 'doc', content })),
  },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: fc.constantFrom('{"type":"doc"', '{"type":"doc","content":"x"}', '[]', '{}') },
  { weight: 2, arbitrary: sentences },
);
