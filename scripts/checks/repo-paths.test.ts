import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoTextFiles } from './repo-files.js';

/**
 * No file cites a document outside the repository: the domain rules are `docs/DOMAIN.md`, and a
 * relative path never climbs above the checkout. The one folder beside the checkout that tests
 * may read are the test data: the real photometric files (`shared/photometry`) and the GLDF
 * schema and test containers (`shared/gldf`), third-party files under their own licences, which
 * the repository does not carry; CI lays them beside the clone.
 */
const OUTSIDE_ALLOWED = ['shared/photometry', 'shared/gldf'];

interface Finding {
  file: string;
  line: number;
  text: string;
}

/** Every relative path of a line that resolves above the repository root, as "outside/…". */
export function outsidePaths(file: string, line: string): string[] {
  const found: string[] = [];
  const dir = posix.dirname(file);
  for (const m of line.matchAll(/(?:<repo>\/)?(?:\.\.\/)+[\w.@-]+(?:\/[\w.@-]+)?/g)) {
    const token = m[0];
    if (line.startsWith('/*', m.index + token.length)) continue; // an import pattern (lint), not a path
    const from = token.startsWith('<repo>/') ? '.' : dir;
    const resolved = posix.normalize(posix.join(from, token.replace(/^<repo>\//, '')));
    if (resolved.startsWith('../')) found.push(resolved.replace(/^(\.\.\/)+/, ''));
  }
  return found;
}

/** Citations of the domain document that do not name it by its path in the repository. */
function looseDomainCite(_file: string, line: string): boolean {
  const loose = line.replace(/docs\/DOMAIN\.md/g, '').replace(/\[[^\]]*\]\((\.\.\/)?DOMAIN\.md\)/g, '');
  return /DOMAIN\.md/.test(loose);
}

const SELF = 'scripts/checks/repo-paths.test.ts';

function findings(check: (file: string, line: string) => boolean): Finding[] {
  const out: Finding[] = [];
  for (const { path, text } of repoTextFiles()) {
    if (path === SELF) continue;
    text.split('\n').forEach((line, i) => {
      if (check(path, line)) out.push({ file: path, line: i + 1, text: line.trim() });
    });
  }
  return out;
}

describe('paths a file cites', () => {
  it('finds a relative path that climbs above the checkout', () => {
    expect(outsidePaths('packages/photometry/src/a.ts', "new URL('../../../../shared/docs/X.md')")).toEqual(['shared/docs']);
    expect(outsidePaths('docs/decisions/003.md', '[DOMAIN.md](../DOMAIN.md)')).toEqual([]);
    expect(outsidePaths('eslint.config.js', "group: ['../../features/*']")).toEqual([]);
    expect(outsidePaths('README.md', 'read from `<repo>/../shared/seed`')).toEqual(['shared/seed']);
  });

  it('no file cites a path outside the repository (but the test data beside it)', () => {
    const bad = findings((file, line) => outsidePaths(file, line).some((p) => !OUTSIDE_ALLOWED.some((a) => p === a || p.startsWith(`${a}/`))));
    expect(bad).toEqual([]);
  });

  it('no file cites the domain or specification documents of the folder beside the repository', () => {
    const bad = findings((file, line) => /shared\/(docs|seed)\b/.test(line));
    expect(bad).toEqual([]);
  });

  it('the domain document is cited by its path in the repository, docs/DOMAIN.md', () => {
    expect(findings(looseDomainCite)).toEqual([]);
  });
});
