/**
 * Fixture import from the command line:
 *   npm run import:fixtures -- <spreadsheet.xlsx|.csv> <folder of IES/LDT files>
 * Checks every row (nothing is written when one is wrong; the problems are listed with row and
 * column), writes brands, photometric files and lamps in one transaction, then recomputes the
 * calculated rows of the imported lamps on every contest with a progress bar. The database is
 * the server's (DATABASE_URL, DATA_DIR as for the server).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { loadConfig } from '../config.js';
import { migrate, openDatabase } from '../db/database.js';
import { ImportRefused, importApply, importValidate, type UploadedFile } from '../modules/fixture-import/import.service.js';
import { recomputeCalculated } from '../modules/photometry/recompute.js';
import { defaultThreads, inlineRunner } from '../modules/photometry/calc-pool.js';

const USAGE = 'usage: npm run import:fixtures -- <spreadsheet.xlsx|.csv> <folder of IES/LDT files>';

/** A one-line progress bar on stderr (redrawn in place on a terminal, every 10 % otherwise). */
export function progressBar(stream: NodeJS.WriteStream = process.stderr) {
  let lastShown = -1;
  return (done: number, total: number) => {
    const share = total ? done / total : 1;
    const width = 30;
    const filled = Math.round(share * width);
    const text = `calculating [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(Math.round(share * 100)).padStart(3)}%  ${done}/${total} lamp × contest`;
    if (stream.isTTY) stream.write(`\r${text}${done === total ? '\n' : ''}`);
    else if (Math.floor(share * 10) > lastShown || done === total) {
      lastShown = Math.floor(share * 10);
      stream.write(`${text}\n`);
    }
  };
}

async function main(argv: string[]): Promise<number> {
  const [sheetPath, folder] = argv;
  if (!sheetPath || !folder) {
    console.error(USAGE);
    return 2;
  }
  if (!/\.(xlsx|csv)$/i.test(sheetPath)) {
    console.error(`${sheetPath}: the spreadsheet must be an .xlsx or .csv file\n${USAGE}`);
    return 2;
  }
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`${folder}: not a folder\n${USAGE}`);
    return 2;
  }
  const spreadsheet: UploadedFile = { fileName: basename(sheetPath), bytes: readFileSync(sheetPath) };
  const files: UploadedFile[] = readdirSync(folder)
    .filter((f) => /\.(ies|ldt)$/i.test(f))
    .map((f) => ({ fileName: f, bytes: readFileSync(join(folder, f)) }));

  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  try {
    await migrate(db);
    let lampIds: number[];
    try {
      const plan = await importValidate(db.kysely, inlineRunner(), spreadsheet, files);
      lampIds = await importApply(db.kysely, null, plan);
    } catch (err) {
      if (!(err instanceof ImportRefused)) throw err;
      console.error(`${spreadsheet.fileName}: ${err.message}`);
      for (const e of err.errors) console.error(`  row ${String(e.row).padStart(4)}  ${e.column.padEnd(16)} ${e.message}`);
      return 1;
    }
    console.log(`${lampIds.length} fixture${lampIds.length === 1 ? '' : 's'} imported from ${spreadsheet.fileName} (${files.length} photometric files in ${folder})`);
    const summary = await recomputeCalculated(db, { mediaDir: config.mediaDir, lampIds, threads: defaultThreads(), onProgress: progressBar() });
    console.log(
      `${summary.rows} calculated rows for ${summary.lamps} lamps on ${summary.pairs} lamp × contest pairs in ${(summary.ms / 1000).toFixed(1)} s (${summary.threads} threads)`,
    );
    for (const f of summary.failures) console.error(`  lamp ${f.lampId}${f.contestId ? `, contest ${f.contestId}` : ''}: ${f.message}`);
    return summary.failures.length ? 1 : 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: Error) => {
    console.error(err.stack ?? err.message);
    process.exitCode = 1;
  },
);
