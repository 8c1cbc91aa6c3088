// @ts-check
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

// Import cycles, the part of `npm run lint` that ESLint's import/no-cycle did (docs/architecture.md
// convention 1). That rule parsed the modules again for every file it linted: six of the lint's
// seven minutes. This reads each module of the TypeScript project once, resolves its imports as the
// compiler does (tsconfig.json's paths included) and finds the cycles among them. As with the rule,
// type-only imports do not count (the build erases them), dynamic `import()` does.

/**
 * Whether an import or re-export brings in values, not only types.
 * @param {ts.ImportDeclaration | ts.ExportDeclaration} node
 */
function importsValues(node) {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return false;
    const clause = node.exportClause;
    return !clause || !ts.isNamedExports(clause) || !clause.elements.every((element) => element.isTypeOnly);
  }
  const clause = node.importClause;
  if (!clause) return true; // import 'module' (for its side effects)
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  return (
    !bindings || !ts.isNamedImports(bindings) || !bindings.elements.every((element) => element.isTypeOnly)
  );
}

/**
 * The module specifiers a file imports values from.
 * @param {ts.SourceFile} source
 */
function valueImports(source) {
  /** @type {string[]} */
  const specifiers = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (importsValues(node)) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/**
 * The groups of the project's modules that import one another in a cycle (paths relative to root).
 * @param {string} root a folder with a tsconfig.json
 * @returns {string[][]}
 */
export function findImportCycles(root = process.cwd()) {
  const configPath = path.join(root, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const project = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const files = project.fileNames.filter(
    (file) => !file.endsWith('.d.ts') && !file.includes('/.next/') && !file.includes('/node_modules/'),
  );
  const modules = new Set(files);
  /** @type {Map<string, string[]>} */
  const imports = new Map();
  for (const file of files) {
    const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest, true);
    const targets = valueImports(source)
      .map((specifier) => ts.resolveModuleName(specifier, file, project.options, ts.sys).resolvedModule)
      .map((resolved) => resolved?.resolvedFileName)
      .filter((target) => target !== undefined && modules.has(target));
    imports.set(file, /** @type {string[]} */ (targets));
  }
  return stronglyConnected(imports)
    .filter((group) => group.length > 1 || imports.get(group[0] ?? '')?.includes(group[0] ?? ''))
    .map((group) => group.map((file) => path.relative(root, file)).sort())
    .sort(([a = ''], [b = '']) => a.localeCompare(b));
}

/**
 * Tarjan's strongly connected components of a directed graph.
 * @param {Map<string, string[]>} graph
 * @returns {string[][]}
 */
function stronglyConnected(graph) {
  /** @type {Map<string, { index: number, low: number }>} */
  const seen = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const groups = [];
  /** @param {string} node */
  const connect = (node) => {
    const mark = { index: seen.size, low: seen.size };
    seen.set(node, mark);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      const known = seen.get(next);
      if (!known) mark.low = Math.min(mark.low, connect(next));
      else if (onStack.has(next)) mark.low = Math.min(mark.low, known.index);
    }
    if (mark.low === mark.index) {
      /** @type {string[]} */
      const group = [];
      let member;
      do {
        member = /** @type {string} */ (stack.pop());
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      groups.push(group);
    }
    return mark.low;
  };
  for (const node of graph.keys()) if (!seen.has(node)) connect(node);
  return groups;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const cycles = findImportCycles(path.resolve(process.argv[2] ?? '.'));
  for (const cycle of cycles) console.error(`import cycle between ${cycle.join(', ')}`);
  if (cycles.length) process.exit(1);
}
