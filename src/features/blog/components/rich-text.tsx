import { createElement, type ReactNode } from 'react';
import { Image } from '@/components/site/image';
import type { Element, TreeNode } from '@/lib/shared/rich-text/tree';

// A post's text on its public page: the sanitised element tree (src/lib/shared/rich-text/tree.ts)
// as React elements on the server. Images with a known size go through the optimised <Image>
// (lazy, a phone-sized file); the page carries no editor code.

const BODY_IMAGE_SIZES = '(min-width: 768px) 720px, 100vw';

function image({ attrs = {}, decorative }: Element, key: number): ReactNode {
  const { src, width, height } = attrs;
  // A decorative image ('Imagem decorativa') is written with alt="" (the tree says so too).
  const alt = decorative ? '' : (attrs.alt ?? '');
  if (width && height)
    return (
      <Image
        key={key}
        src={src!}
        alt={alt}
        decorative={decorative}
        width={Number(width)}
        height={Number(height)}
        sizes={BODY_IMAGE_SIZES}
        loading="lazy"
      />
    );
  // eslint-disable-next-line @next/next/no-img-element -- a stored upload of unknown size
  return <img key={key} src={src} alt={alt} loading="lazy" decoding="async" />;
}

function render(node: TreeNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const element = node as Element;
  if (element.tag === 'img') return image(element, key);
  const children = element.children?.map(render);
  return createElement(element.tag, { key, ...element.attrs }, ...(children ?? []));
}

/** The article's body (its typography comes from the `.rich-text` rules in globals.css). */
export function RichText({ nodes }: { nodes: TreeNode[] }) {
  return <div className="rich-text">{nodes.map(render)}</div>;
}
