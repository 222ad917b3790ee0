import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFigure } from '@lampsheet/contracts';
import { calculateContest, parsePhotometry, synthesizeLdt } from '@lampsheet/photometry';
import { DIALECTS, bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { multipart } from '../../test/multipart.js';
import { worldCreate, type World } from './testing/setup.js';

const flood = synthesizeLdt({ kind: 'flood', beamAngle: 24, lumens: 4000, watts: 40, manufacturer: 'Acme', luminaireName: 'Flood 24' });
const bright = synthesizeLdt({ kind: 'flood', beamAngle: 24, lumens: 16000, watts: 160, manufacturer: 'Acme', luminaireName: 'Flood 24 ×4' });

describe.each(DIALECTS)('face pictures on %s', (dialect) => {
  let t: TestApp;
  let world: World;
  let designer: string;
  let fileId: number;
  let brightId: number;
  let lampId: number;
  let bareLampId: number;

  const picture = (payload: object, lang = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/photometry/picture', headers: { authorization: designer, 'accept-language': lang }, payload });
  /** A picture as the server's blob store serves it under /media/. */
  const stored = async (address: string): Promise<Buffer> => {
    const res = await t.app.inject({ method: 'GET', url: `/media/${address}` });
    expect(res.statusCode, address).toBe(200);
    return res.rawPayload;
  };

  /** A photometric file stored as a designer uploads it: its id. */
  const upload = async (name: string, text: string) => {
    const body = multipart([{ name: 'file', filename: name, contentType: 'application/octet-stream', data: Buffer.from(text) }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/photometry/parse', headers: { ...body.headers, authorization: designer }, payload: body.payload });
    return res.json().data.id as number;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { demo: false });
    world = await worldCreate(t.db);
    designer = await bearer(t.app, 'demo');
    fileId = await upload('flood.ldt', flood);
    brightId = await upload('bright.ldt', bright);
    const lamp = (model: string, photometryId: number | null) =>
      t.db.kysely
        .insertInto('lamps')
        .values({ brandId: world.brandId, model, lampType: world.lampTypes.floodlight, lampShape: null, colorFlag: 1, power: 40, workVoltage: null, authorizedPrice: null, longNs: null, widthNs: null, heightNs: null, beamAngle: 24, colorTemperature: 3000, protectLevel: null, lumImage: null, photometryId, isAudit: 1, createdAt: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
    lampId = (await lamp('F24', fileId)).id;
    bareLampId = (await lamp('No file', null)).id;
  });
  afterAll(async () => t.close());

  it("draws a fixture's false-colour map on a typical surface with the engine's figures, in SVG and at 2x in PNG", async () => {
    const res = await picture({ lampId, contestId: world.contests.flood });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const engine = calculateContest('floodlighting', { H: 12, W: 8 }, 0.4, parsePhotometry(flood, 'flood.ldt')).faces[0]!;
    expect(data.face.lightnessAve).toBeCloseTo(engine.lightnessAve, 3);
    expect(data.face.evenness).toBeCloseTo(engine.evenness, 3);
    expect(data.format).toBe('svg');
    expect(data.address).toMatch(new RegExp(`^calc/pictures/${fileId}/false-full-[0-9a-f]{12}\\.svg$`));
    const svg = (await stored(data.address)).toString();
    expect(svg).toContain('data-picture="false-colour"');
    expect(svg).toContain('12 m');
    expect(svg).toContain('8 m');
    expect(data.scale).toEqual({ min: 0, max: expect.any(Number), log: false });
    expect(data.scale.max).toBeGreaterThanOrEqual(engine.lightnessMax);
    expect(data.colourScale).toBe('viridis');
    const served = await t.app.inject({ method: 'GET', url: `/media/${data.address}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);

    const png = (await picture({ lampId, contestId: world.contests.flood, format: 'png' })).json().data;
    expect(png.address).toMatch(/\.png$/);
    const meta = await sharp(await stored(png.address)).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(png.width * 2);
    expect(meta.height).toBe(png.height * 2);
  });

  it('puts two fixtures on one fixed range, so equal colours mean equal luminance', async () => {
    const range = { min: 0, max: 500 };
    const a = (await picture({ photometryId: fileId, contestTypeId: 101, dimensions: { H: 10, W: 10 }, range, variant: 'thumbnail' })).json().data;
    const b = (await picture({ photometryId: brightId, contestTypeId: 101, dimensions: { H: 10, W: 10 }, range, variant: 'thumbnail' })).json().data;
    expect(a.scale).toEqual({ min: 0, max: 500, log: false });
    expect(b.scale).toEqual(a.scale);
    // Four times the flux on the same scale: brighter face, same frame.
    expect(b.face.lightnessAve).toBeCloseTo(a.face.lightnessAve * 4, 1);
    expect([b.width, b.height]).toEqual([a.width, a.height]);
    const svgA = (await stored(a.address)).toString();
    expect(svgA).toContain('data-picture="false-colour-thumbnail"');
    expect(svgA).toContain('data-scale="0 500 0"');
    // Fitted scales differ between the two.
    const fitted = [
      (await picture({ photometryId: fileId, contestTypeId: 101, dimensions: { H: 10, W: 10 } })).json().data.scale.max,
      (await picture({ photometryId: brightId, contestTypeId: 101, dimensions: { H: 10, W: 10 } })).json().data.scale.max,
    ];
    expect(fitted[1]).toBeGreaterThan(fitted[0]);
    const log = (await picture({ photometryId: fileId, contestTypeId: 101, range: { min: 1, max: 1000 } })).json().data;
    expect(log.scale).toEqual({ min: 1, max: 1000, log: true });
  });

  it('writes the words in the asked language, draws face B and the effect picture', async () => {
    const zh = (await picture({ lampId, contestId: world.contests.flood }, 'zh-CN')).json().data;
    expect((await stored(zh.address)).toString()).toContain('平均亮度');
    const b = (await picture({ lampId, contestId: world.contests.composite, face: 'B', kind: 'effect' })).json().data;
    expect(b.face.faceType).toBe('B');
    const svg = (await stored(b.address)).toString();
    expect(svg).toContain('data-picture="effect"');
    expect(svg).toContain('Tone-mapped');
  });

  it('answers bad requests with the envelope and the field', async () => {
    const expectError = async (payload: object, status: number, field?: string) => {
      const res = await picture(payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ success: false });
      if (field) expect(res.json().field ?? res.json().message).toMatch(new RegExp(field.replace('.', '\\.')));
      return res.json();
    };
    await expectError({ contestId: world.contests.flood }, 400, 'photometryId');
    await expectError({ lampId, photometryId: fileId, contestId: world.contests.flood }, 400, 'photometryId');
    await expectError({ lampId }, 400, 'contestId');
    await expectError({ lampId, contestId: world.contests.flood, range: { min: 10, max: 5 } }, 400, 'range');
    await expectError({ lampId, contestId: world.contests.flood, range: { min: 0, max: 5 }, mode: 'log' }, 400, 'range');
    await expectError({ lampId, contestId: world.contests.flood, colourScale: 'rainbow' }, 400, 'colourScale');
    await expectError({ lampId, contestId: world.contests.point }, 400, 'contestId');
    await expectError({ lampId, contestId: world.contests.flood, face: 'B' }, 400, 'face');
    await expectError({ photometryId: fileId, contestTypeId: 101, dimensions: { H: -2 } }, 400, 'dimensions.H');
    const noFile = await expectError({ lampId: bareLampId, contestId: world.contests.flood }, 404);
    expect(noFile.message).toMatch(/no photometric file/);
    await expectError({ lampId: 999999, contestId: world.contests.flood }, 404);
    await expectError({ lampId, contestId: 999999 }, 404);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/photometry/picture', payload: { lampId, contestId: world.contests.flood } });
    expect(anonymous.statusCode).toBe(401);
  });

  describe('polar diagrams', () => {
    const polar = (payload: object, lang = 'en') =>
      t.app.inject({ method: 'POST', url: '/api/photometry/polar', headers: { authorization: designer, 'accept-language': lang }, payload });

    it("draws one file's two planes with the summary's beam and field cones and the peak labelled, in the asked language", async () => {
      const summary = (await t.app.inject({ method: 'GET', url: `/api/photometry/${fileId}`, headers: { authorization: designer } })).json().data;
      for (const lang of ['en', 'zh'] as const) {
        const res = await polar({ curves: [{ photometryId: fileId }] }, lang);
        expect(res.statusCode, res.body).toBe(200);
        const { svg, width, height } = res.json().data as { svg: string; width: number; height: number };
        expect(width).toBe(300);
        expect(svg).toContain(`height="${height}"`);
        expect(svg.match(/data-plane="/g)).toHaveLength(2);
        const cone = (series: string, kind: string) => {
          const m = new RegExp(`data-cone="${kind}" data-series="${series}" data-from="([-\\d.]+)" data-to="([-\\d.]+)"`).exec(svg)!;
          return Number(m[2]) - Number(m[1]);
        };
        expect(cone('c0c180', 'beam')).toBeCloseTo(summary.beamAngle, 0);
        expect(cone('c90c270', 'beam')).toBeCloseTo(summary.beamAngle90, 0);
        expect(cone('c0c180', 'field')).toBeCloseTo(summary.fieldAngle, 0);
        // the one number format of intensities (contracts formatFigure): whole candelas, comma-grouped
        const peak = formatFigure('intensity', summary.maxIntensity);
        expect(svg).toContain(lang === 'zh' ? `最大光强 ${peak} cd` : `Imax ${peak} cd`);
        expect(svg).toContain(lang === 'zh' ? '光束角' : 'Beam');
      }
    });

    it('overlays up to three files on one plane with their own labels, colours and dashes', async () => {
      const res = await polar({ plane: 'c90c270', size: 250, curves: [{ photometryId: fileId, label: '1. F24', colour: '#d9480f' }, { photometryId: brightId, label: '2. <Bright>', dash: '6 3' }] });
      expect(res.statusCode, res.body).toBe(200);
      const { svg, width } = res.json().data as { svg: string; width: number };
      expect(width).toBe(250);
      expect(svg.match(/data-plane="/g)).toHaveLength(2);
      expect(svg).toContain('stroke="#d9480f"');
      expect(svg).toContain('stroke-dasharray="6 3"');
      expect(svg).toContain('2. &lt;Bright&gt;');
      expect(svg).not.toContain('<Bright>');
    });

    it("labels the overlay's peak with the highest curve's file Imax, not a sampled point's (issue 23: 7,659 against the file's 7,682 cd)", async () => {
      // a washer peaking at γ 35°, between the curves' 2° samples
      const washerId = await upload('washer-35.ldt', synthesizeLdt({ kind: 'wallWasher', beamAngle: 6, peakGamma: 35, lumens: 3000, watts: 30, manufacturer: 'Acme', luminaireName: 'Washer 35' }));
      const washer = (await t.app.inject({ method: 'GET', url: `/api/photometry/${washerId}`, headers: { authorization: designer } })).json().data;
      const res = await polar({ plane: 'c0c180', curves: [{ photometryId: fileId }, { photometryId: washerId }] });
      const { svg } = res.json().data as { svg: string };
      const highest = Math.max(washer.maxIntensity, (await t.app.inject({ method: 'GET', url: `/api/photometry/${fileId}`, headers: { authorization: designer } })).json().data.maxIntensity);
      expect(svg).toContain(`Imax ${formatFigure('intensity', highest)} cd`);
    });

    it('answers bad requests with the envelope and the field', async () => {
      const expectError = async (payload: object, status: number, field?: string) => {
        const res = await polar(payload);
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().success).toBe(false);
        if (field) expect(res.json().message).toContain(field);
      };
      await expectError({ curves: [] }, 400, 'curves');
      await expectError({ curves: [{ photometryId: fileId }, { photometryId: brightId }] }, 400, 'curves');
      await expectError({ plane: 'c0c180', curves: [1, 2, 3, 4].map(() => ({ photometryId: fileId })) }, 400, 'curves');
      await expectError({ plane: 'c0c180', curves: [{ photometryId: fileId, colour: 'red' }] }, 400, 'colour');
      await expectError({ curves: [{ photometryId: fileId }], size: 10000 }, 400, 'size');
      await expectError({ curves: [{ photometryId: 999999 }] }, 404);
      const anonymous = await t.app.inject({ method: 'POST', url: '/api/photometry/polar', payload: { curves: [{ photometryId: fileId }] } });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
