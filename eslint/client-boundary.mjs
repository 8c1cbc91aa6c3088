// A client component ('use client') runs in the browser: it must not import server-only code.
// `import type` is erased at build time and stays allowed. Server-only modules also import
// 'server-only', so a transitive import still fails the build; this rule says it at the import.

const SERVER_ONLY = [/^@\/lib\/server(\/|$)/, /^@\/db(\/|$)/, /^@\/server(\/|$)/, /^server-only$/, /^node:/];

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

// Every module under lib/server says so: imported into a browser bundle, 'server-only' fails the build.
const serverOnlyMarker = {
  meta: {
    type: 'problem',
    docs: { description: "require `import 'server-only'` in server-side lib modules" },
    messages: { missing: "A lib/server module must `import 'server-only';`." },
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

export const clientBoundary = {
  rules: { 'no-server-import': noServerImport, 'server-only-marker': serverOnlyMarker },
};
