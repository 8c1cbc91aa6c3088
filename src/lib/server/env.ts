import 'server-only';
import path from 'node:path';
import { z } from 'zod';
import { LOCALES, type Locale } from '@/lib/shared/locale';

// Every setting the app reads, validated once. All are optional (see .env.example).

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** A whole number within [min, max], refused with the message that says so. */
const wholeNumberIn = (min: number, max: number, what: string) => {
  const error = `must be a number of ${what} (${min}-${max})`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};
/** A whole number within [min, max], `fallback` when unset. */
const wholeNumber = (min: number, max: number, fallback: number, what: string) =>
  z.preprocess(emptyToUndefined, wholeNumberIn(min, max, what).default(fallback));
const milliseconds = (fallback: number) => wholeNumber(100, 600_000, fallback, 'milliseconds');

const INSECURE_SITE_URL =
  'must be https in production: over http the session cookies are not Secure, so anyone on the network ' +
  'could read a session; set ALLOW_INSECURE_SITE_URL=1 to run on http anyway';

/** Loopback addresses never leave the machine: http is fine there (npm start, the e2e and bench servers). */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** A production server (not its build) whose public address is http on a non-loopback host, not allowed. */
function insecureProductionSiteUrl(env: {
  SITE_URL?: string;
  NODE_ENV?: string;
  NEXT_PHASE?: string;
  ALLOW_INSECURE_SITE_URL: boolean;
}) {
  if (env.NODE_ENV !== 'production' || env.NEXT_PHASE === 'phase-production-build') return false;
  if (!env.SITE_URL || env.ALLOW_INSECURE_SITE_URL) return false;
  const url = new URL(env.SITE_URL);
  return url.protocol === 'http:' && !LOOPBACK.test(url.hostname);
}

const envSchema = z
  .object({
    PORT: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a port number (1-65535)' })
        .int({ error: 'must be a port number (1-65535)' })
        .min(1, { error: 'must be a port number (1-65535)' })
        .max(65535, { error: 'must be a port number (1-65535)' })
        .default(3000),
    ),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: optional(
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }),
    ),
    ADMIN_EMAIL: optional(z.email({ error: 'must be an e-mail address' })),
    ADMIN_PASSWORD: optional(z.string().min(6, { error: 'must have at least 6 characters' })),
    DEMO_CONTENT: z.preprocess(emptyToUndefined, booleanFlag.default(true)),
    SITE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    // The site's languages (ADR 0027): Portuguese always, English unless left out ('pt-BR' alone).
    SITE_LANGUAGES: z.preprocess(
      (value) => (emptyToUndefined(value) as string | undefined)?.split(',').map((part) => part.trim()),
      z
        .array(z.enum(LOCALES, { error: `must list languages among ${LOCALES.join(', ')}` }))
        .refine((list) => list.includes('pt-BR'), { error: 'must include pt-BR' })
        .default([...LOCALES]),
    ),
    BETTER_AUTH_SECRET: optional(z.string().min(32, { error: 'must have at least 32 characters' })),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Tribuna <no-reply@localhost>')),
    // Client alerts (issue 35): messages a minute for the whole site (every instance and worker),
    // and the permanent refusals (5xx) after which an address is suspended.
    MAIL_RATE_PER_MINUTE: wholeNumber(1, 100_000, 60, 'messages a minute'),
    ALERT_SUSPEND_AFTER: wholeNumber(1, 100, 3, 'refusals'),
    // Proxies in front of the server whose X-Forwarded-For is believed (0: use the socket's address).
    TRUST_PROXY: wholeNumber(0, 10, 0, 'proxies'),
    // Staff sessions end after this many hours without use, and this many days after sign-in.
    SESSION_IDLE_HOURS: wholeNumber(1, 168, 12, 'hours'),
    SESSION_MAX_DAYS: wholeNumber(1, 90, 7, 'days'),
    DATABASE_CONNECT_TIMEOUT_MS: milliseconds(5_000),
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(15_000),
    // Tests only: retry a failed notification after this many ms instead of the day-long backoff.
    NOTIFICATION_RETRY_DELAY_MS: optional(
      z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(1),
    ),
    // Uploads: local disk, or an S3-compatible bucket (the S3_* settings, required with STORAGE=s3).
    STORAGE: z.preprocess(
      emptyToUndefined,
      z.enum(['local', 's3'], { error: "must be 'local' or 's3'" }).default('local'),
    ),
    S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    S3_REGION: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[a-z0-9-]+$/, { error: 'must be a region name such as us-east-1' })
        .default('us-east-1'),
    ),
    S3_BUCKET: optional(
      z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        error: 'must be a bucket name (3-63 lowercase letters, digits, dots and hyphens)',
      }),
    ),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, booleanFlag.default(false)),
    S3_PUBLIC_URL: optional(
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
        .transform((url) => url.replace(/\/+$/, '')),
    ),
    // Read by the primary (src/http/primary.mjs, ADR 0025): web workers; unset, one per core.
    WEB_CONCURRENCY: z.preprocess(emptyToUndefined, wholeNumberIn(1, 64, 'web workers').optional()),
    // Read by src/http/start.mjs (src/http/page-cache.mjs, ADR 0004); validated here with the rest.
    PAGE_CACHE: z.preprocess(
      emptyToUndefined,
      z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).default('on'),
    ),
    // Read by the HTTP layer (src/http/operations.mjs, src/runtime/log.mjs); validated here with the rest.
    // /metrics answers only with `Authorization: Bearer METRICS_TOKEN`; unset, it does not exist.
    METRICS_TOKEN: optional(z.string().min(16, { error: 'must have at least 16 characters' })),
    LOG_LEVEL: z.preprocess(
      (value) => (typeof value === 'string' ? emptyToUndefined(value.toLowerCase()) : value),
      z
        .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
          error: 'must be one of fatal, error, warn, info, debug, trace, silent',
        })
        .default('info'),
    ),
    // Lets a production server run on an http SITE_URL (session cookies are then not Secure).
    ALLOW_INSECURE_SITE_URL: z.preprocess(emptyToUndefined, booleanFlag.default(false)),
    NODE_ENV: optional(z.string()),
    NEXT_PHASE: optional(z.string()),
  })
  .superRefine((env, ctx) => {
    if (insecureProductionSiteUrl(env)) {
      ctx.addIssue({ code: 'custom', path: ['SITE_URL'], message: INSECURE_SITE_URL });
    }
    if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_EMAIL'], message: 'is required with ADMIN_PASSWORD' });
    }
    if (env.STORAGE === 's3') {
      for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required with STORAGE=s3' });
      }
    }
  });

export type Env = z.infer<typeof envSchema> & { SITE_URL: string; DATA_DIR: string };

export class EnvError extends Error {}

/** Parses an environment (default: process.env); throws EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return {
    ...env,
    DATA_DIR: path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.DATA_DIR),
    SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  };
}

let cached: Env | undefined;

/** The validated process environment, parsed once. */
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}

/** Whether the site has this language (SITE_LANGUAGES). */
export const siteHasLanguage = (locale: Locale) => getEnv().SITE_LANGUAGES.includes(locale);
