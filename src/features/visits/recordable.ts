import type { Locale } from '@/lib/shared/locale';
import { hasPathToken } from '@/lib/shared/token-paths';
import { PUBLIC_PAGE_ROUTES } from '@/runtime/public-routes.mjs';

// Which paths a visit may be recorded for: the statistics show how the site's pages are visited,
// never what a client chose to post (/api/visits is open to anyone), nor a page whose address is a
// credential (a booking's or a preview's link: token-paths.ts), kept for ever in the daily figures.
// Recorded: the public pages (src/runtime/public-routes.mjs) but those with a token, a post's
// address only while the post is public (the caller asks the blog), and the sign-in pages.

/** The sign-in and password pages (src/app/(auth)): their route changes are visits too (SPEC §4). */
export const SIGN_IN_PAGES = ['/login', '/login/duas-etapas', '/reset-password'] as const;

/** What each route parameter may be (a tag is a slug; a page, a number). */
const PARAMETERS: Record<string, string> = {
  '[pagina]': '\\d{1,6}',
  '[page]': '\\d{1,6}',
  '[tag]': '[a-z0-9-]{1,200}',
};

/** A post's address in each language: recorded only while the post is public (POST below). */
const POST_ROUTES = ['/blog/[slug]', '/en/blog/[slug]'];

/** The public pages recorded (App Router patterns): every public page but a post's and a token's. */
export const RECORDED_PUBLIC_ROUTES = PUBLIC_PAGE_ROUTES.filter(
  (route) => !POST_ROUTES.includes(route) && !hasPathToken(route),
);

/** A route's segment as a pattern; a parameter this module does not know is a mistake, said at once. */
function segmentPattern(part: string): string {
  if (!/^\[.+\]$/.test(part)) return escape(part);
  const pattern = PARAMETERS[part];
  if (pattern === undefined) throw new Error(`recordable.ts: no pattern for the route parameter ${part}`);
  return pattern;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PAGE = new RegExp(
  `^(?:${[...SIGN_IN_PAGES, ...RECORDED_PUBLIC_ROUTES]
    .map((route) => route.split('/').map(segmentPattern).join('/'))
    .join('|')})$`,
);
const POST = /^(\/en)?\/blog\/([^/]+)$/;

/** A post's address says whether a post visitors may see has it (current or earlier), in its language. */
export type PostAddressCheck = (slug: string, locale: Locale) => Promise<boolean>;

/**
 * Whether a visit of this pathname (valid per visitSchema) is recorded; a post's address only when
 * `isPostAddress` says it is one (without it, never).
 */
export async function isRecordedPath(pathname: string, isPostAddress?: PostAddressCheck): Promise<boolean> {
  // The stored form's rule for slashes (storedPagePath): '/blog/' and '//blog' are '/blog'.
  const path = `/${pathname.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  if (hasPathToken(path)) return false;
  if (PAGE.test(path)) return true;
  const [, english, slug] = POST.exec(path) ?? [];
  if (slug === undefined || !isPostAddress) return false;
  try {
    return await isPostAddress(decodeURIComponent(slug), english ? 'en' : 'pt-BR');
  } catch (error) {
    if (error instanceof URIError) return false;
    throw error;
  }
}
