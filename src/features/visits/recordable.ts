import { hasPathToken } from '@/lib/shared/token-paths';

// Which paths a visit may be recorded for: the statistics show how the site's pages are visited,
// never what a client chose to post (/api/visits is open to anyone), nor a page whose address is a
// credential (a booking's or a preview's link: token-paths.ts), kept for ever in the daily figures.
// Recorded: the public pages (src/http/public-pages.mjs PUBLIC_PAGE_ROUTES) but those with a token,
// a post's address only while the post is public (the caller asks the blog), and the sign-in
// pages. tests/integration/visits/visits.test.ts checks this list against PUBLIC_PAGE_ROUTES.

/** The sign-in and password pages (src/app/(auth)): their route changes are visits too (SPEC §4). */
export const SIGN_IN_PAGES = ['/login', '/login/duas-etapas', '/reset-password'] as const;

/** The public pages recorded (App Router patterns), a post's address (`/blog/[slug]`) aside. */
export const RECORDED_PUBLIC_ROUTES = [
  '/',
  '/apresentacao',
  '/servicos',
  '/advocacia-empresarial',
  '/advocacia-tributaria',
  '/recuperacao-judicial',
  '/direito-sucessoes',
  '/direito-imobiliario',
  '/direito-consumidor',
  '/blog',
  '/blog/busca',
  '/blog/pagina/[pagina]',
  '/blog/tag/[tag]',
  '/blog/tag/[tag]/pagina/[pagina]',
  '/contratar-servicos',
  '/contato',
  '/consultation-request',
  '/agendar-consulta',
  '/privacidade',
] as const;

/** What each route parameter may be (a tag is a slug; a page, a number). */
const PARAMETERS: Record<string, string> = {
  '[pagina]': '\\d{1,6}',
  '[tag]': '[a-z0-9-]{1,200}',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PAGE = new RegExp(
  `^(?:${[...SIGN_IN_PAGES, ...RECORDED_PUBLIC_ROUTES]
    .map((route) =>
      route
        .split('/')
        .map((part) => PARAMETERS[part] ?? escape(part))
        .join('/'),
    )
    .join('|')})$`,
);
const POST = /^\/blog\/([^/]+)$/;

/** A post's address says whether a post visitors may see has it (current or earlier). */
export type PostAddressCheck = (slug: string) => Promise<boolean>;

/**
 * Whether a visit of this pathname (valid per visitSchema) is recorded; a post's address only when
 * `isPostAddress` says it is one (without it, never).
 */
export async function isRecordedPath(pathname: string, isPostAddress?: PostAddressCheck): Promise<boolean> {
  // The stored form's rule for slashes (storedPagePath): '/blog/' and '//blog' are '/blog'.
  const path = `/${pathname.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  if (hasPathToken(path)) return false;
  if (PAGE.test(path)) return true;
  const slug = POST.exec(path)?.[1];
  if (slug === undefined || !isPostAddress) return false;
  try {
    return await isPostAddress(decodeURIComponent(slug));
  } catch (error) {
    if (error instanceof URIError) return false;
    throw error;
  }
}
