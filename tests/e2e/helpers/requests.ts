import type { Page, Request, Route } from '@playwright/test';

// The one way the specs make a server answer late or fail: route interception in the browser.
// A held request waits for the test to release it (no timer), so a busy state ('Salvando...',
// 'Enviando...', 'Entrando...') is seen for as long as the test needs, and then the request
// goes on unchanged.

/** A server action call: a POST carrying Next.js's `Next-Action` header. */
export const isServerAction = (request: Request) =>
  request.method() === 'POST' && request.headers()['next-action'] !== undefined;

/** A public form sent by the public pages' script (src/enhance/public-form.ts): POST /api/contact or /api/consultation. */
export const isPublicFormPost = (request: Request) =>
  request.method() === 'POST' && /^\/api\/(contact|consultation)$/.test(new URL(request.url()).pathname);

export interface Hold {
  /** Lets the held requests (and any later ones) go on, and stops holding. */
  release(): Promise<void>;
}

/** Holds the page's requests that `matches` until `release()`. */
export async function holdRequests(page: Page, matches: (request: Request) => boolean): Promise<Hold> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const handler = async (route: Route) => {
    if (matches(route.request())) await gate;
    await route.fallback();
  };
  await page.route('**/*', handler);
  return {
    async release() {
      open();
      await page.unroute('**/*', handler);
    },
  };
}

/** Holds the page's server action calls until `release()`, so their busy state can be seen. */
export const holdServerActions = (page: Page) => holdRequests(page, isServerAction);

/**
 * Makes the page's server action calls (or the requests that `matches`) fail as if the server were
 * down. The browser logs the 500s this makes, so the test allows them (see `allowConsoleErrors` in
 * fixtures.ts).
 */
export async function failServerActions(
  page: Page,
  allowConsoleErrors: (pattern: RegExp, reason: string) => void,
  matches: (request: Request) => boolean = isServerAction,
) {
  // The browser logs the 500, and the app may log the failed call it reports to the user.
  allowConsoleErrors(
    /status of 500|An unexpected response was received from the server/,
    'the test makes the server action fail on purpose',
  );
  await page.route('**/*', async (route) => {
    if (matches(route.request())) await route.fulfill({ status: 500, body: 'Internal Server Error' });
    else await route.fallback();
  });
}
