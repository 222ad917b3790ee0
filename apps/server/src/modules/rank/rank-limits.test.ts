import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthesizeLdt } from '@lampsheet/photometry';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { lampRow } from '../../test/lamp-row.js';
import { multipart } from '../../test/multipart.js';

/** `/photometry/rank` and `/rank/pictures` are protected as `/calculate` is: a per-user limit and a bounded queue. */
describe('the limits of ranking', () => {
  let t: TestApp;
  let auth: string;
  let other: string;
  let photometryId: number;
  const user = async (username: string, password: string) => {
    const { hashPassword } = await import('../auth/password.js');
    await t.db.kysely
      .insertInto('users')
      .values({ username, displayName: username, passwordHash: await hashPassword(password), role: 'designer', createdAt: new Date().toISOString() })
      .execute();
    return bearer(t.app, username, password);
  };
  beforeAll(async () => {
    t = await createTestApp('sqlite', { demo: false, env: { CALC_QUEUE_MAX: '1', HEAVY_RATE_LIMIT: '6' } });
    auth = await user('r', 'rank12345');
    other = await user('s', 'rank12345');
    const body = multipart([{ filename: 'wash.ldt', contentType: 'application/octet-stream', data: Buffer.from(synthesizeLdt({ kind: 'wallWasher', beamAngle: 40, lumens: 1500, watts: 18 })) }]);
    const parsed = await t.app.inject({ method: 'POST', url: '/api/photometry/parse', headers: { ...body.headers, authorization: auth }, payload: body.payload });
    photometryId = parsed.json().data.id;
    const brand = await t.db.kysely.insertInto('brands').values({ brandName: 'B', brandLogo: null, isOrgState: 1 }).returning('id').executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto('lamps')
      .values(lampRow({ brandId: brand.id, model: 'W-1', photometryId }))
      .execute();
  }, 60000);
  afterAll(() => t.close());

  const WALL = { contestTypeId: 102, dimensions: { H: 4, W: 6 } };
  const rank = (authorization = auth) => t.app.inject({ method: 'POST', url: '/api/photometry/rank', headers: { authorization, 'accept-language': 'en' }, payload: WALL });
  const pictures = (authorization = auth) =>
    t.app.inject({ method: 'POST', url: '/api/photometry/rank/pictures', headers: { authorization, 'accept-language': 'en' }, payload: { ...WALL, photometryIds: [photometryId], size: 48 } });

  it('answers 503 with Retry-After when the queue is full, for rankings and their pictures, and ranks again once there is room', async () => {
    const answers = await Promise.all([rank(), rank(), pictures()]);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 503)).toHaveLength(2);
    for (const busy of answers.filter((a) => a.statusCode === 503)) {
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json()).toEqual({ success: false, code: 'UNAVAILABLE', message: 'The server is busy, try again shortly' });
    }
    expect((await rank()).statusCode).toBe(200);
  }, 60000);

  it('answers 429 with Retry-After beyond the per-user limit, for rankings and their pictures, while another user still ranks', async () => {
    // Six a minute each; the first test ranked three times and asked once for pictures.
    for (const [call, made] of [[rank, 3], [pictures, 1]] as const) {
      for (let i = made; i < 6; i++) expect((await call()).statusCode).toBe(200);
      const over = await call();
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await rank(other)).statusCode).toBe(200);
    expect((await pictures(other)).statusCode).toBe(200);
  }, 60000);
});
