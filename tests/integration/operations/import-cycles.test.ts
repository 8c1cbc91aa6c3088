import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findImportCycles } from '../../../eslint/import-cycles.mjs';

// `npm run lint`'s import-cycle check (eslint/import-cycles.mjs) on a small project of its own.

const root = mkdtempSync(path.join(os.tmpdir(), 'tribuna-cycles-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function project(files: Record<string, string>) {
  rmSync(root, { recursive: true, force: true });
  for (const [name, text] of Object.entries({
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        module: 'esnext',
        moduleResolution: 'bundler',
        allowJs: true,
        paths: { '@/*': ['./src/*'] },
      },
      include: ['**/*.ts', '**/*.tsx', 'src/**/*.mjs'],
    }),
    ...files,
  })) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return findImportCycles(root);
}

describe('import cycles', () => {
  it('names the modules of each cycle, through the @/ alias, relative paths, re-exports and import()', () => {
    expect(
      project({
        'src/a.ts': "import { b } from '@/b';\nexport const a = () => b;",
        'src/b.ts': "export { a as b } from './a';",
        'src/c.tsx': "export const c = () => import('./d.mjs');",
        'src/d.mjs': "import { c } from '@/c';\nexport const d = c;",
        'src/e.ts': "import { a } from './a';\nexport const e = a;",
      }),
    ).toEqual([
      ['src/a.ts', 'src/b.ts'],
      ['src/c.tsx', 'src/d.mjs'],
    ]);
  });

  it('leaves out type-only imports, which the build erases', () => {
    expect(
      project({
        'src/a.ts': "import type { B } from './b';\nexport interface A { b?: B }",
        'src/b.ts':
          "import { type A } from './a';\nexport type { A } from './a';\nexport interface B { a?: A }",
      }),
    ).toEqual([]);
  });
});
