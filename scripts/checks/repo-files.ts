import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Text files of the repository as git lists them (committed and new, ignored ones left out). */
export function repoTextFiles(): { path: string; text: string }[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
  return out
    .split('\0')
    .filter((p) => p && /\.(ts|tsx|js|mjs|cjs|md|json|sh|yml|yaml|html|css)$|(^|\/)run$/.test(p) && !p.endsWith('package-lock.json'))
    .flatMap((path) => {
      try {
        return [{ path, text: readFileSync(ROOT + path, 'utf8') }];
      } catch {
        return []; // listed but deleted in the work tree
      }
    });
}
