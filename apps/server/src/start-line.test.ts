import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from './modules/auth/password.js';
import { demoLoginWorks } from './start-line.js';
import { createTestApp, DIALECTS, type TestApp } from './test/harness.js';

describe.each(DIALECTS)('the start line on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('says the demo account logs in with the documented password only while it does', async () => {
    expect(await demoLoginWorks(t.app)).toBe(true);
    await t.db.kysely.updateTable('users').set({ passwordHash: await hashPassword('changed-by-the-studio') }).where('username', '=', 'demo').execute();
    expect(await demoLoginWorks(t.app)).toBe(false);
  });
});
