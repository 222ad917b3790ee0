import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/*
 * An ESLint rule: no circle of imports through an `import type`. import-x/no-cycle follows only
 * imports that stay at run time and skips type-only ones, so a circle closed by a type import
 * (a back end importing the interface from the file that opens it) passes it. This rule reports
 * a type-only import whose file imports (by any import, type or value) the importing file back.
 * It follows the repository's own files: relative paths and the web's `@/` alias.
 */

const WEB_SRC = resolve(dirname(new URL(import.meta.url).pathname), '../../apps/web/src');
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The file an import names, or null for a package or a file not on disk. */
function resolveImport(from, spec) {
  let base;
  if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else if (spec.startsWith('@/')) base = join(WEB_SRC, spec.slice(2));
  else return null;
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
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

const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

export default {
  meta: {
    type: 'problem',
    docs: { description: 'No circle of imports closed by a type-only import (import-x/no-cycle skips those).' },
    schema: [],
    messages: { circle: "A circle of imports through this type import: '{{spec}}' imports this file back." },
  },
  create(context) {
    const home = resolve(context.filename);
    const check = (node) => {
      if (!node.source || !typeOnly(node)) return;
      const target = resolveImport(home, node.source.value);
      if (target && target !== home && leadsBack(target, home)) context.report({ node, messageId: 'circle', data: { spec: node.source.value } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
