// Public pages are plain HTML plus one small script (docs/decisions/0008-public-pages-without-react-in-the-browser.md).
// Next.js renders them on the server as usual; this takes out what it adds for React in the browser
// (its runtime's script files, their preloads, and the RSC payload, which repeats the page's content
// as inline scripts) and puts in scripts/enhance.mjs's entry instead. React's own small inline
// scripts stay: they reveal the parts of the page that streamed in (a Suspense boundary's content).
// A page opts in with <meta name="tribuna-page" content="static"> (the public layout's metadata).

export const STATIC_PAGE_MARKER = '<meta name="tribuna-page" content="static"/>';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="(?:preload|modulepreload)")(?=[^>]*\bas="script")[^>]*>/gi;

/** Whether a script is Next.js's: a file of its build, its chunk loader, the RSC payload, or (development) its build id. */
function isNextScript(attributes, content) {
  if (/\bsrc="\/_next\//.test(attributes)) return true;
  return /\bself\.__next_[frs]\b|globalThis\["TURBOPACK"\]/.test(content);
}

/**
 * A page that failed while rendering (notFound() inside it, an error) is left for React to finish in
 * the browser from the RSC payload: Next.js's empty error shell, or a Suspense boundary that failed
 * (`<!--$!-->`, drawn on the client). Such a page keeps its runtime.
 */
const needsReact = (html) => html.includes('id="__next_error__"') || html.includes('<!--$!-->');

/** Whether this HTML is a page that opted in. */
export const isStaticPage = (html) => html.includes(STATIC_PAGE_MARKER);

/**
 * The page without Next.js's browser runtime, with the given module script in the head.
 * @param {string} html
 * @param {string} entry the script's address (e.g. /_enhance/site-HASH.js)
 */
export function toStaticPage(html, entry) {
  const script = `<script type="module" src="${entry}"></script></head>`;
  if (needsReact(html)) return html.replace('</head>', script);
  const stripped = html
    .replace(SCRIPT, (whole, attributes, content) => (isNextScript(attributes, content) ? '' : whole))
    .replace(SCRIPT_PRELOAD, '');
  return stripped.replace('</head>', script);
}
