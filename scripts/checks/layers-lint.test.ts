import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from './repo-files.js';

/**
 * The lint holds the layers (docs/ARCHITECTURE.md, "Layers"): an import that points upward or
 * closes a circle fails `npm run lint`. Each case lints one line as if it stood in a file of the
 * repository (relative imports: a file not on disk is in no tsconfig, so the `@/` alias does not
 * resolve for it), so the check itself is held: were a zone or `layers/no-cycle` dropped from
 * eslint.config.js, its case here would fail.
 */
const eslint = new ESLint({ cwd: ROOT });

/** The rules a text breaks when it stands at `path` (from the repository's root). */
async function broken(path: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: ROOT + path });
  return [...new Set(result!.messages.map((m) => m.ruleId ?? m.message))];
}

const UPWARD = 'import-x/no-restricted-paths';
/** scripts/checks/no-cycle.js: a circle closed by any import, a type-only one too. */
const CIRCLE = 'layers/no-cycle';

describe('the lint refuses an import upward or in a circle', { timeout: 300_000 }, () => {
  it.each([
    ['a server module importing a plugin', 'apps/server/src/modules/health/upward.ts', "import errors from '../../plugins/errors.js';\nexport const x = errors;\n"],
    ['a server module importing the app', 'apps/server/src/modules/health/upward.ts', "import { buildApp } from '../../app.js';\nexport const x = buildApp;\n"],
    ['db/ importing a module', 'apps/server/src/db/upward.ts', "import { requireAdmin } from '../modules/auth/guard.js';\nexport const x = requireAdmin;\n"],
    ['documents/ importing a module', 'apps/server/src/documents/upward.ts', "import { sheetFigure } from '../modules/sheets/performance.js';\nexport const x = sheetFigure;\n"],
    ['one web feature importing another', 'apps/web/src/features/rank/upward.ts', "import { ResultsTable } from '../selection/components/results-table';\nexport const x = ResultsTable;\n"],
    ['web lib importing a feature', 'apps/web/src/lib/upward.ts', "import { RankPanel } from '../features/rank/components/rank-panel';\nexport const x = RankPanel;\n"],
    ["the web's test helpers importing a feature", 'apps/web/src/testing/upward.ts', "import { RankPanel } from '../features/rank/components/rank-panel';\nexport const x = RankPanel;\n"],
    ["the web's test helpers importing the app", 'apps/web/src/testing/upward.ts', "import { App } from '../app/index';\nexport const x = App;\n"],
    ["a feature's test importing another feature", 'apps/web/src/features/rank/upward.test.ts', "import { ResultsTable } from '../selection/components/results-table';\nexport const x = ResultsTable;\n"],
    ['the contracts importing the engine', 'packages/contracts/src/upward.ts', "import { calculateContest } from '../../photometry/src/contest.js';\nexport const x = calculateContest;\n"],
    ['the domain vocabulary importing the contracts\' schemas', 'packages/contracts/src/domain/upward.ts', "import { rankRequest } from '../rank.js';\nexport const x = rankRequest;\n"],
    ['the engine importing the contracts\' schemas by path', 'packages/photometry/src/upward.ts', "import { rankRequest } from '../../contracts/src/rank.js';\nexport const x = rankRequest;\n"],
    ['an e2e fixture importing a spec', 'e2e/fixtures/upward.ts', "import * as spec from '../tests/rank.spec';\nexport const x = spec;\n"],
    ['an e2e spec importing the app\'s source', 'e2e/tests/upward.spec.ts', "import { buildApp } from '../../apps/server/src/app.js';\nexport const x = buildApp;\n"],
  ])('%s', async (_what, path, text) => {
    expect(await broken(path, text)).toContain(UPWARD);
  });

  it('a circle of imports (the vocabulary importing its own index, which exports it)', async () => {
    expect(await broken('packages/contracts/src/domain/quantities.ts', "import { CONTEST_TYPES } from './index.js';\nexport const x = CONTEST_TYPES;\n")).toContain(CIRCLE);
  });

  it('a circle of imports in e2e (the log-in fixture importing the editor fixture, which imports it)', async () => {
    expect(await broken('e2e/fixtures/auth.ts', "import { apiToken } from './editor';\nexport const x = apiToken;\n")).toContain(CIRCLE);
  });

  it('a circle closed by a type-only import (a blob store back end importing the interface from the file that opens it)', async () => {
    const text = "import type { BlobStore } from './blob-store.js';\nexport type X = BlobStore;\n";
    expect(await broken('apps/server/src/storage/blob-types.ts', text)).toContain(CIRCLE);
  });

  it('a circle closed by a dynamic import() (the log-in fixture loading the editor fixture, which imports it)', async () => {
    expect(await broken('e2e/fixtures/auth.ts', "export const load = () => import('./editor');\n")).toContain(CIRCLE);
  });

  it('passes an import downward', async () => {
    expect(await broken('apps/server/src/modules/health/downward.ts', "import { requireAdmin } from '../auth/guard.js';\nexport const x = requireAdmin;\n")).toEqual([]);
  });
});

describe('the lint keeps SQL where rows are read and written', { timeout: 300_000 }, () => {
  const query = "import type { Kysely } from 'kysely';\nimport type { Database } from '../../db/schema.js';\nexport const q = (db: Kysely<Database>) => db.selectFrom('lamps').selectAll().execute();\n";
  const template = "import { sql, type Kysely } from 'kysely';\nimport type { Database } from '../../db/schema.js';\nexport const q = (db: Kysely<Database>) => sql`select 1`.execute(db);\n";

  it.each([
    ['a query built in a service', 'apps/server/src/modules/projects/service-sql.ts', query],
    ['a query written as a template in a route', 'apps/server/src/modules/projects/routes-sql.ts', template],
    ['a query in the documents layer', 'apps/server/src/documents/sql.ts', query.replace('../../db', '../db')],
  ])('refuses %s', async (_what, path, text) => {
    expect(await broken(path, text)).toContain('no-restricted-syntax');
  });

  it.each([
    ["a module's repository.ts", 'apps/server/src/modules/projects/repository.ts'],
    ['a *.repository.ts', 'apps/server/src/modules/rank/rank.repository.ts'],
  ])('passes %s', async (_what, path) => {
    expect(await broken(path, query)).not.toContain('no-restricted-syntax');
    expect(await broken(path, template)).not.toContain('no-restricted-syntax');
  });
});

