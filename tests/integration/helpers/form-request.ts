import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';

// How the public pages' script sends a form (src/enhance/public-form.ts): a same-origin JSON POST.

const ORIGIN = 'http://localhost:3000';

/**
 * The POST of a public form from the visitor at `address`. A file (the fuzzer's hostile value for a
 * text field) cannot travel in JSON: it goes as an empty object, which the schema must refuse too.
 */
export function formRequest(
  path: string,
  fields: Record<string, unknown>,
  { address = '192.0.2.200', headers = {} }: { address?: string; headers?: Record<string, string> } = {},
): Request {
  const body = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value instanceof Blob ? {} : value]),
  );
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      host: new URL(ORIGIN).host,
      [SOCKET_ADDRESS_HEADER]: address,
      ...headers,
    },
    body: JSON.stringify(body),
  });
}
