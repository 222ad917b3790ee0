import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthesizeLdt } from '@lampsheet/photometry';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { multipart } from '../../test/multipart.js';

/** `/photometry/calculate` admits a bounded number of calculations; the rest are told to come back. */
describe('the bounded calculation queue', () => {
  let t: TestApp;
  let auth: string;
  let photometryId: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { demo: false, env: { CALC_QUEUE_MAX: '1' } });
    // A designer of its own: the empty database has none.
    const { hashPassword } = await import('../auth/password.js');
    await t.db.kysely
      .insertInto('users')
      .values({ username: 'q', displayName: 'Q', passwordHash: await hashPassword('queue1234'), role: 'designer', createdAt: new Date().toISOString() })
      .execute();
    auth = await bearer(t.app, 'q', 'queue1234');
    const body = multipart([{ filename: 'spot.ldt', contentType: 'application/octet-stream', data: Buffer.from(synthesizeLdt({ kind: 'flood', beamAngle: 24, lumens: 4000, watts: 40 })) }]);
    const parsed = await t.app.inject({ method: 'POST', url: '/api/photometry/parse', headers: { ...body.headers, authorization: auth }, payload: body.payload });
    photometryId = parsed.json().data.id;
  }, 60000);
  afterAll(() => t.close());

  const calculate = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/photometry/calculate',
      headers: { authorization: auth, 'accept-language': 'en' },
      payload: { photometryId, contestTypeId: 101, dimensions: {}, albedo: 0.4 },
    });

  it('answers 503 with Retry-After in the envelope when full, and calculates again once there is room', async () => {
    const answers = await Promise.all([calculate(), calculate(), calculate(), calculate()]);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 503)).toHaveLength(3);
    const busy = answers.find((a) => a.statusCode === 503)!;
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.json()).toEqual({ success: false, code: 'UNAVAILABLE', message: 'The server is busy, try again shortly' });
    expect((await calculate()).statusCode).toBe(200);
  }, 60000);
});
