import { readdirSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { clientBoundary } from './eslint/client-boundary.mjs';

// Imports flow one way: db, lib and components -> features -> app and startup
// (docs/architecture.md). A feature does not import another feature; the app composes them.
// Import cycles are found by eslint/import-cycles.mjs (npm run lint), not import/no-cycle.
const features = readdirSync('./src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = [
  {
    target: './src/db',
    from: ['./src/lib', './src/components', './src/features', './src/app', './src/startup'],
  },
  { target: './src/lib', from: ['./src/components', './src/features', './src/app', './src/startup'] },
  // Browser-safe lib code never reaches into the server side.
  { target: './src/lib/shared', from: './src/lib/server' },
  { target: './src/components', from: ['./src/features', './src/app', './src/startup'] },
  { target: './src/features', from: ['./src/app', './src/startup'] },
  // The HTTP layer runs in plain Node in front of Next.js: it imports nothing of the app. The app
  // reaches it only through its bridge (src/http/bridge.mjs): start-up, and lib/server (cache
  // invalidation; the logger, the request id and the counts for /metrics; metrics.mjs's types).
  {
    target: './src/http',
    from: [
      './src/app',
      './src/features',
      './src/components',
      './src/lib',
      './src/db',
      './src/enhance',
      './src/startup',
    ],
  },
  {
    target: [
      './src/app',
      './src/features',
      './src/components',
      './src/lib/shared',
      './src/db',
      './src/enhance',
    ],
    from: './src/http',
  },
  { target: './src/lib/server', from: './src/http', except: ['./bridge.mjs', './metrics.mjs'] },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
  })),
];

// A role's name compared in code (`actor.role === 'super_admin'`): see the rule's block below.
const ROLE_NAME = '/^(super_admin|admin|user)$/';
const ROLE_COMPARISON =
  "Don't compare a role's name outside src/lib/shared/auth/permissions.ts: ask can(actor, permission), " +
  'or read a decision the owning service made (ADR 0009).';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', 'node_modules/**', 'data/**', '.test-data/**', 'drizzle/**', 'next-env.d.ts']),
  {
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Browser code ('use client') never imports the server side: lib/server, db, startup, node:*.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'client-boundary': clientBoundary },
    rules: { 'client-boundary/no-server-import': 'error' },
  },
  {
    // The public pages' script: browser-safe imports only (lib/shared, enhance modules, schema.ts).
    files: ['src/enhance/**/*.ts', 'src/components/**/*.enhance.ts'],
    plugins: { 'client-boundary': clientBoundary },
    rules: { 'client-boundary/enhance-imports': 'error' },
  },
  {
    files: ['src/lib/server/**/*.ts'],
    plugins: { 'client-boundary': clientBoundary },
    rules: { 'client-boundary/server-only-marker': 'error' },
  },
  {
    // The public site links with plain <a>: a full page from the in-memory page cache, without
    // next/link's code and prefetch requests on a phone (issue 13).
    files: ['src/app/(site)/**', 'src/components/site/**', 'src/features/*/components/**'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // Who may do what is read from the permissions table (ADR 0009): outside it no code compares a
    // role's name; it asks `can(actor, permission)` or reads a decision its service made. Role names
    // stay where they are data (the schema's enum, the labels, the start-up's first account).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/shared/auth/permissions.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `BinaryExpression[operator=/^[!=]==?$/] > Literal[value=${ROLE_NAME}]`,
          message: ROLE_COMPARISON,
        },
        { selector: `SwitchCase > Literal.test[value=${ROLE_NAME}]`, message: ROLE_COMPARISON },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
]);
