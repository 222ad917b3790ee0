import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { formatTarget, lampparamDimensions, surfaceOfRow, surfaceText, type DetectionRow } from '@lampsheet/contracts';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { pdfText, squeeze, stitched } from '../../test/pdf-text.js';
import { gradientPng, noise } from '../../test/pictures.js';
import { sheetFigure } from './performance.js';
import { multiColourForm, sheetCatalogue, twoFaceForm, type SheetFixtures } from '../../test/sheet-record.js';
import { PREVIEW_TTL_SECONDS, signPreview } from './signing.js';

describe.each(DIALECTS)('lamp parameter sheets on %s', (dialect) => {
  let t: TestApp;
  let demo: string;
  let admin: string;
  let projectId: number;
  let projectName: string;
  let ids: SheetFixtures['ids'];
  let brands: SheetFixtures['brands'];

  const get = (url: string, auth?: string, lang = 'zh') =>
    t.app.inject({ method: 'GET', url, headers: { ...(auth ? { authorization: auth } : {}), 'accept-language': lang } });
  const save = async (auth: string, form: object, reCopy = 0) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/lampparams/createTy/${reCopy}`, headers: { authorization: auth }, payload: form });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; lampparamNo: string; updateDate: string };
  };
  const generate = (id: number, auth = demo, lang = 'zh') => get(`/api/lampparams/generateTyLampparamPdf/${id}`, auth, lang);
  /** Generate and fetch the sheet through its signed address. */
  const sheet = async (id: number, lang = 'zh') => {
    const res = await generate(id, demo, lang);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { fileName: string; url: string };
    const pdf = await get(data.url);
    expect(pdf.statusCode, pdf.body).toBe(200);
    return { ...data, pdf, ...(await pdfText(pdf.rawPayload)) };
  };

  const twoFace = () => twoFaceForm({ projectId, ids, brands });
  const multiColour = () => multiColourForm({ projectId, ids, brands });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await bearer(t.app, 'demo');
    admin = await bearer(t.app, 'admin');
    const project = (await get('/api/projects', demo)).json().data.rows[0] as { id: number; itemName: string };
    projectId = project.id;
    projectName = project.itemName;
    ({ ids, brands } = await sheetCatalogue(t));
    await t.app.blobs.put('media/uploads/test/effect.png', gradientPng(650, 420));
  }, 180000);
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it('writes a two-face sheet holding every field of the record, Chinese headings first', async () => {
    const rec = await save(demo, twoFace());
    const s = await sheet(rec.id, 'zh');
    expect(s.fileName).toMatch(new RegExp(`^lampparam-${rec.id}-[0-9a-f]{16}-zh\\.pdf$`));
    expect(s.url).toMatch(/^\/api\/previewPdf\?fileName=lampparam-\d+-[0-9a-f]{16}-zh\.pdf&token=\d+\.[A-Za-z0-9_-]{43}$/);
    expect(s.pdf.headers['content-type']).toBe('application/pdf');
    expect(s.pdf.headers['content-disposition']).toBe(
      `inline; filename="${rec.lampparamNo.replace('/', '-')}.pdf"; filename*=UTF-8''${encodeURIComponent(`${projectName}-${rec.lampparamNo.replace('/', '-')}.pdf`)}`,
    );
    expect(s.pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const c = s.compact;
    for (const needle of [
      'Lampsheet',
      rec.lampparamNo,
      projectName,
      '已生成',
      '王设计',
      '组合面',
      '3000K/4000K',
      '36W',
      'DC48V',
      '10°',
      '3.6m',
      '1.8m',
      '1,200mm',
      '70mm',
      '82mm',
      'IP66',
      'DMX512',
      '≤3.5kg',
      'A面',
      'B面',
      '平均亮度下限Averageluminance,lowerbound≥156cd/m²',
      '平均亮度上限Averageluminance,upperbound≤4020cd/m²',
      'B/A亮度比下限B/Aluminanceratio,lowerbound≥—0.35—',
      'B/A亮度比上限B/Aluminanceratio,upperbound≤—0.6—',
      // U0 targets in the format of the figure they bound (0.3 → 0.30)
      '均匀度U0UniformityU0≥0.30——',
      squeeze(twoFace().effectDescription),
      ...brands.map((b) => squeeze(b.brandName)),
    ]) {
      expect(c, needle).toContain(needle);
    }
    expect(c.indexOf('灯具参数表')).toBeLessThan(c.indexOf('Lampparametersheet'));
    expect(c.indexOf('照明指标')).toBeLessThan(c.indexOf('Lightingtargets'));
    // No chosen fixture (neither taken nor made from detection rows): no calculated section.
    expect(c).not.toContain('本应用面上的计算表现');
    expect(c).not.toContain('Calculatedperformance');
    expect(s.pages.length).toBeGreaterThanOrEqual(1);
    s.pages.forEach((p, i) => expect(squeeze(p)).toContain(`${i + 1}/${s.pages.length}`));
  });

  it('puts English first for an English request', async () => {
    const rec = await save(demo, twoFace());
    const s = await sheet(rec.id, 'en');
    expect(s.fileName).toMatch(/-en\.pdf$/);
    const c = s.compact;
    // the type mark before the number, in the title, the running header and the footer
    const mark = (await t.db.kysely.selectFrom('lampParams').select('typeMark').where('id', '=', rec.id).executeTakeFirstOrThrow()).typeMark;
    expect(mark).toMatch(/^L\d\d$/);
    expect(c.split(`${mark}${rec.lampparamNo.replace(/\s/g, '')}`).length - 1).toBeGreaterThanOrEqual(2);
    expect(c.indexOf('Lampparametersheet')).toBeLessThan(c.indexOf('灯具参数表'));
    expect(c.indexOf('Lightingtargets')).toBeLessThan(c.indexOf('照明指标'));
    expect(c).toContain('Generated');
    expect(c).toContain('FaceA');
    expect(c).toContain('Compositesurface');
  });

  describe('the chosen fixture calculated on the surface', () => {
    /** A face of /photometry/calculate's answer, the figures these tests read. */
    type Face = { faceType: string; lightnessAve: number; lightness: number; lightnessMax: number; evenness: number; anbanHeight: number; illuminanceAve: number; illuminanceMin: number; illuminanceMax: number };
    /** A fixture of the library with a photometric file, and what /photometry/calculate and the summary give for it on the two-face surface. */
    const fixture = async () => {
      const lamp = await t.db.kysely
        .selectFrom('lamps')
        .innerJoin('brands', 'brands.id', 'lamps.brandId')
        .select(['lamps.id', 'lamps.model', 'lamps.photometryId', 'brands.brandName'])
        .where('lamps.photometryId', 'is not', null)
        .orderBy('lamps.id')
        .executeTakeFirstOrThrow();
      const calc = await t.app.inject({
        method: 'POST',
        url: '/api/photometry/calculate',
        headers: { authorization: demo },
        payload: { photometryId: lamp.photometryId, contestTypeId: 103, dimensions: { W1: 3.6, W2: 1.8, H1: 6, H2: 2, D: 0.6 }, albedo: 0.4 },
      });
      expect(calc.statusCode, calc.body).toBe(200);
      const summary = (await get(`/api/photometry/${lamp.photometryId}`, demo)).json().data as { beamAngle: number; beamAngle90: number; beamAngleCie: number; beamAngleCie90: number; fileName: string };
      return { lamp, faces: calc.json().data.faces as Face[], summary };
    };

    it.each(['zh', 'en'] as const)('prints the figures of /photometry/calculate against each target, the map and the polar curve (%s)', async (lang) => {
      const { lamp, faces, summary } = await fixture();
      const A = faces.find((f) => f.faceType === 'A')!;
      const B = faces.find((f) => f.faceType === 'B')!;
      // Targets either side of what the fixture gives: A's minimum is met, its maximum missed; B's U0 is
      // met; the B/A luminance ratio's lower bound is met, its upper bound missed.
      const ratio = B.lightnessAve / A.lightnessAve;
      const form = {
        ...twoFace(),
        chosenLampId: lamp.id,
        projectParamindexList: [
          { faceType: 'A', colorTemperatureStr: '全亮', brightnessAvgMin: String(Math.floor(A.lightnessAve * 0.5 * 100) / 100), brightnessAvgMax: String(Math.floor(A.lightnessAve * 0.8 * 100) / 100) },
          {
            faceType: 'B',
            colorTemperatureStr: '全亮',
            evenness: String(Math.floor(B.evenness * 0.9 * 100) / 100),
            bcBrightnessRatioMin: String(Math.floor(ratio * 0.9 * 1000) / 1000),
            bcBrightnessRatioMax: String(Math.floor(ratio * 0.95 * 1000) / 1000),
          },
        ],
      };
      const rec = await save(demo, form);
      const s = await sheet(rec.id, lang);
      const c = s.compact;
      const zh = lang === 'zh';
      expect(c).toContain(zh ? '本应用面上的计算表现Calculatedperformanceonthissurface' : 'Calculatedperformanceonthissurface本应用面上的计算表现');
      expect(c).toContain(squeeze(`${lamp.brandName} ${lamp.model}`));
      expect(c).toContain(squeeze(summary.fileName));
      // Measured is not calculated: the figures say they are the engine's, on this record's surface; no measured rows made it.
      const calculatedOn = squeeze(`Calculated by the engine on this sheet's surface (not measured) · ${surfaceText(lampparamDimensions(form))}`);
      const calculatedOnZh = squeeze(`计算：由引擎在本表的应用面上计算（非实测） · ${surfaceText(lampparamDimensions(form))}`);
      expect(c).toContain(zh ? `来源Source${calculatedOnZh}${calculatedOn}` : `Source来源${calculatedOn}${calculatedOnZh}`);
      expect(c).not.toContain('Madefrommeasuredrows');
      const angle = (a: number, b: number) => (Math.abs(a - b) < 0.05 ? `${a.toFixed(1)}°` : `${a.toFixed(1)}°×${b.toFixed(1)}°`);
      // page 3: the chosen fixture's measured beam (page 1 prints the specified one)
      expect(c).toContain(`${zh ? '实测光束角IES（50%）' : 'MeasuredbeamangleIES(50%)'}`);
      expect(c).toContain(`${zh ? '实测光束角IES（50%）Measuredbeamangle' : 'MeasuredbeamangleIES(50%)实测光束角'}`);
      expect(c).toContain(angle(summary.beamAngle, summary.beamAngle90));
      // Both beam angles: IES (50 % of the maximum) and CIE (50 % of the centre), from the file's summary.
      expect(c).toContain(`${zh ? '实测光束角CIE（中心50%）' : 'MeasuredbeamangleCIE(50%ofcentre)'}`);
      expect(c).toContain(angle(summary.beamAngleCie, summary.beamAngleCie90));
      // The figures row of each face: Lavg, Lmin, Lmax, U0, dark band as calculate answers them.
      for (const f of [A, B]) {
        const row = [sheetFigure.luminance(f.lightnessAve), sheetFigure.luminance(f.lightness), sheetFigure.luminance(f.lightnessMax), sheetFigure.u0(f.evenness), sheetFigure.metres(f.anbanHeight)].join('');
        expect(c, `face ${f.faceType}`).toContain(`${zh ? `${f.faceType}面` : `Face${f.faceType}`}${row}`);
      }
      // Each target against its figure, with a tick or a cross.
      const target = form.projectParamindexList;
      const verdict = (zhLabel: string, enLabel: string, face: string, sign: string, value: string, figure: string, unit: string, pass: boolean) =>
        `${zh ? zhLabel + enLabel : enLabel + zhLabel}${face}${sign}${value}${unit}${figure}${unit}${pass ? '✓' : '×'}${pass ? (zh ? '达标' : 'Met') : zh ? '未达标' : 'Notmet'}`;
      expect(c).toContain(verdict('平均亮度下限', 'Averageluminance,lowerbound', 'A', '≥', formatTarget('luminance', Number(target[0]!.brightnessAvgMin!)), sheetFigure.luminance(A.lightnessAve), 'cd/m²', true));
      expect(c).toContain(verdict('平均亮度上限', 'Averageluminance,upperbound', 'A', '≤', formatTarget('luminance', Number(target[0]!.brightnessAvgMax!)), sheetFigure.luminance(A.lightnessAve), 'cd/m²', false));
      expect(c).toContain(verdict('均匀度U0', 'UniformityU0', 'B', '≥', formatTarget('u0', Number(target[1]!.evenness!)), sheetFigure.u0(B.evenness), '', true));
      expect(c).toContain(verdict('B/A亮度比下限', 'B/Aluminanceratio,lowerbound', 'B/A', '≥', formatTarget('ratio', Number(target[1]!.bcBrightnessRatioMin!)), sheetFigure.ratio(ratio), '', true));
      expect(c).toContain(verdict('B/A亮度比上限', 'B/Aluminanceratio,upperbound', 'B/A', '≤', formatTarget('ratio', Number(target[1]!.bcBrightnessRatioMax!)), sheetFigure.ratio(ratio), '', false));
      // The pictures' own words: the maps' unit and caption, the polar curve's planes and peak.
      expect(c).toContain('cd/m²');
      expect(c).toContain(zh ? '配光曲线' : 'Polarcurve');
      expect(c).toContain('C0–C180');
      expect(c).toContain(zh ? '最大光强' : 'Imax');
      expect(c).toContain(zh ? `平均亮度${sheetFigure.luminance(A.lightnessAve)}cd/m²` : `Lavg${sheetFigure.luminance(A.lightnessAve)}cd/m²`);
      expect(s.pdf.rawPayload.length).toBeLessThan(1024 * 1024);
    });

    it.each(['en', 'zh'] as const)('calculates with the layout the record stores and prints it: the figures are /photometry/calculate\'s for that layout, not the default\'s (%s)', async (lang) => {
      const { lamp, faces: byDefault } = await fixture();
      const layout = { count: 2, spacing: 1.5, start: 0.9, setback: 0.8, height: 0, tilt: 40, rotation: 0, maintenanceFactor: 0.7 };
      const calc = await t.app.inject({
        method: 'POST',
        url: '/api/photometry/calculate',
        headers: { authorization: demo },
        payload: { photometryId: lamp.photometryId, contestTypeId: 103, dimensions: { W1: 3.6, W2: 1.8, H1: 6, H2: 2, D: 0.6 }, albedo: 0.4, layout },
      });
      expect(calc.statusCode, calc.body).toBe(200);
      expect(calc.json().data.layout).toEqual(layout);
      const faces = calc.json().data.faces as Face[];
      const row = (f: Face) => [sheetFigure.luminance(f.lightnessAve), sheetFigure.luminance(f.lightness), sheetFigure.luminance(f.lightnessMax), sheetFigure.u0(f.evenness), sheetFigure.metres(f.anbanHeight)].join('');
      const rec = await save(demo, { ...twoFace(), chosenLampId: lamp.id, layout });
      const { compact: c } = await sheet(rec.id, lang);
      const zh = lang === 'zh';
      for (const f of faces) {
        expect(row(f)).not.toBe(row(byDefault.find((d) => d.faceType === f.faceType)!));
        // Luminance, U0, dark band, then the illuminance (lux) of the same field.
        const lux = [f.illuminanceAve, f.illuminanceMin, f.illuminanceMax].map(sheetFigure.lux).join('');
        expect(c, `face ${f.faceType}`).toContain(`${zh ? `${f.faceType}面` : `Face${f.faceType}`}${row(f)}${lux}`);
      }
      expect(c).toContain(zh ? '平均照度lx' : 'Eavglx');
      // The layout in words and numbers, both languages (the sheet's language first): count, spacing, start, setback, height, tilt and rotation in degrees, MF.
      const en = '2×at1.5m,firstat0.9m,setback0.8m,0mhigh,tilt40.0°,rotation0.0°,maintenancefactor0.7';
      const zhText = '2套，间距1.5m，首套距左边0.9m，离面距离0.8m，安装高度0m，仰角40.0°，旋转0.0°，维护系数0.7';
      expect(c).toContain(zh ? `布灯Layout${zhText}${en}` : `Layout布灯${en}${zhText}`);
      // Installed power of the catalogue's watts (as Rank counts them) and its density on the lit faces.
      const { power } = await t.db.kysely.selectFrom('lamps').select('power').where('id', '=', lamp.id).executeTakeFirstOrThrow();
      expect(power).toBeGreaterThan(0);
      expect(c).toContain(`${Number((2 * power!).toFixed(1))}W·`);
      expect(c).toMatch(/\d+(\.\d)?W\/m²·/);
      expect(c).toContain(zh ? '利用率' : 'utilisation');
      expect(c).toContain(zh ? '溢散' : 'spill');
    });

    it('takes the fixture of the first made detection row with a photometric file when none was taken', async () => {
      const { lamp } = await fixture();
      const row = await t.db.kysely.selectFrom('detections').select('id').where('lampId', '=', lamp.id).orderBy('id').executeTakeFirstOrThrow();
      const without = await t.db.kysely
        .selectFrom('detections')
        .innerJoin('lamps', 'lamps.id', 'detections.lampId')
        .select('detections.id')
        .where('lamps.photometryId', 'is', null)
        .orderBy('detections.id')
        .executeTakeFirst();
      const rec = await save(demo, { ...twoFace(), detectionIds: [...(without ? [without.id] : []), row.id].join(',') });
      const { compact: c } = await sheet(rec.id, 'en');
      expect(c).toContain('Calculatedperformanceonthissurface');
      expect(c).toContain(squeeze(`${lamp.brandName} ${lamp.model}`));
    });
  });

  it.each(['en', 'zh'] as const)('says which rows it was made from were measured, on which wall, and that its figures are calculated (%s)', async (lang) => {
    // a measured (typical detection) row of a fixture with a photometric file
    const measured = await t.db.kysely
      .selectFrom('detections')
      .innerJoin('lamps', 'lamps.id', 'detections.lampId')
      .select(['detections.id', 'detections.lampId'])
      .where('lamps.photometryId', 'is not', null)
      .where('detections.dataType', '=', '1')
      .where('detections.lightnessAve', 'is not', null)
      .orderBy('detections.id')
      .executeTakeFirstOrThrow();
    const detail = (await get(`/api/lamps/${measured.lampId}`, demo, 'en')).json().data as { detections: DetectionRow[] };
    const row = detail.detections.find((r) => r.id === measured.id)!;
    const rec = await save(demo, { ...twoFace(), detectionIds: String(measured.id) });
    const { compact: c } = await sheet(rec.id, lang);
    const zh = lang === 'zh';
    const face = row.surfaceType === 'B' ? (zh ? ' · B 面' : ' · Face B') : '';
    const line = [
      zh ? '实测（典型检测）' : 'Measured (Typical detection)',
      `${row.brandName} ${row.model}${face}`,
      surfaceText(surfaceOfRow(row).dimensions),
      `${zh ? '平均亮度' : 'Lavg'} ${sheetFigure.luminance(row.lightnessAve!)} cd/m²`,
      ...(row.evenness === null ? [] : [`U0 ${sheetFigure.u0(row.evenness)}`]),
    ].join(' · ');
    expect(c).toContain(squeeze(zh ? `依据的实测数据Madefrommeasuredrows${line}` : `Madefrommeasuredrows依据的实测数据${line}`));
    expect(c).toContain(zh ? '下方的表现为计算值，并非这些测量' : 'theperformancebelowiscalculated,notthesemeasurements');
    expect(c).toContain(squeeze(zh ? '计算：由引擎在本表的应用面上计算（非实测）' : "Calculated by the engine on this sheet's surface (not measured)"));
  });

  it.each(['en', 'zh'] as const)('prints one fixture: made from A’s measured row, then B taken from Rank, the sheet names B and not A’s measured row (%s)', async (lang) => {
    const withFile = (dataType: '1' | '4') =>
      t.db.kysely
        .selectFrom('detections')
        .innerJoin('lamps', 'lamps.id', 'detections.lampId')
        .innerJoin('brands', 'brands.id', 'lamps.brandId')
        .select(['detections.id', 'detections.lampId', 'lamps.model', 'brands.brandName'])
        .where('lamps.photometryId', 'is not', null)
        .where('detections.dataType', '=', dataType)
        .where('detections.lightnessAve', 'is not', null)
        .orderBy('detections.id');
    const a = await withFile('1').executeTakeFirstOrThrow();
    const b = await withFile('4').where('detections.lampId', '!=', a.lampId).executeTakeFirstOrThrow();
    const rec = await save(demo, { ...twoFace(), detectionIds: String(a.id), chosenLampId: b.lampId });
    const { compact: c } = await sheet(rec.id, lang);
    expect(c).toContain(squeeze(`${b.brandName} ${b.model}`));
    expect(c).not.toContain(squeeze(a.model));
    expect(c).not.toContain('Madefrommeasuredrows');
  });

  it('shows the RGB wavelengths and the multi-colour entries', async () => {
    const rec = await save(demo, multiColour());
    const { compact: c } = await sheet(rec.id);
    for (const needle of ['RGBW', 'R625nm·G530nm·B470nm·W4000K', '1.25W', '1.5W', '1.75W', '2.25W', '0.700,0.299', '0.170,0.700', '0.135,0.040', '0.380,0.377', '多色参数', 'lowerbound≥30cd/m²', 'UniformityU0≥0.50—']) {
      expect(c, needle).toContain(needle);
    }
  });

  it('reuses the file of an unchanged record and writes a new one after a change', async () => {
    const rec = await save(demo, twoFace());
    const first = (await generate(rec.id)).json().data;
    // each record's sheets in a folder of its own: generating reads that folder only
    const key = `sheets/${rec.id}/${first.fileName}`;
    expect(await t.app.blobs.list(`sheets/${rec.id}/`)).toEqual([key]);
    const written = (await t.app.blobs.stat(key))!;
    const again = (await generate(rec.id)).json().data;
    expect(again.fileName).toBe(first.fileName);
    expect(await t.app.blobs.stat(key)).toEqual(written);
    const stored = await t.db.kysely.selectFrom('lampParams').select(['pdfFileName', 'pdfHash']).where('id', '=', rec.id).executeTakeFirstOrThrow();
    expect(stored.pdfFileName).toBe(first.fileName);
    expect(stored.pdfHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.pdfHash!.slice(0, 16)).toBe(first.fileName.split('-')[2]);

    await save(demo, { ...twoFace(), id: rec.id, updateDate: rec.updateDate, lampPower: '48' });
    const changed = await sheet(rec.id);
    expect(changed.fileName).not.toBe(first.fileName);
    expect(changed.compact).toContain('48W');
    expect(await t.app.blobs.stat(key)).toBeNull();
    const mine = (await t.app.blobs.list(`sheets/${rec.id}/`)).filter((n) => n.endsWith('-zh.pdf'));
    expect(mine).toEqual([`sheets/${rec.id}/${changed.fileName}`]);
  });

  it('fits a 2 MB photograph to its printed box, so the sheet stays under 1 MB', async () => {
    // Noise compresses like a busy photograph: 2100 × 1400 at quality 80 is close to the 2 MB upload limit.
    const photo = await sharp(noise(2100, 1400, 3), { raw: { width: 2100, height: 1400, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
    expect(photo.length).toBeGreaterThan(1.5 * 1024 * 1024);
    await t.app.blobs.put('media/uploads/test/photo.jpg', photo);
    const rec = await save(demo, { ...twoFace(), effectPic: 'uploads/test/photo.jpg' });
    const out = await sheet(rec.id);
    expect(out.pdf.rawPayload.length).toBeLessThan(1024 * 1024);
    // The effect picture box is 503 × 222 pt: 617 px high at 200 dpi, so 925 × 617 px.
    const images = [...out.pdf.rawPayload.toString('latin1').matchAll(/\/Subtype \/Image[^>]*?\/Width (\d+)|\/Width (\d+)[^>]*?\/Subtype \/Image/g)];
    const widths = images.map((m) => Number(m[1] ?? m[2]));
    expect(widths).toContain(925);
    expect(Math.max(...widths)).toBeLessThan(2100);
  });

  it('refuses a draft with a clear 400 and an unknown id with 404', async () => {
    const draft = await save(demo, { projectId, dataStatus: 1, contestType: 102 });
    const res = await generate(draft.id, demo, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: 'Only a generated lamp parameter has a sheet; generate it first' });
    expect((await generate(99999999)).statusCode).toBe(404);
    expect((await get(`/api/lampparams/generateTyLampparamPdf/${draft.id}`)).statusCode).toBe(401);
  });

  it('allows the project members and administrators, and refuses others', async () => {
    const own = (await t.app.inject({ method: 'POST', url: '/api/projects', headers: { authorization: admin }, payload: { itemName: 'Admin only 管理员项目' } })).json().data;
    const rec = await save(admin, { ...multiColour(), projectId: own.id });
    const refused = await generate(rec.id, demo);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await generate(rec.id, admin)).statusCode).toBe(200);
    // An administrator sees the demo designers' records too.
    const theirs = await save(demo, multiColour());
    expect((await generate(theirs.id, admin)).statusCode).toBe(200);
  });

  it('breaks a long record cleanly over pages with page numbers', async () => {
    const paragraph = (n: number, tag: string) =>
      Array.from({ length: n }, (_, i) => `${tag}第${i + 1}段：立面照明应突出建筑的竖向线条，灯具隐藏安装，避免眩光。Part ${i + 1}: keep the fixtures hidden and glare-free. `).join('');
    const long = {
      ...twoFace(),
      effectDescription: paragraph(38, '效果').slice(0, 3990),
      otherDemand: paragraph(30, '其他').slice(0, 3990),
      attachDemand: paragraph(20, '附件').slice(0, 2500),
      colorDemand: 'Ra ≥ 80，R9 > 0，同批次色容差 ≤ 3 SDCM。',
      lampQuality: paragraph(1, '质量').slice(0, 200),
    };
    const rec = await save(demo, long);
    const s = await sheet(rec.id);
    expect(s.pages.length).toBeGreaterThanOrEqual(3);
    s.pages.forEach((p, i) => {
      expect(squeeze(p)).toContain(`${i + 1}/${s.pages.length}`);
      expect(squeeze(p)).toContain(rec.lampparamNo);
    });
    for (const text of [long.effectDescription, long.otherDemand, long.attachDemand, long.lampQuality, long.colorDemand]) {
      // Split between lines and pages, but nothing lost: strip the running headers and footers.
      const body = s.pages
        .map((p) => squeeze(p))
        .join('')
        .replace(/（续）\(continued\)/g, '');
      const needle = squeeze(text);
      expect(body.includes(needle) || stitched(body, needle), needle.slice(0, 40)).toBe(true);
    }
    expect(s.pdf.rawPayload.length).toBeLessThan(1024 * 1024);
  });

  describe('the signed preview', () => {
    let fileName: string;
    let url: string;
    beforeAll(async () => {
      const rec = await save(demo, multiColour());
      ({ fileName, url } = (await generate(rec.id)).json().data);
    });

    it('needs no log-in but a valid token', async () => {
      expect((await get(url)).statusCode).toBe(200);
      const none = await get(`/api/previewPdf?fileName=${fileName}`, undefined, 'en');
      expect(none.statusCode).toBe(403);
      expect(none.json()).toEqual({ success: false, code: 'FORBIDDEN', message: 'The preview link is invalid or has expired' });
      expect((await get(`/api/previewPdf?fileName=${fileName}&token=`)).statusCode).toBe(403);
    });

    it('refuses a wrong signature and a token of another file', async () => {
      const token = new URL(url, 'http://x').searchParams.get('token')!;
      const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
      expect((await get(`/api/previewPdf?fileName=${fileName}&token=${flipped}`)).statusCode).toBe(403);
      const other = fileName.replace(/-(\d+)-/, (_m, id: string) => `-${Number(id) + 1}-`);
      expect((await get(`/api/previewPdf?fileName=${other}&token=${token}`)).statusCode).toBe(403);
      const forged = signPreview(Buffer.alloc(32, 7), fileName, Math.floor(Date.now() / 1000) + 60);
      expect((await get(`/api/previewPdf?fileName=${fileName}&token=${forged}`)).statusCode).toBe(403);
    });

    it('refuses an expired token: signed in the past, or the clock moved past its expiry', async () => {
      const secret = (await t.app.signingSecret());
      const past = signPreview(secret, fileName, Math.floor(Date.now() / 1000) - 1);
      const res = await get(`/api/previewPdf?fileName=${fileName}&token=${past}`, undefined, 'en');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('The preview link is invalid or has expired');
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + (PREVIEW_TTL_SECONDS + 5) * 1000);
      expect((await get(url)).statusCode).toBe(403);
      vi.useRealTimers();
      expect((await get(url)).statusCode).toBe(200);
    });

    it('refuses file names that are not of the generated shape or try to leave the folder', async () => {
      const secret = (await t.app.signingSecret());
      const exp = Math.floor(Date.now() / 1000) + 60;
      for (const raw of ['../secret', '..%2Fsecret', '%2e%2e%2fsecret', '%252e%252e%252fsecret', '/etc/passwd', '%2Fetc%2Fpasswd', `..%2F${fileName}`, `sheets%2F${fileName}`, `${fileName}%00`, 'secret', '']) {
        const decoded = decodeURIComponent(raw);
        const res = await get(`/api/previewPdf?fileName=${raw}&token=${signPreview(secret, decoded, exp)}`);
        expect(res.statusCode, raw).toBe(400);
        expect(res.json().success).toBe(false);
      }
    });

    it('answers 404 for a well-formed, signed name whose file does not exist', async () => {
      const missing = 'lampparam-1-0000000000000000-zh.pdf';
      const token = signPreview((await t.app.signingSecret()), missing, Math.floor(Date.now() / 1000) + 60);
      expect((await get(`/api/previewPdf?fileName=${missing}&token=${token}`)).statusCode).toBe(404);
    });

    it('keeps its secret in the database, not on the disk of one instance', async () => {
      const row = await t.db.kysely.selectFrom('serverSecrets').select('value').where('name', '=', 'preview').executeTakeFirstOrThrow();
      expect(Buffer.from(row.value, 'base64').equals(await t.app.signingSecret())).toBe(true);
      expect(existsSync(join(t.dataDir, 'secret'))).toBe(false);
    });
  });
});
