import path from 'node:path';

// A client component ('use client') runs in the browser: it must not import server-only code.
// `import type` is erased at build time and stays allowed. Server-only modules also import
// 'server-only', so a transitive import still fails the build; this rule says it at the import.

const SERVER_ONLY = [
  /^@\/lib\/server(\/|$)/,
  /^@\/features\/[^/]+\/server(\/|$)/,
  /^@\/db(\/|$)/,
  /^@\/startup(\/|$)/,
  /^server-only$/,
  /^node:/,
];

function isClientModule(program) {
  const first = program.body[0];
  return first?.type === 'ExpressionStatement' && first.directive === 'use client';
}

const noServerImport = {
  meta: {
    type: 'problem',
    docs: { description: "forbid server-only imports in 'use client' modules" },
    messages: {
      serverImport: "'{{source}}' is server-only and cannot be imported by a 'use client' module.",
    },
    schema: [],
  },
  create(context) {
    let client = false;
    const check = (node, source, typeOnly) => {
      if (!client || typeOnly || typeof source !== 'string') return;
      if (SERVER_ONLY.some((pattern) => pattern.test(source))) {
        context.report({ node, messageId: 'serverImport', data: { source } });
      }
    };
    return {
      Program(program) {
        client = isClientModule(program);
      },
      ImportDeclaration(node) {
        const typeOnly =
          node.importKind === 'type' ||
          (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
        check(node, node.source.value, typeOnly);
      },
      ImportExpression(node) {
        check(node, node.source.value, false);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value, node.exportKind === 'type');
      },
    };
  },
};

// Every module under lib/server (and a feature's server/) says so: imported into a browser bundle,
// 'server-only' fails the build.
const serverOnlyMarker = {
  meta: {
    type: 'problem',
    docs: { description: "require `import 'server-only'` in server-side lib modules" },
    messages: {
      missing: "A server-side module (lib/server, a feature's server/) must `import 'server-only';`.",
    },
    schema: [],
  },
  create(context) {
    return {
      Program(program) {
        const marked = program.body.some(
          (node) => node.type === 'ImportDeclaration' && node.source.value === 'server-only',
        );
        if (!marked) context.report({ node: program, messageId: 'missing' });
      },
    };
  },
};

// The public pages' script (src/enhance and every *.enhance.ts beside its component) runs in the
// browser without React: it may import only browser-safe code. Allowed: lib/shared, other enhance
// modules, the features' schema.ts and outcome.ts files (a form's checks, and what its success
// shows: plain data, no zod up front) and their shared/ folders (browser-safe like lib/shared).
// Anything else (lib/server, db,
// node:*, React, Next.js, any package) is refused, `import type` included.
const ENHANCE_ALLOWED = [
  /^src\/lib\/shared\//,
  /^src\/enhance\//,
  /^src\/components\/.+\.enhance(\.ts)?$/,
  /^src\/features\/[^/]+\/(schema|outcome)(\.ts)?$/,
  /^src\/features\/[^/]+\/shared\//,
];

/** The import's path from the project root (`@/` is src/), or null for a package. */
function projectPath(source, filename, cwd) {
  if (source.startsWith('@/')) return `src/${source.slice(2)}`;
  if (!source.startsWith('.')) return null;
  return path
    .relative(cwd, path.resolve(path.dirname(filename), source))
    .split(path.sep)
    .join('/');
}

const enhanceImports = {
  meta: {
    type: 'problem',
    docs: { description: "the public pages' script imports only browser-safe modules" },
    messages: {
      notAllowed:
        "'{{source}}' cannot be imported by the public pages' script: only lib/shared, other enhance modules and features' schema.ts, outcome.ts or shared/.",
    },
    schema: [],
  },
  create(context) {
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = projectPath(source, context.filename, context.cwd);
      if (target && ENHANCE_ALLOWED.some((pattern) => pattern.test(target))) return;
      context.report({ node, messageId: 'notAllowed', data: { source } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

export const clientBoundary = {
  rules: {
    'no-server-import': noServerImport,
    'server-only-marker': serverOnlyMarker,
    'enhance-imports': enhanceImports,
  },
};
