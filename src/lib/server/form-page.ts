import 'server-only';
import type { ActionResult } from '@/lib/shared/action-result';
import { outcomeFeedback, type FormPlaces } from '@/lib/shared/form-core';
import {
  fillValues,
  placesOf,
  showFeedback,
  showParts,
  type ElementLike,
  type SuccessParts,
} from '@/lib/shared/form-dom';
import { formMessages, resultInFormLanguage } from '@/lib/shared/form-messages';
import { parseElement } from './html-element';
import { log } from '@/lib/server/log';
import { renderPage } from '@/runtime/runtime.mjs';

// The answer to a public form posted without the site's script (docs/forms.md, ADR 0012): the page
// the form was posted from, as every visitor gets it (the server components' markup, through the
// page cache), with the form filled in by the same code as the page's script
// (src/lib/shared/form-dom.ts): the messages at their fields, what was typed kept, or the success.
// Only the form's markup is parsed and written again; the page's scripts get this response's
// nonce. Never cached.

export interface FormPageAnswer {
  /** The page's path and its query (a step's choices, never what was typed). */
  page: string;
  /** The form's `data-enhance` name. */
  form: string;
  /** The form's outcome, as its route would answer the page's script. */
  result: ActionResult<unknown>;
  /** What was typed, put back (a refusal); nothing after a success. */
  values?: Record<string, string>;
  /** What a success shows besides its message. */
  parts?: SuccessParts;
  status: number;
  headers?: Record<string, string>;
  /**
   * This request's script nonce (the launcher's Content-Security-Policy for it, which the answer
   * carries like any response made for one request): the page's scripts are given it.
   */
  nonce?: string;
}

/** The script nonce the launcher put in the request's policy (src/http/security-headers.mjs). */
export const requestNonce = (request: Request) =>
  /'nonce-([A-Za-z0-9+/=]+)'/.exec(request.headers.get('content-security-policy') ?? '')?.[1];

/**
 * The page's scripts with this response's nonce, instead of any they were rendered with (a shared
 * page's scripts are allowed by their hashes, which are not this response's policy).
 */
const withNonce = (html: string, nonce: string) =>
  html.replace(
    /<script\b([^>]*)>/g,
    (_tag, attributes: string) => `<script nonce="${nonce}"${attributes.replace(/\snonce="[^"]*"/, '')}>`,
  );

/**
 * The page as an anonymous visitor gets it, rendered in this process by the HTTP layer (the runtime's
 * renderPage: Next.js behind the page cache and the other steps), never requested over HTTP.
 */
async function readPage(page: string): Promise<{ html: string; policy: string | null }> {
  const response = await renderPage(page, { accept: 'text/html' });
  const type = String(response.headers['content-type'] ?? '');
  if (response.status !== 200 || !type.startsWith('text/html')) {
    throw new Error(`${page} answered ${response.status} ${type}`);
  }
  const policy = response.headers['content-security-policy'];
  return { html: response.body.toString('utf8'), policy: policy === undefined ? null : String(policy) };
}

/** The form's markup in the page: React escapes `>` in attributes, and forms do not nest. */
const formPattern = (form: string) =>
  new RegExp(`<form\\b[^>]*\\sdata-enhance="${form.replace(/[^a-z-]/g, '')}"[^>]*>[\\s\\S]*?</form>`);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** No script on the page: the outcome is said in the form, never in a toast. */
const inPlace = (places: FormPlaces) => ({ ...places, inPlace: true });

/** When the page itself cannot be read: the outcome's message alone, and a way back. */
function plainPage(answer: FormPageAnswer): string {
  const feedback = outcomeFeedback(answer.result, inPlace({ fields: [] }));
  const message = feedback.status ?? feedback.formError ?? '';
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(message)}</title></head><body><main><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(answer.page)}">Voltar</a></p></main></body></html>`;
}

/** Fills the form as the page's script would, and marks where the page opens (autofocus). */
function fill(form: ElementLike, answer: FormPageAnswer) {
  fillValues(form, answer.values ?? {});
  showParts(form, answer.parts);
  // A page in another language says the Portuguese messages in its own (lib/shared/form-messages.ts).
  const result = resultInFormLanguage(formMessages(form), answer.result);
  const feedback = outcomeFeedback(result, inPlace(placesOf(form)));
  showFeedback(form, feedback)?.setAttribute('autofocus', '');
}

/** The page's HTML with its form filled in; everything outside the form is left as it was. */
export function fillFormPage(html: string, answer: FormPageAnswer): string {
  const found = formPattern(answer.form).exec(html);
  if (!found) throw new Error(`no form "${answer.form}" on ${answer.page}`);
  const form = parseElement(found[0]);
  fill(form, answer);
  return html.slice(0, found.index) + form.outerHTML + html.slice(found.index + found[0].length);
}

/** The page that answers a plain post of its form. */
export async function formPageResponse(answer: FormPageAnswer): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...answer.headers,
  };
  let body: string;
  try {
    const { html, policy } = await readPage(answer.page);
    body = fillFormPage(html, answer);
    // The launcher gives this response a policy with a nonce (an answer to one request); without
    // one, the page's own policy (its scripts' hashes still hold: only the form was written again).
    if (answer.nonce) body = withNonce(body, answer.nonce);
    else if (policy) headers['content-security-policy'] = policy;
  } catch (error) {
    log.error({ err: error }, 'could not answer a form post with its page');
    body = plainPage(answer);
  }
  return new Response(body, { status: answer.status, headers });
}
