import { getAuth } from '@/lib/server/auth/auth';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { getEnv } from '@/lib/server/env';
import { asRequestOf, requestHeaders } from '../authorization/request';

// A browser for Better Auth's own request handler (the hooks, plugins and session checks the
// site's actions run through `auth.api`), with its own cookie jar and client address. The site's
// /api/auth route closes these paths (http-paths.ts); the handler itself is what the actions use.

export const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

export class AuthBrowser {
  readonly cookies = new Map<string, string>();
  readonly origin = getEnv().SITE_URL;

  constructor(
    readonly address = '192.0.2.10',
    readonly userAgent = CHROME_ON_LINUX,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** A request to Better Auth's handler; the jar keeps what it sets. */
  async call(path: string, body?: unknown, extraHeaders: Record<string, string> = {}) {
    const headers = new Headers({
      ...extraHeaders,
      origin: this.origin,
      'user-agent': this.userAgent,
      [SOCKET_ADDRESS_HEADER]: this.address,
    });
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    if (body !== undefined) headers.set('content-type', 'application/json');
    const response = await getAuth().handler(
      new Request(`${this.origin}/api/auth${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value.join('=') === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    return { status: response.status, body: json, code: (json?.code as string | undefined) ?? 'ok' };
  }

  signIn(email: string, password = 'senha-forte') {
    return this.call('/sign-in/email', { email, password });
  }

  /** Inside `act`: the request's cookies again, with what the jar got since (a challenge cookie). */
  refreshCookies(): void {
    requestHeaders().set('cookie', this.cookieHeader());
  }

  /** Runs a service or action as a request from this browser (next/headers reads its headers). */
  act<T>(work: () => Promise<T>): Promise<T> {
    return asRequestOf(null, async () => {
      const headers = requestHeaders();
      headers.set('cookie', this.cookieHeader());
      headers.set('origin', this.origin);
      headers.set('user-agent', this.userAgent);
      headers.set(SOCKET_ADDRESS_HEADER, this.address);
      return work();
    });
  }
}
