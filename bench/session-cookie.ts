import { closeDb } from '@/lib/server/db/client';
import { startEmbeddedPostgres } from '@/lib/server/db/embedded';
import { forgetPerProcess } from '@/runtime/runtime.mjs';

// A signed-in staff member's cookie for a benchmark: Better Auth's sign-in, made in this process with
// the running server's secret and its (embedded) database, as the site's sign-in form does on the
// server, whatever its HTTP API allows. Run as a command it prints the Cookie header:
//   tsx --conditions=react-server bench/session-cookie.ts DATA_DIR URL EMAIL PASSWORD (secret: BETTER_AUTH_SECRET)

export async function sessionCookie(
  dataDir: string,
  url: string,
  account: { email: string; password: string },
  secret: string,
): Promise<string> {
  const cluster = await startEmbeddedPostgres({ dataDir, mode: 'attach' });
  // A fresh database client and Better Auth for this server's cluster.
  await closeDb();
  forgetPerProcess('auth');
  process.env.DATABASE_URL = cluster.url;
  process.env.BETTER_AUTH_SECRET = secret;
  process.env.BETTER_AUTH_URL = url;
  const { getAuth } = await import('@/lib/server/auth/auth');
  const { headers } = await getAuth().api.signInEmail({ body: account, returnHeaders: true });
  return headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

if (process.argv[1]?.endsWith('session-cookie.ts')) {
  const [dataDir, url, email, password] = process.argv.slice(2);
  const cookie = await sessionCookie(
    dataDir!,
    url!,
    { email: email!, password: password! },
    process.env.BETTER_AUTH_SECRET!,
  );
  await closeDb();
  process.stdout.write(`${cookie}\n`);
  process.exit(0);
}
