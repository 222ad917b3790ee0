/**
 * Hostile photometric files at the API: an upload beyond the parsers' bounds is refused with a
 * message naming the problem (en and zh) and stores nothing; a file stored before the bounds
 * (inserted directly, as an earlier import could have) is reported by its own endpoints, never
 * a 500, and the lists and fixture details that hold it still answer; sizes the engine cannot
 * build are a 400 naming the letter. On SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthesizeIes, synthesizeLdt } from '@lampsheet/photometry';
import { DIALECTS, bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { multipart } from '../../test/multipart.js';
import * as repo from './repository.js';
import { worldCreate, type World } from './testing/setup.js';

const IES = synthesizeIes({ kind: 'flood', beamAngle: 24, lumens: 1800, watts: 20 });
const LDT = synthesizeLdt({ kind: 'flood', beamAngle: 24, lumens: 4000, watts: 40 });

/** The IES file with token `index` of the line after TILT= (or of the last line) replaced. */
function iesWith(where: 'head' | 'last', index: number, value: string): string {
  const lines = IES.split('\r\n');
  const n = where === 'head' ? lines.findIndex((l) => l.startsWith('TILT=')) + 1 : lines.findLastIndex((l) => l.trim() !== '');
  const tokens = lines[n]!.trim().split(/\s+/);
  tokens[index] = value;
  lines[n] = tokens.join(' ');
  return lines.join('\r\n');
}

/** The LDT file with line `n` (1-based) replaced. */
function ldtWith(n: number, value: string): string {
  const lines = LDT.split('\r\n');
  lines[n - 1] = value;
  return lines.join('\r\n');
}

const HOSTILE: Array<[string, string, RegExp]> = [
  ['multiplier-overflow.ies', iesWith('head', 2, '1e999'), /line \d+: expected the candela multiplier \(a number\), found '1e999' \(too large\)/],
  ['multiplier-negative.ies', iesWith('head', 2, '-3'), /the candela multiplier above 0/],
  ['candela-overflow.ies', iesWith('last', 0, '1e999'), /found '1e999' \(too large\)/],
  ['candela-nan.ies', iesWith('last', 0, 'NaN'), /found 'NaN'/],
  ['vertical-huge.ies', iesWith('head', 3, '10000000000'), /number of vertical angles as a whole number from 1 to 1801, found 10000000000/],
  ['flux-overflow.ldt', ldtWith(29, '1e999'), /line 29: expected the luminous flux of lamp set 1 \(lm\) \(a number\), found '1e999'/],
  ['planes-huge.ldt', ldtWith(4, '10000000000'), /line 4: expected the number of C planes Mc from 1 to 721, found 10000000000/],
  ['angles-huge.ldt', ldtWith(6, '400000000'), /line 6: expected the number of γ angles Ng from 1 to 1801, found 400000000/],
];

/** The reason each is refused for, and what stood there, as the server names them for the screens' words. */
const REASONS: Record<string, { reason: string; found: string }> = {
  'multiplier-overflow.ies': { reason: 'notANumber', found: '1e999' },
  'multiplier-negative.ies': { reason: 'outOfRange', found: '-3' },
  'candela-overflow.ies': { reason: 'notANumber', found: '1e999' },
  'candela-nan.ies': { reason: 'notANumber', found: 'NaN' },
  'vertical-huge.ies': { reason: 'outOfRange', found: '10000000000' },
  'flux-overflow.ldt': { reason: 'notANumber', found: '1e999' },
  'planes-huge.ldt': { reason: 'outOfRange', found: '10000000000' },
  'angles-huge.ldt': { reason: 'outOfRange', found: '400000000' },
};

describe.each(DIALECTS)('hostile photometric files on %s', (dialect) => {
  let t: TestApp;
  let world: World;
  let designer: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: designer, 'accept-language': 'en' } });
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { authorization: designer, 'accept-language': 'en' }, payload });
  const fileCount = async () => Number((await t.db.kysely.selectFrom('photometryFiles').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  function upload(fileName: string, text: string, lang = 'en') {
    const body = multipart([{ name: 'file', filename: fileName, contentType: 'application/octet-stream', data: Buffer.from(text) }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/photometry/parse',
      headers: { ...body.headers, authorization: designer, 'accept-language': lang },
      payload: body.payload,
    });
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { demo: false });
    world = await worldCreate(t.db);
    designer = await bearer(t.app, 'demo');
  });
  afterAll(async () => t.close());

  it('refuses each hostile upload with 400 naming the problem, in English and Chinese, and stores nothing', async () => {
    const before = await fileCount();
    for (const [name, text, problem] of HOSTILE) {
      const res = await upload(name, text);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field: 'file' });
      expect(res.json().message).toMatch(new RegExp(`^The photometric file is refused and was not stored: ${name.replace('.', '\\.')}, `));
      expect(res.json().message, name).toMatch(problem);
      // the reason named, its line the message's
      const line = Number(/line (\d+):/.exec(res.json().message)![1]);
      expect(res.json().params, name).toEqual({ file: name, line, ...REASONS[name] });
      const zh = await upload(name, text, 'zh-CN');
      expect(zh.json().message).toMatch(/^配光文件不能接受，未保存: /);
    }
    expect(await fileCount()).toBe(before);
    // the same bytes within the bounds are stored
    expect((await upload('fine.ies', IES)).statusCode).toBe(200);
    expect(await fileCount()).toBe(before + 1);
  });

  it('reports a stored file that no longer parses on its own endpoints (400, never 500); lists and fixture details still answer', async () => {
    const good = (await upload('good.ldt', LDT)).json().data.id as number;
    const [name, text] = HOSTILE[0]!;
    const { id: bad } = await repo.photometryFileInsertOnce(t.db.kysely, {
      format: 'IES',
      fileName: name,
      content: text,
      lumens: 1000,
      maxIntensity: 1000,
      beamAngle: 24,
      fieldAngle: 40,
      inputWatts: 20,
      createdBy: null,
      createdAt: new Date().toISOString(),
    });
    const lamp = await t.db.kysely
      .insertInto('lamps')
      .values({ brandId: world.brandId, model: 'Old import', colorFlag: 0, isAudit: 1, photometryId: bad, createdAt: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const unreadable = new RegExp(`^The stored photometric file can no longer be read: #${bad} multiplier-overflow\\.ies, line \\d+: expected the candela multiplier`);
    const answers = {
      summary: await get(`/api/photometry/${bad}`),
      download: await get(`/api/photometry/${bad}/download?format=ldt`),
      calculate: await post('/api/photometry/calculate', { photometryId: bad, contestTypeId: 102, dimensions: { H: 4, W: 3 } }),
      picture: await post('/api/photometry/picture', { photometryId: bad, contestTypeId: 102, dimensions: { H: 4, W: 3 }, face: 'A', kind: 'falseColour' }),
      lampPicture: await post('/api/photometry/picture', { lampId: lamp.id, contestTypeId: 102, dimensions: { H: 4, W: 3 }, face: 'A', kind: 'falseColour' }),
      polar: await post('/api/photometry/polar', { curves: [{ photometryId: bad }] }),
    };
    for (const [what, res] of Object.entries(answers)) {
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json(), what).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(res.json().message, what).toMatch(unreadable);
    }
    // the good file beside it is unaffected
    expect((await get(`/api/photometry/${good}`)).statusCode).toBe(200);
    const list = await post('/api/contests/tyList', { contestTypeId: 102 });
    expect(list.statusCode, list.body).toBe(200);
    const detail = await get(`/api/lamps/${lamp.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
  });

  it('answers 400 naming the letter for a size too small to build (1e-300 m), from calculate and picture', async () => {
    const id = (await upload('size.ies', IES)).json().data.id as number;
    const calc = { photometryId: id, contestTypeId: 102, dimensions: { H: 1e-300, W: 3 } };
    for (const [url, payload] of [
      ['/api/photometry/calculate', calc],
      ['/api/photometry/picture', { ...calc, face: 'A', kind: 'falseColour' }],
    ] as const) {
      const res = await post(url, payload);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field: 'dimensions.H' });
      expect(res.json().message).toMatch(/dimension H must be a positive length in metres, got 1e-300 \(at least 0\.001 m\)/);
    }
  });
});
