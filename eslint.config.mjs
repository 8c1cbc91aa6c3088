import { existsSync, readdirSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { clientBoundary } from './eslint/client-boundary.mjs';
import { serverConsole } from './eslint/server-console.mjs';
import { tableOwners } from './eslint/table-owners.mjs';

// Imports flow one way: db, lib and components -> features -> app and startup
// (docs/architecture.md). A feature does not import another feature's internals, only its exports.ts;
// the app composes them.
// Import cycles are found by eslint/import-cycles.mjs (npm run lint), not import/no-cycle.
const features = readdirSync('./src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The app's code: what Next.js bundles (src/http and src/runtime stand apart from it). */
const APP_FOLDERS = [
  './src/app',
  './src/features',
  './src/components',
  './src/lib',
  './src/db',
  './src/enhance',
  './src/startup',
];

const zones = [
  {
    target: './src/db',
    from: ['./src/lib', './src/components', './src/features', './src/app', './src/startup'],
  },
  { target: './src/lib', from: ['./src/components', './src/features', './src/app', './src/startup'] },
  // Browser-safe lib code never reaches into the server side.
  { target: './src/lib/shared', from: './src/lib/server' },
  // So is a feature's shared/ folder (e.g. booking's slots and time zones): not its server/ side.
  ...features.map((feature) => ({
    target: `./src/features/${feature}/shared`,
    from: ['./src/lib/server', `./src/features/${feature}/server`],
  })),
  { target: './src/components', from: ['./src/features', './src/app', './src/startup'] },
  { target: './src/features', from: ['./src/app', './src/startup'] },
  // The HTTP layer runs in plain Node in front of Next.js: it imports nothing of the app, and the app
  // nothing of it. What both need (the per-process state, the logger, the framework's seams) is in
  // src/runtime, which imports neither (ADR 0023).
  {
    target: './src/runtime',
    from: ['./src/http', ...APP_FOLDERS],
  },
  {
    target: './src/http',
    from: APP_FOLDERS,
  },
  {
    target: [...APP_FOLDERS, './src/proxy.ts', './src/instrumentation.ts', './src/instrumentation-client.ts'],
    from: './src/http',
  },
  // The browser's code never reaches the per-process state (lib/server, start-up and the proxy do).
  { target: ['./src/lib/shared', './src/components', './src/enhance'], from: './src/runtime' },
  // A content type's declaration (docs/admin-kit.md) is data that src/lib and the browser read: it
  // imports src/db, src/lib/shared and its own feature's schema.ts, nothing else. The registry
  // (src/content-types.ts) imports the declarations and nothing else of the features, so src/lib may
  // read it without depending on any feature's code.
  ...features.flatMap((feature) => [
    {
      target: `./src/features/${feature}/content-type.ts`,
      from: ['./src/lib/server', './src/components', './src/app', './src/startup', './src/runtime'],
    },
    {
      target: `./src/features/${feature}/content-type.ts`,
      from: './src/features',
      except: [`./${feature}/schema.ts`],
    },
  ]),
  {
    target: './src/content-types.ts',
    from: ['./src/lib/server', './src/components', './src/app', './src/startup', './src/runtime'],
  },
  {
    target: './src/content-types.ts',
    from: './src/features',
    except: features.map((feature) => `./${feature}/content-type.ts`),
  },
  // A feature reaches another only through the exports.ts that one keeps (what it offers the rest).
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [
      `./${feature}`,
      ...features
        .filter((other) => other !== feature && existsSync(`./src/features/${other}/exports.ts`))
        .map((other) => `./${other}/exports.ts`),
    ],
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
    // The public pages' script: browser-safe imports only (lib/shared, enhance modules, a feature's
    // schema.ts, outcome.ts and shared/).
    files: ['src/enhance/**/*.ts', 'src/components/**/*.enhance.ts'],
    plugins: { 'client-boundary': clientBoundary },
    rules: { 'client-boundary/enhance-imports': 'error' },
  },
  {
    files: ['src/lib/server/**/*.ts', 'src/features/*/server/**/*.ts'],
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
    // A feature owns its tables (the booking's, the firm's settings): others read them through the
    // owner's exports.ts (getFirmSettings, bookingRequests…), never from src/db or by name in SQL
    // (eslint/table-owners.mjs lists the owners and the exempt modules).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'table-owners': tableOwners },
    rules: { 'table-owners/no-foreign-tables': 'error' },
  },
  {
    // One way to log on the server: `log` from '@/lib/server/log', no console.* (the browser's code,
    // 'use client' modules and the public pages' script, keeps console; the CLIs in scripts/ print).
    files: [
      'src/app/**/*.{ts,tsx}',
      'src/features/**/*.{ts,tsx}',
      'src/components/**/*.{ts,tsx}',
      'src/lib/server/**/*.ts',
      'src/startup/**/*.ts',
      'src/db/**/*.ts',
      'src/proxy.ts',
      'src/instrumentation.ts',
    ],
    ignores: ['src/**/*.enhance.ts'],
    plugins: { 'server-console': serverConsole },
    rules: { 'server-console/no-console': 'error' },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
]);
