import 'server-only';
import { sanitizeDoc, textOf, type BlockNode, type RichDoc } from '@/lib/shared/rich-text/document';
import { storedObject } from '@/lib/server/storage/get-storage';

// The server's side of the rich text (ADR 0013): the same allowlist as the form's schema, with
// images checked against the real storage (an upload of the blog's bucket, on this site's storage
// or its /media path), on save and again before rendering.

/** Whether an image address is an upload of the blog's bucket in this site's storage. */
export const isBlogUpload = (src: string) => storedObject(src)?.bucket === 'blog';

/** The stored document made safe: only the allowlist, images only from our storage. */
export const safeDoc = (value: unknown): RichDoc => sanitizeDoc(value, { isAllowedImage: isBlogUpload });

/** The document to store and the text derived from it. */
export function storedContent(doc: RichDoc): { content: RichDoc; contentText: string } {
  const content = safeDoc(doc);
  return { content, contentText: textOf(content) };
}

/** The addresses of the images in a document (to remove the files it no longer shows). */
export function imagesOf(doc: RichDoc): string[] {
  const found: string[] = [];
  const visit = (blocks: BlockNode[]) => {
    for (const block of blocks) {
      if (block.type === 'image') found.push(block.attrs.src);
      else if (block.type === 'blockquote') visit(block.content);
      else if (block.type === 'bulletList' || block.type === 'orderedList')
        for (const item of block.content) visit(item.content);
    }
  };
  visit(doc.content);
  return found;
}
