import crypto from 'node:crypto';

// Reading a page's HTML as the public-page contract sees it (tests/e2e/http/public-page-contract.spec.ts).
// Written apart from src/http/public-pages.mjs on purpose: the test does not trust the code it checks.

export interface Script {
  attributes: string;
  content: string;
  src: string | null;
  type: string | null;
  nonce: string | null;
}

const attribute = (attributes: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(attributes)
    ?.slice(1)
    .find((value) => value !== undefined) ?? null;

/** Every <script> element of the HTML, with what matters about it. */
export function scriptsOf(html: string): Script[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].map(
    ([, attributes = '', content = '']) => ({
      attributes: attributes.trim(),
      content,
      src: attribute(attributes, 'src'),
      type: attribute(attributes, 'type')?.toLowerCase() ?? null,
      nonce: attribute(attributes, 'nonce'),
    }),
  );
}

export const isJsonLd = (script: Script) => script.type === 'application/ld+json' && !script.src;
/** The site's one script (src/enhance, bundled with a hashed name). */
export const isSiteScript = (script: Script) =>
  script.type === 'module' && /^\/_enhance\/site-\w+\.js$/.test(script.src ?? '') && !script.content.trim();
/** A script a browser runs without a src: neither JSON-LD nor another data block. */
export const isRunnableInline = (script: Script) =>
  !script.src && [null, '', 'text/javascript', 'application/javascript', 'module'].includes(script.type);

/** `<link rel="preload" as="script">` and `<link rel="modulepreload">` of the HTML. */
export function scriptPreloadsOf(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => {
      const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
      return rel.includes('modulepreload') || (rel.includes('preload') && attribute(tag, 'as') === 'script');
    });
}

/**
 * React's streaming markers that need one of its inline scripts to show the content: a boundary
 * still waiting (`<!--$?-->`), its placeholder template, or content sent hidden to be moved in.
 */
export function pendingBoundariesOf(html: string): string[] {
  return [...html.matchAll(/<!--\$\?-->|<template id="B:[^"]*"|<div hidden id="S:[^"]*"/g)].map(
    ([marker]) => marker,
  );
}

/** The sources a policy allows for a directive. */
export const sourcesOf = (policy: string, directive: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? [];

export const sha256Source = (text: string) =>
  `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** A script's text as a person would read it (JSON and JavaScript string escapes undone). */
export const unescapeScript = (content: string) =>
  content
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\(["'\\/])/g, '$1')
    .replace(/\\n/g, '\n');

/** X-Page-Cache of an answer the page cache gave: 'hit', or 'stale' while it fetches the page again (ADR 0004). */
export const FROM_PAGE_CACHE = /^(hit|stale)$/;
