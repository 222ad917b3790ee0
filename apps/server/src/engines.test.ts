import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

type Version = [number, number, number];
const parse = (v: string): Version => {
  const [a = 0, b = 0, c = 0] = v.replace(/^v/, '').split('.').map((p) => (p === 'x' || p === '*' ? 0 : Number.parseInt(p, 10) || 0));
  return [a, b, c];
};
const cmp = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Whether `version` lies in an npm engines range (`>=20.19`, `^20.19.0 || >=22.12.0`, `18 - 22`, `*`). */
export function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  return range.split('||').some((set) => {
    const s = set.trim();
    if (!s || s === '*' || s === 'x') return true;
    const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(s);
    if (hyphen) return cmp(v, parse(hyphen[1]!)) >= 0 && cmp(v, parse(hyphen[2]!)) <= 0;
    return s
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .every((c) => {
        const m = /^(>=|<=|>|<|=|\^|~)?v?([\dx*.]+)$/.exec(c);
        if (!m) return false;
        const [, op = '', raw = ''] = m;
        const w = parse(raw);
        const parts = raw.split('.').filter((p) => p !== 'x' && p !== '*').length;
        switch (op) {
          case '>=': return cmp(v, w) >= 0;
          case '>': return cmp(v, w) > 0;
          case '<=': return cmp(v, w) <= 0;
          case '<': return cmp(v, w) < 0;
          case '^': return cmp(v, w) >= 0 && v[0] === w[0];
          case '~': return cmp(v, w) >= 0 && v[0] === w[0] && (parts < 2 || v[1] === w[1]);
          default: return parts === 1 ? v[0] === w[0] : parts === 2 ? v[0] === w[0] && v[1] === w[1] : cmp(v, w) === 0;
        }
      });
  });
}

describe('the Node versions the README promises', () => {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; engines?: { node?: string } | string[]; dev?: boolean; optional?: boolean }>;
  };
  const oldest = pkg.engines.node.replace(/^>=\s*/, '');

  it('reads its ranges as npm does', () => {
    expect(satisfies('20.19.0', '>=20.19')).toBe(true);
    expect(satisfies('20.19.0', '>=22')).toBe(false);
    expect(satisfies('20.19.0', '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies('22.0.0', '^20.19.0 || >=22.12.0')).toBe(false);
    expect(satisfies('24.1.0', '>= 18')).toBe(true);
    expect(satisfies('20.19.0', '14 - 22')).toBe(true);
  });

  it.each([oldest, '22.13.0', '24.0.0'])('installs every locked package on Node %s without an engine warning', (version) => {
    const refused = Object.entries(lock.packages)
      // Optional packages are per platform (a Windows build of sharp): npm skips those of other platforms.
      .filter(([path, p]) => path && !p.optional && p.engines && !Array.isArray(p.engines) && p.engines.node && !satisfies(version, p.engines.node))
      .map(([path, p]) => `${path.replace(/^.*node_modules\//, '')}@${p.version} wants node ${(p.engines as { node: string }).node}`);
    expect(refused).toEqual([]);
  });
});
