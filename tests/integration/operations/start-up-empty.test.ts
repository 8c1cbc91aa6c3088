import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { administrators, blogPosts, siteSettings, testimonials } from '@/db/schema';
import { getDb } from '@/lib/server/db/client';
import { startUp } from '@/startup/start-up';

it('with DEMO_CONTENT=false starts empty, with empty firm details and a generated super_admin', async () => {
  process.env.DEMO_CONTENT = 'false';
  delete process.env.ADMIN_EMAIL;
  delete process.env.ADMIN_PASSWORD;
  // The banner is written to stdout as it is, not as a log line (start-up.ts).
  const printed: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    printed.push(String(chunk));
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write;
  try {
    await (await startUp()).stop(); // the notification worker
  } finally {
    process.stdout.write = write;
  }
  const db = getDb();
  expect((await db.select({ n: count() }).from(blogPosts))[0]!.n).toBe(0);
  expect((await db.select({ n: count() }).from(testimonials))[0]!.n).toBe(0);
  // No made-up details: every field of the settings row is empty until the admin fills it in.
  const settings = await db.select().from(siteSettings);
  expect(settings).toHaveLength(1);
  expect(settings[0]).toMatchObject({
    firmName: '',
    phone: '',
    whatsappNumber: '',
    email: '',
    notificationEmails: [],
    address: '',
    cnpj: '',
    oabRegistration: '',
    dpoName: '',
    dpoEmail: '',
  });
  expect(
    await db.select({ email: administrators.email, type: administrators.userType }).from(administrators),
  ).toEqual([{ email: 'admin@tribuna.local', type: 'super_admin' }]);
  // The generated password is printed once, clearly.
  expect(printed.join('\n')).toMatch(/password: \S{16}/);
});
