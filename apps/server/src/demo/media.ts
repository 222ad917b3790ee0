/**
 * Writing the demo media files under the media root. Paths in the database are relative to
 * that root (served under `/media/`), always with forward slashes.
 */
import { copyFileSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `apps/server/demo-assets/`, from both `src/demo` and `dist/demo`. */
export const DEFAULT_ASSETS_DIR = fileURLToPath(new URL('../../demo-assets/', import.meta.url));

export class MediaWriter {
  readonly written: string[] = [];

  constructor(readonly root: string) {}

  /** Write a text file at a relative path (created or replaced); returns the relative path. */
  text(relative: string, content: string): string {
    const file = join(this.root, ...relative.split('/'));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content, 'utf8');
    this.written.push(relative);
    return relative;
  }

  /** Copy a shipped binary asset; skipped when an identical-size copy is already there. */
  copy(source: string, relative: string): string {
    const file = join(this.root, ...relative.split('/'));
    mkdirSync(dirname(file), { recursive: true });
    if (!existsSync(file) || statSync(file).size !== statSync(source).size) copyFileSync(source, file);
    this.written.push(relative);
    return relative;
  }
}

/** WebVTT text of bilingual cues spread evenly over `seconds`. */
export function webVtt(cues: Array<[string, string]>, seconds: number): string {
  const stamp = (s: number) => {
    const ms = Math.round(s * 1000);
    const h = Math.floor(ms / 3_600_000);
    const m = Math.floor((ms % 3_600_000) / 60_000);
    const sec = Math.floor((ms % 60_000) / 1000);
    const rest = ms % 1000;
    return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(sec).padStart(2, '0')}.${String(rest).padStart(3, '0')}`;
  };
  const step = seconds / cues.length;
  const blocks = cues.map(([zh, en], i) => `${i + 1}\n${stamp(i * step)} --> ${stamp((i + 1) * step - 0.05)}\n${zh}\n${en}\n`);
  return `WEBVTT\n\n${blocks.join('\n')}`;
}
