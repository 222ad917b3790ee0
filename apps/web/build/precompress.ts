import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; pictures, fonts in woff2, PDFs and videos are compressed already. */
export const PRECOMPRESSED_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.map', '.webmanifest']);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

export interface PrecompressSummary {
  files: number;
  bytes: number;
  br: number;
  gzip: number;
}

/**
 * Writes `<file>.br` (Brotli, best quality) and `<file>.gz` (gzip, level 9) beside every text
 * file of `dir`, each only when it is smaller than the file itself. The server sends them as
 * they are to a browser that accepts the encoding, so no CPU is spent per request on them.
 */
export async function precompressDir(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, br: 0, gzip: 0 };
  const jobs: Array<Promise<void>> = [];
  for await (const path of files(dir)) {
    if (!PRECOMPRESSED_EXTENSIONS.has(extname(path))) continue;
    jobs.push(
      (async () => {
        const data = await readFile(path);
        const [br, gzipped] = await Promise.all([
          brotli(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
          gz(data, { level: 9 }),
        ]);
        summary.files++;
        summary.bytes += data.length;
        if (br.length < data.length) {
          await writeFile(`${path}.br`, br);
          summary.br += br.length;
        } else summary.br += data.length;
        if (gzipped.length < data.length) {
          await writeFile(`${path}.gz`, gzipped);
          summary.gzip += gzipped.length;
        } else summary.gzip += data.length;
      })(),
    );
  }
  await Promise.all(jobs);
  return summary;
}

/** Vite plugin: precompress the build output once it is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lampsheet:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!(await stat(outDir).catch(() => null))) return;
      const s = await precompressDir(outDir);
      const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
      this.info(`precompressed ${s.files} files: ${kB(s.bytes)} → br ${kB(s.br)}, gzip ${kB(s.gzip)}`);
    },
  };
}
