import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes .br and .gz beside text files that decompress to the same bytes, and leaves pictures and tiny files alone', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    const js = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "fixture ${i}" }`).join(', ')}];\n`;
    writeFileSync(join(dir, 'assets', 'app-AbC123xy.js'), js);
    writeFileSync(join(dir, 'index.html'), `<!doctype html><html><head><title>Lampsheet</title></head><body>${'<div></div>'.repeat(50)}</body></html>`);
    writeFileSync(join(dir, 'assets', 'logo-AbC123xy.png'), Buffer.alloc(4000, 7));
    writeFileSync(join(dir, 'assets', 'tiny-AbC123xy.css'), 'a{}');

    const summary = await precompressDir(dir);

    expect(summary.files).toBe(3);
    const original = readFileSync(join(dir, 'assets', 'app-AbC123xy.js'));
    const br = readFileSync(join(dir, 'assets', 'app-AbC123xy.js.br'));
    const gz = readFileSync(join(dir, 'assets', 'app-AbC123xy.js.gz'));
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gunzipSync(gz).equals(original)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(original.length / 4);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dir, 'index.html.gz'))).toBe(true);
    // a PNG is compressed already; a 3-byte file would only grow
    expect(existsSync(join(dir, 'assets', 'logo-AbC123xy.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'tiny-AbC123xy.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'tiny-AbC123xy.css.gz'))).toBe(false);
  });
});
