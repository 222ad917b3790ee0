import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, DIALECTS, type TestDb } from '../../test/harness.js';
import { rankCandidates, rankLowest } from './rank.repository.js';

/** Records the tables every query names. */
function tablesSeen(): KyselyPlugin & { tables: string[] } {
  const tables: string[] = [];
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as { kind?: string; table?: { identifier?: { name?: string } } };
    if (n.kind === 'TableNode' && n.table?.identifier?.name) tables.push(n.table.identifier.name);
    for (const v of Object.values(node)) walk(v);
  };
  return {
    tables,
    transformQuery: (args: { node: RootOperationNode }) => (walk(args.node), args.node),
    transformResult: async (args) => args.result,
  };
}

describe.each(DIALECTS)('rank candidates on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect, { demo: true });
  }, 120_000);
  afterAll(() => t.dispose());

  it('are every lamp with a stored file, read without the files table (whose rows carry the texts)', async () => {
    const seen = tablesSeen();
    const db = t.db.kysely.withPlugin(seen);
    const candidates = await rankCandidates(db, {});
    const lowest = await rankLowest(db);
    expect(seen.tables).not.toContain('photometry_files');
    const withFile = await t.db.kysely
      .selectFrom('lamps as l')
      .innerJoin('photometryFiles as p', 'p.id', 'l.photometryId')
      .select(['l.id', 'l.power', 'l.authorizedPrice'])
      .orderBy('l.id')
      .execute();
    expect(candidates.map((c) => c.lampId)).toEqual(withFile.map((l) => l.id));
    const positive = (values: unknown[]) => Math.min(...values.map(Number).filter((v) => v > 0));
    expect(lowest.power).toBe(positive(withFile.map((l) => l.power)));
    expect(lowest.price).toBe(positive(withFile.map((l) => l.authorizedPrice).filter((v) => v !== null)));
  });
});
