import 'server-only';
import { UserError, type ActionResult } from '@/lib/shared/action-result';
import type { FormInput } from '@/lib/shared/form-data';
import type { OabFinding } from '@/lib/shared/oab-expressions';
import {
  checkRichText,
  IMAGE_ALT_REQUIRED,
  undescribedImages,
  type AccessibilityFinding,
} from '@/lib/shared/accessibility-checks';
import { sanitizeDoc, textOf, type BlockNode, type RichDoc } from '@/lib/shared/rich-text/document';
import { getDb } from '@/lib/server/db/client';
import { describedInLibrary } from '@/lib/server/media-items';
import { storedObject } from '@/lib/server/storage/get-storage';
import { parseContent } from './schema';

// The server's side of the rich text (ADR 0013): the same allowlist as the form's schema, with
// images checked against the real storage (an upload of this site's storage, at its address or
// its /media path), on save and again before rendering.

/** Whether an image address is an upload in this site's storage (the blog's, or a library item's). */
export const isOwnUpload = (src: string) => storedObject(src) !== null;

/** The stored document made safe: only the allowlist, images only from our storage. */
export const safeDoc = (value: unknown): RichDoc => sanitizeDoc(value, { isAllowedImage: isOwnUpload });

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

/**
 * The accessibility findings of a document (src/lib/shared/accessibility-checks.ts), an image
 * counting as described when its media library item is (a description or 'Imagem decorativa').
 */
export async function accessibilityOf(doc: RichDoc, db = getDb()): Promise<AccessibilityFinding[]> {
  const missing = undescribedImages(doc);
  const described = missing.length ? await describedInLibrary(db, missing) : new Set<string>();
  return checkRichText(doc, { isDescribed: (src) => described.has(src) });
}

/**
 * Refuses to save a text with an image that has no description, is not marked decorative and is
 * not described in the library (issue 33); the editor shows the message at the field. The other
 * findings are guidance only. The publication job never calls this: a post scheduled before it
 * still goes live, and /admin/conformidade lists it.
 */
export async function assertImagesDescribed(doc: RichDoc, field = 'content'): Promise<void> {
  if ((await accessibilityOf(doc)).some((finding) => finding.blocking))
    throw new UserError(IMAGE_ALT_REQUIRED, { [field]: IMAGE_ALT_REQUIRED });
}

/**
 * A saved post's answer with its text's accessibility guidance added to its warnings (beside the
 * OAB expressions), so the save's toast says them too; a refusal is left as it is.
 */
export async function withAccessibilityWarnings<T>(
  result: ActionResult<T>,
  input: FormInput,
): Promise<ActionResult<T>> {
  if (!result.ok || typeof input.content !== 'string') return result;
  const findings = await accessibilityOf(safeDoc(parseContent(input.content)));
  if (!findings.length) return result;
  const advice: OabFinding[] = findings.map((finding) => ({
    expression: finding.kind,
    found: '',
    reason: finding.message,
  }));
  return { ...result, warnings: [...(result.warnings ?? []), ...advice] };
}
