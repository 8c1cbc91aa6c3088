import 'server-only';
import { cookies } from 'next/headers';
import { getEnv } from '@/lib/server/env';
import { requestFilterSchema } from './schema';

// The inbox's search term, kept out of every URL (schema.ts): an httpOnly, same-site cookie of the
// inbox's own path, for the browser's session. Pages, paging links and the CSV export read it when
// their address says `busca=1`.

export const INBOX_SEARCH_COOKIE = 'tribuna_inbox_search';
const PATH = '/admin/solicitacoes';

/** The stored term from a Cookie header, if it is a valid one. */
export function inboxSearchOf(cookieHeader: string | null): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== INBOX_SEARCH_COOKIE) continue;
    try {
      return requestFilterSchema.shape.q.parse(decodeURIComponent(value.join('='))) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Keeps the term for the next pages (or forgets it); outside a request (tests) there is no browser. */
export async function rememberInboxSearch(term: string | undefined): Promise<void> {
  let jar: Awaited<ReturnType<typeof cookies>>;
  try {
    jar = await cookies();
  } catch {
    return;
  }
  const secure = getEnv().SITE_URL.startsWith('https://');
  if (!term)
    jar.set(INBOX_SEARCH_COOKIE, '', { path: PATH, maxAge: 0, httpOnly: true, sameSite: 'strict', secure });
  else
    jar.set(INBOX_SEARCH_COOKIE, term, {
      path: PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure,
    });
}
