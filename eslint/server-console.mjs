// Server code logs one way: `log` from '@/lib/server/log' (pino, JSON lines with the request's id,
// docs/operations.md), never console.*. A 'use client' module runs in the browser and keeps console.

function isClientModule(program) {
  const first = program.body[0];
  return first?.type === 'ExpressionStatement' && first.directive === 'use client';
}

const noConsole = {
  meta: {
    type: 'problem',
    docs: { description: "forbid console.* in server code (outside 'use client' modules)" },
    messages: { console: "Log with `log` from '@/lib/server/log', not console.{{method}}, in server code." },
    schema: [],
  },
  create(context) {
    let client = false;
    return {
      Program(program) {
        client = isClientModule(program);
      },
      MemberExpression(node) {
        if (client || node.object.type !== 'Identifier' || node.object.name !== 'console') return;
        const method = node.property.type === 'Identifier' ? node.property.name : '*';
        context.report({ node, messageId: 'console', data: { method } });
      },
    };
  },
};

export const serverConsole = { rules: { 'no-console': noConsole } };
