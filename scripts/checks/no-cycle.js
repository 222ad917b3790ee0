import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/*
 * An ESLint rule: no circle of imports among the repository's own files, whatever closes it — a
 * value import, an `import type`, a re-export or a dynamic `import()`. It reports an import whose
 * file imports (by any import) the importing file back, following the files on disk through
 * relative paths and the web's `@/` alias (the workspace packages never import what imports
 * them: the layer zones hold that). It replaced import-x/no-cycle, which skipped type-only
 * imports and took half of `npm run lint` (76 s of 151 s of rule time at load 13, 2026-12-07):
 * the graph here is read once per lint run and each check is one walk over it.
 */

const WEB_SRC = resolve(dirname(new URL(import.meta.url).pathname), '../../apps/web/src');
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The file an import names (TypeScript first, as the compiler resolves `.js`), or null for a package or a file not on disk. */
function resolveImport(from, spec) {
  let base;
  if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else if (spec.startsWith('@/')) base = join(WEB_SRC, spec.slice(2));
  else return null;
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  // a JavaScript file of the repository's own (the scripts)
  return /\.m?js$/.test(base) && existsSync(base) ? base : null;
}

const edges = new Map();

/** The repository files a file on disk imports. */
function importsOf(file) {
  let out = edges.get(file);
  if (!out) {
    out = [];
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, m[1] ?? m[2]);
      if (target) out.push(target);
    }
    edges.set(file, out);
  }
  return out;
}

/** Whether `start` leads back to `home` through the files on disk. */
function leadsBack(start, home) {
  const seen = new Set();
  const stack = [start];
  while (stack.length) {
    const file = stack.pop();
    if (file === home) return true;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...importsOf(file));
  }
  return false;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'No circle of imports among the repository\'s files, through any import (value, type, re-export, dynamic).' },
    schema: [],
    messages: { circle: "A circle of imports: '{{spec}}' imports this file back." },
  },
  create(context) {
    const home = resolve(context.filename);
    const check = (node) => {
      const spec = node.source?.type === 'Literal' ? node.source.value : null;
      if (typeof spec !== 'string') return;
      const target = resolveImport(home, spec);
      if (target && target !== home && leadsBack(target, home)) context.report({ node, messageId: 'circle', data: { spec } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
