import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoTextFiles, ROOT } from './repo-files.js';

/**
 * docs/ARCHITECTURE.md is a map of at most 150 lines: every file or folder it names in backticks exists, every
 * function it names (`module.function`, `function()`) is a word of the code, and every server module has the
 * README.md the map sends the reader to.
 */
const MAP = 'docs/ARCHITECTURE.md';
/** A map a person reads at one sitting; a module's detail goes to its README.md. */
const MAP_MAX_LINES = 150;

/** The backticked spans of a Markdown text, code blocks left out. */
export function backticked(text: string): string[] {
  return [...text.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());
}

/** A span that names a file or folder of the repository (a path with a slash or a file name with an extension). */
export function pathLike(span: string): string | null {
  if (/\s|^\/|^https?:|[*<>{}…|=?&@,]|^\.+$/.test(span)) return null;
  const path = span.replace(/:\d+(-\d+)?$/, '').replace(/\/$/, '');
  if (path.includes('/')) return /^[\w.-]+(\/[\w.[\]-]+)+$/.test(path) ? path : null;
  return /^[\w-]+(\.[\w-]+)*\.(ts|tsx|js|mjs|cjs|json|md|sh|css|html|yml|yaml)$/.test(path) ? path : null;
}

/** A span that names a function: `a.b` or `a.b(…)` or `f(…)`; answers the function's own name. */
export function functionLike(span: string): string | null {
  const m = /^(?:[A-Za-z_$][\w$]*\.)*([A-Za-z_$][\w$]*)(\([^)]*\))?$/.exec(span);
  if (!m) return null;
  const dotted = span.replace(/\(.*$/, '').includes('.');
  if (!dotted && !m[2]) return null;
  // file names (`x.ts`) are paths, not functions
  if (pathLike(span)) return null;
  return m[1]!;
}

describe('the architecture map names what exists', () => {
  const files = repoTextFiles();
  const paths = files.map((f) => f.path);
  const folders = new Set(paths.flatMap((p) => p.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
  const code = files
    .filter((f) => /\.(ts|tsx|js|mjs)$/.test(f.path) && !f.path.startsWith('scripts/checks/'))
    .map((f) => f.text)
    .join('\n');
  const folderNames = new Set([...folders].map((d) => d.split('/').pop()!));
  const found = (path: string) =>
    paths.some((p) => p === path || p.endsWith(`/${path}`)) || folders.has(path) || [...folders].some((d) => d.endsWith(`/${path}`));
  /**
   * Whether a named path exists: from the root or as the tail of a path (`modules/sheets/…`),
   * a package's source by its short name (`contracts/rules/…`). Only paths that start in a folder
   * of the repository are files of it (not `DATA_DIR/media`, an API path, a lint rule), and build
   * output (`dist/`) is not kept in it.
   */
  const exists = (path: string) => {
    const [first, ...rest] = path.split('/');
    if (!path.includes('/') ? false : !folderNames.has(first!) || path.split('/').includes('dist')) return true;
    return found(path) || found(`packages/${first}/src/${rest.join('/')}`);
  };

  it('reads spans as paths and functions', () => {
    expect(pathLike('modules/sheets/sheet-layout.ts')).toBe('modules/sheets/sheet-layout.ts');
    expect(pathLike('modules/demo/')).toBe('modules/demo');
    expect(pathLike('/api/contests/tyList')).toBeNull();
    expect(pathLike('server.ts')).toBe('server.ts');
    expect(functionLike('service.selectionPage')).toBe('selectionPage');
    expect(functionLike('buildApp()')).toBe('buildApp');
    expect(functionLike('tyList')).toBeNull();
    expect(functionLike('server.ts')).toBeNull();
  });

  it(`is at most ${MAP_MAX_LINES} lines`, () => {
    const lines = readFileSync(ROOT + MAP, 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(MAP_MAX_LINES);
  });

  it('every file or folder it names exists', () => {
    const text = readFileSync(ROOT + MAP, 'utf8');
    const missing = backticked(text)
      .map(pathLike)
      .filter((p): p is string => p !== null && !exists(p));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('every server module has its README.md, and the map names it', () => {
    const text = readFileSync(ROOT + MAP, 'utf8');
    const modules = [...new Set(paths.filter((p) => p.startsWith('apps/server/src/modules/')).map((p) => p.split('/')[4]!))];
    expect(modules.length).toBeGreaterThan(10);
    expect(modules.filter((m) => !paths.includes(`apps/server/src/modules/${m}/README.md`))).toEqual([]);
    expect(modules.filter((m) => !text.includes(`\`modules/${m}/README.md\``))).toEqual([]);
  });

  it('every function it names is in the code', () => {
    const text = readFileSync(ROOT + MAP, 'utf8');
    const missing = backticked(text)
      .map(functionLike)
      .filter((f): f is string => f !== null && !new RegExp(`\\b${f.replace(/\$/g, '\\$')}\\b`).test(code));
    expect([...new Set(missing)]).toEqual([]);
  });
});
