/**
 * One computation, one answer (issue 23): for one photometric file, one surface and one layout,
 * every route that shows calculated figures shows the same numbers, to display rounding — the
 * selection table's calculated rows, the fixture detail, Rank, Compare (rank of the compared
 * lamps only), the photometric check (calculate) and the sheet's performance section.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestDimensionsFromContest, contestTypeById, formatFigure, formatFigureWithUnit, LAMPPARAM_DIMENSION_FIELDS, lampparamDimensions, surfaceOfRow, type DetectionRow, type RankAnswer, type RowSizes } from '@lampsheet/contracts';
import { performanceSection, performanceSource } from '../sheets/performance.js';
import { bearer, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

type Figures = { lightnessAve: number; lightness: number; lightnessMax: number; evenness: number; anbanHeight: number | null };

/** Equal as a designer reads them: luminance to 3 significant figures (within half of the 4th), U0 and dark band to 2 decimals. */
function expectSame(where: string, got: Figures, want: Figures) {
  for (const key of ['lightnessAve', 'lightness', 'lightnessMax'] as const) {
    expect(Math.abs(got[key] - want[key]), `${where} ${key} ${got[key]} vs ${want[key]}`).toBeLessThanOrEqual(Math.max(5e-4 * Math.abs(want[key]), 5e-4));
  }
  expect(Math.abs(got.evenness - want.evenness), `${where} U0 ${got.evenness} vs ${want.evenness}`).toBeLessThanOrEqual(0.005);
  if (got.anbanHeight !== null && want.anbanHeight !== null) {
    expect(Math.abs(got.anbanHeight - want.anbanHeight), `${where} dark band ${got.anbanHeight} vs ${want.anbanHeight}`).toBeLessThanOrEqual(0.005);
  }
}

type Lit = Figures & { illuminanceAve: number | null; illuminanceMin: number | null; illuminanceMax: number | null };

/** Every figure as a screen prints it (one format per quantity): equal where the computation is one. */
const shown = (f: Lit) => ({
  lavg: formatFigure('luminance', f.lightnessAve),
  lmin: formatFigure('luminance', f.lightness),
  lmax: formatFigure('luminance', f.lightnessMax),
  u0: formatFigure('u0', f.evenness),
  eavg: formatFigure('illuminance', f.illuminanceAve),
  emin: formatFigure('illuminance', f.illuminanceMin),
  emax: formatFigure('illuminance', f.illuminanceMax),
});

const faceOf = <F extends { faceType: string }>(faceType: 'A' | 'B', faces: F[]) => faces.find((f) => f.faceType === faceType) ?? faces.find((f) => f.faceType === 'single')!;

describe.each(DIALECTS)('one computation, one answer on %s', (dialect) => {
  let t: TestApp;
  let auth: string;
  /** Calculated rows (data type 4): a few lamps per reflected application type, both faces of the two-face ones. */
  let pairs: Array<{ id: number; lampId: number; contestId: number; contestTypeId: number; surfaceType: 'A' | 'B' }>;

  const post = async <T>(url: string, payload: object): Promise<T> => {
    const res = await t.app.inject({ method: 'POST', url, headers: { authorization: auth, 'accept-language': 'en' }, payload });
    expect(res.statusCode, `${url} ${res.body.slice(0, 300)}`).toBe(200);
    return (res.json() as { data: T }).data;
  };

  beforeAll(async () => {
    // many heavy calls from one user: the per-user limit of expensive calls raised for the test
    t = await createTestApp(dialect, { env: { HEAVY_RATE_LIMIT: '10000' } });
    auth = await bearer(t.app, 'demo');
    const rows = await t.db.kysely
      .selectFrom('detections as d')
      .innerJoin('lamps as l', 'l.id', 'd.lampId')
      .select(['d.id', 'd.lampId', 'd.contestId', 'd.contestTypeId', 'd.surfaceType'])
      .where('d.dataType', '=', '4')
      .where('l.photometryId', 'is not', null)
      .where('d.lightnessAve', 'is not', null)
      .orderBy('d.contestTypeId')
      .orderBy('d.lampId')
      .orderBy('d.id')
      .execute();
    const perType = new Map<number, typeof rows>();
    for (const r of rows) {
      const list = perType.get(r.contestTypeId!) ?? [];
      // three lamps per type (every face of each), spread over the list
      if (new Set(list.map((x) => x.lampId)).size < 3 || list.some((x) => x.lampId === r.lampId)) list.push(r);
      perType.set(r.contestTypeId!, list);
    }
    pairs = [...perType.values()].flat().map((r) => ({ id: r.id, lampId: r.lampId!, contestId: r.contestId!, contestTypeId: r.contestTypeId!, surfaceType: r.surfaceType as 'A' | 'B' }));
  }, 180_000);
  afterAll(async () => t.close());

  it('covers at least 20 fixture × surface pairs of several application types, both faces of a two-face type', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(20);
    expect(new Set(pairs.map((p) => p.contestTypeId)).size).toBeGreaterThanOrEqual(4);
    const twoFace = pairs.filter((p) => contestTypeById(p.contestTypeId)?.faces === 2);
    expect(new Set(twoFace.map((p) => p.surfaceType))).toEqual(new Set(['A', 'B']));
  });

  it('computes the same figures again in the layout an answer gives (Make stores Compare\'s, the sheet computes in it)', async () => {
    // the type's own layout: the tilt is aimed, not given (a tilt answered to 0.01° moved Lmax 362.51 → 362.49)
    const surfaces = new Map(pairs.map((p) => [`${p.contestId}`, p]));
    let compared = 0;
    for (const pair of surfaces.values()) {
      const contest = await t.db.kysely.selectFrom('contests').selectAll().where('id', '=', pair.contestId).executeTakeFirstOrThrow();
      const surface = { contestTypeId: pair.contestTypeId, dimensions: contestDimensionsFromContest(contest), albedo: contest.albedo };
      const compare = await post<RankAnswer>('/api/photometry/rank', { ...surface, filters: { lampIds: [pair.lampId] }, limit: 1 });
      const row = compare.rows[0]!;
      // a layout with the fixtures on the face or one fixture (setback or spacing 0) is answered but
      // not taken back by calculate's request (its ranges ask for more than 0)
      if (!(row.layout.setback > 0 && row.layout.spacing > 0)) continue;
      const again = await post<{ faces: Array<Record<string, unknown>>; layout: object }>('/api/photometry/calculate', { photometryId: row.photometryId, ...surface, layout: row.layout });
      expect(again.layout, `contest ${pair.contestId}`).toEqual(row.layout);
      const figures = (faces: Array<Record<string, unknown>>) =>
        faces.map((f) => Object.fromEntries(['faceType', 'lightnessAve', 'lightness', 'lightnessMax', 'evenness', 'anbanHeight', 'illuminanceAve', 'illuminanceMin', 'illuminanceMax'].map((k) => [k, f[k]])));
      expect(figures(again.faces), `lamp ${pair.lampId} on contest ${pair.contestId}`).toEqual(figures(row.faces));
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(8);
  });

  it('computes a wall washer in one layout, its own tilt included, in Rank, Compare, the check and the sheet: plain and fitted (the walk: 140 against 88.6 cd/m², tilt -21.5° against -26.47°)', async () => {
    const wall = pairs.filter((p) => contestTypeById(p.contestTypeId)?.kind === 'wallWashing');
    const lampIds = [...new Set(wall.map((p) => p.lampId))].slice(0, 2);
    expect(lampIds).toHaveLength(2);
    const contest = await t.db.kysely.selectFrom('contests').selectAll().where('id', '=', wall[0]!.contestId).executeTakeFirstOrThrow();
    const surface = { contestTypeId: wall[0]!.contestTypeId, dimensions: contestDimensionsFromContest(contest), albedo: contest.albedo };
    const targets = [{ faceType: 'single' as const, brightnessAvgMin: 5, brightnessAvgMax: 60, evenness: 0.1 }];
    type CalcAnswer = { faces: Array<{ faceType: string } & Figures>; layout: RankAnswer['rows'][number]['layout'] };
    const sheetFigures = async (lampId: number, layout?: object) => {
      const record: Record<string, unknown> = { contestType: surface.contestTypeId, albedo: surface.albedo ?? null, chosenLampId: lampId, ...(layout ? { layout } : {}) };
      for (const [letter, value] of Object.entries(surface.dimensions)) record[LAMPPARAM_DIMENSION_FIELDS[letter as keyof typeof LAMPPARAM_DIMENSION_FIELDS]] = value;
      const section = (await performanceSection(t.db.kysely, t.app.pools.calc(), (await performanceSource(t.db.kysely, record, []))!, 'en'))!;
      return { lavg: section.faces[0]!.figures.lavg, u0: section.faces[0]!.figures.u0, layout: section.layout.en };
    };
    const printed = (f: Figures) => ({ lavg: formatFigure('luminance', f.lightnessAve), u0: formatFigure('u0', f.evenness) });
    const sameEverywhere = async (where: string, ranked: RankAnswer['rows'][number], compared: RankAnswer['rows'][number], layoutSent: object | undefined) => {
      // Compare: the same figures, the same layout (tilt included) and the same score
      expect(compared.layout, `${where}: compare's layout`).toEqual(ranked.layout);
      expect(compared.faces, `${where}: compare`).toEqual(ranked.faces);
      expect(compared.score, `${where}: score`).toBe(ranked.score);
      // the check: in the layout the view computes in (the type's own: none sent; fitted: the row's)
      const check = await post<CalcAnswer>('/api/photometry/calculate', { photometryId: ranked.photometryId, ...surface, ...(layoutSent ? { layout: layoutSent } : {}) });
      expect(check.layout.tilt, `${where}: the check's tilt`).toBe(ranked.layout.tilt);
      expectSame(`${where}: check`, check.faces[0]!, ranked.faces[0]!);
      // the sheet of a record that took the row (its layout stored, as Take stores it), and of one with none stored (plain)
      const sheet = await sheetFigures(ranked.lampId, ranked.layout);
      expect({ lavg: sheet.lavg, u0: sheet.u0 }, `${where}: sheet`).toEqual(printed(ranked.faces[0]!));
      expect(sheet.layout, `${where}: the sheet's layout`).toContain(`tilt ${formatFigureWithUnit('angle', ranked.layout.tilt)}`);
      if (!layoutSent) expect(await sheetFigures(ranked.lampId), `${where}: sheet, no layout stored`).toEqual(sheet);
    };

    // plain: each fixture in the type's own layout for it, aimed by its own beam
    const rank = await post<RankAnswer>('/api/photometry/rank', { ...surface, targets, filters: { lampIds }, limit: 2 });
    for (const lampId of lampIds) {
      const ranked = rank.rows.find((r) => r.lampId === lampId)!;
      const compare = await post<RankAnswer>('/api/photometry/rank', { ...surface, targets, filters: { lampIds: [lampId] }, limit: 1 });
      await sameEverywhere(`plain, lamp ${lampId}`, ranked, compare.rows[0]!, undefined);
    }
    // fitted: each fixture in its fitted layout; Compare sends it back as the fixture's own
    const fit = { countMax: 10, spacingMin: 0.3, spacingMax: 3, tiltMin: 0, tiltMax: 30 };
    const fitted = await post<RankAnswer>('/api/photometry/rank', { ...surface, targets, fit, filters: { lampIds }, limit: 2 });
    for (const ranked of fitted.rows) {
      const compare = await post<RankAnswer>('/api/photometry/rank', { ...surface, targets, layouts: [{ lampId: ranked.lampId, layout: ranked.layout }], filters: { lampIds: [ranked.lampId] }, limit: 1 });
      await sameEverywhere(`fitted, lamp ${ranked.lampId}`, ranked, compare.rows[0]!, ranked.layout);
    }
  }, 600_000);

  it("demo L01's chosen flood reads one Emax in the editor's Rank and Compare (its default layout) and in the check and the sheet (the record's stored layout): the walk's 860 against 861 lx", async () => {
    const stored = await t.db.kysely.selectFrom('lampParams').select(['body', 'contestType', 'layout']).where('typeMark', '=', 'L01').orderBy('id').executeTakeFirstOrThrow();
    const record: Record<string, unknown> = { ...(JSON.parse(stored.body) as Record<string, unknown>), contestType: stored.contestType, layout: JSON.parse(stored.layout!) as object };
    const source = (await performanceSource(t.db.kysely, record, []))!;
    const surface = { contestTypeId: stored.contestType!, dimensions: lampparamDimensions(record), albedo: Number(record.albedo) };
    // the editor's Rank (and Compare of its ticked rows): no layout sent, each fixture in its default
    const rank = await post<RankAnswer>('/api/photometry/rank', { ...surface, filters: { lampIds: [source.fixture.lampId] }, limit: 1 });
    const ranked = rank.rows[0]!;
    // the record stores the layout it was taken in: that default, its tilt unrounded
    expect(record.layout, 'the stored layout').toEqual(ranked.layout);
    // the check of the record, in its stored layout, and the sheet
    const check = await post<{ faces: Lit[] }>('/api/photometry/calculate', { photometryId: source.fixture.photometryId, ...surface, layout: record.layout });
    const section = (await performanceSection(t.db.kysely, t.app.pools.calc(), source, 'en'))!;
    const inRank = shown(ranked.faces[0] as Lit);
    expect(shown(check.faces[0]!), 'the check').toEqual(inRank);
    expect({ ...section.faces[0]!.lux }, 'the sheet').toEqual({ eavg: inRank.eavg, emin: inRank.emin, emax: inRank.emax });
    // a flood wall of a façade: tens of cd/m², hundreds of lux
    expect(ranked.faces[0]!.lightnessAve).toBeGreaterThan(5);
    expect(ranked.faces[0]!.lightnessAve).toBeLessThan(50);
  });

  it("a record whose stored layout is not its fixture's default: the editor's Rank and Compare send it as the chosen fixture's own (`layouts`) and read the check's and the sheet's figures (the walk: Lmin 14.5 / Lmax 362 in Rank, 14.4 / 363 on the sheet)", async () => {
    const pair = pairs.find((p) => contestTypeById(p.contestTypeId)?.kind === 'wallWashing')!;
    const contest = await t.db.kysely.selectFrom('contests').selectAll().where('id', '=', pair.contestId).executeTakeFirstOrThrow();
    const surface = { contestTypeId: pair.contestTypeId, dimensions: contestDimensionsFromContest(contest), albedo: contest.albedo };
    const targets = [{ faceType: 'single' as const, brightnessAvgMin: 1, evenness: 0.05 }];
    const byDefault = (await post<RankAnswer>('/api/photometry/rank', { ...surface, targets, filters: { lampIds: [pair.lampId] }, limit: 1 })).rows[0]!;
    // the record's layout: another count, spacing and tilt than the type's default for this fixture
    const width = surface.dimensions.W!;
    const count = byDefault.layout.count + 1;
    const layout = { ...byDefault.layout, count, spacing: width / count, start: width / count / 2, tilt: byDefault.layout.tilt + 4 };
    const record: Record<string, unknown> = { contestType: surface.contestTypeId, albedo: surface.albedo ?? null, chosenLampId: pair.lampId, layout };
    for (const [letter, value] of Object.entries(surface.dimensions)) record[LAMPPARAM_DIMENSION_FIELDS[letter as keyof typeof LAMPPARAM_DIMENSION_FIELDS]] = value;
    const check = await post<{ faces: Lit[]; layout: object }>('/api/photometry/calculate', { photometryId: byDefault.photometryId, ...surface, layout });
    const section = (await performanceSection(t.db.kysely, t.app.pools.calc(), (await performanceSource(t.db.kysely, record, []))!, 'en'))!;
    // the editor's request (rankRequestOf): the record's chosen fixture in the stored layout, beside another fixture in its own default
    const otherLamp = pairs.find((p) => p.contestId === pair.contestId && p.lampId !== pair.lampId)!.lampId;
    const other = (await post<RankAnswer>('/api/photometry/rank', { ...surface, filters: { lampIds: [otherLamp] }, limit: 1 })).rows[0]!;
    const rank = await post<RankAnswer>('/api/photometry/rank', { ...surface, targets, layouts: [{ lampId: pair.lampId, layout }], filters: { lampIds: [pair.lampId, other.lampId] }, limit: 2 });
    const ranked = rank.rows.find((r) => r.lampId === pair.lampId)!;
    expect(ranked.layout, 'the row says the stored layout').toEqual(check.layout);
    const inRank = shown(ranked.faces[0] as Lit);
    expect(shown(check.faces[0]!), 'the check').toEqual(inRank);
    const sheet = section.faces[0]!.figures;
    expect({ lavg: sheet.lavg, lmin: sheet.lmin, lmax: sheet.lmax, u0: sheet.u0 }, 'the sheet').toEqual({ lavg: inRank.lavg, lmin: inRank.lmin, lmax: inRank.lmax, u0: inRank.u0 });
    // the other fixture keeps its own default layout
    expect(rank.rows.find((r) => r.lampId === other.lampId)!.faces).toEqual(other.faces);
    // Compare from the editor sends the same: the same row and score
    const compare = await post<RankAnswer>('/api/photometry/rank', { ...surface, targets, layouts: [{ lampId: pair.lampId, layout }], filters: { lampIds: [pair.lampId] }, limit: 1 });
    expect(compare.rows[0]!.faces).toEqual(ranked.faces);
    expect(compare.rows[0]!.score).toBe(ranked.score);
    // and the default layout's figures are not these: the test tells the two apart
    expect(shown(byDefault.faces[0] as Lit)).not.toEqual(inRank);
  }, 300_000);

  it("a record made from a spaced wall-washing row ranks its fixture at the row's figures: the made surface keeps S (the walk: 4 × at 0.6 m became 2 × 1 m, Lavg 134 → 78.2)", async () => {
    const pair = pairs.find((p) => p.contestTypeId === 102)!;
    const table = await post<{ rows: Array<DetectionRow & RowSizes> }>('/api/contests/tyList', { contestTypeId: 102, contestId: pair.contestId, dataTypeStr: '4', lampIdsStr: String(pair.lampId), page: 1 });
    const row = table.rows.find((r) => r.id === pair.id)!;
    const surface = surfaceOfRow(row);
    expect(surface.dimensions.S, 'the wall-washing row has a spacing').toBeGreaterThan(0);
    // the draft Make writes: the row's whole surface in the record's fields, the fixture chosen
    const res = await t.app.inject({ method: 'GET', url: '/api/projects', headers: { authorization: auth } });
    const projectId = (res.json() as { data: { rows: Array<{ id: number }> } }).data.rows[0]!.id;
    const form: Record<string, unknown> = { projectId, dataStatus: 1, contestType: 102, albedo: surface.albedo === undefined ? null : String(surface.albedo), chosenLampId: pair.lampId, projectParamindexList: [] };
    for (const [letter, value] of Object.entries(surface.dimensions)) form[LAMPPARAM_DIMENSION_FIELDS[letter as keyof typeof LAMPPARAM_DIMENSION_FIELDS]] = String(value);
    const saved = await post<{ id: number }>('/api/lampparams/createTy/0', form);
    const view = await t.app.inject({ method: 'GET', url: `/api/lampparams/editTyView/${saved.id}`, headers: { authorization: auth } });
    const record = (view.json() as { data: { projectLampparamVo: Record<string, unknown> } }).data.projectLampparamVo;
    // Rank on the record's surface, as the editor asks it (every letter the record holds)
    const rank = await post<RankAnswer>('/api/photometry/rank', { contestTypeId: 102, dimensions: lampparamDimensions(record), albedo: Number(record.albedo), filters: { lampIds: [pair.lampId] }, limit: 1 });
    expectSame(`lamp ${pair.lampId} on the made record`, faceOf('A', rank.rows[0]!.faces), row as unknown as Figures);
  });

  it('gives the same figures in the selection row, the detail, Rank, Compare, the check and the sheet', async () => {
    const ranks = new Map<string, RankAnswer>();
    for (const pair of pairs) {
      const where = `lamp ${pair.lampId} on contest ${pair.contestId} face ${pair.surfaceType}`;
      // the selection table's calculated row
      const table = await post<{ rows: Array<DetectionRow & RowSizes> }>('/api/contests/tyList', {
        contestTypeId: pair.contestTypeId,
        contestId: pair.contestId,
        dataTypeStr: '4',
        lampIdsStr: String(pair.lampId),
        page: 1,
      });
      const row = table.rows.find((r) => r.id === pair.id)!;
      expect(row, where).toBeDefined();
      const figures = row as unknown as Figures;
      // its detail
      const detail = await t.app.inject({ method: 'GET', url: `/api/lamps/${pair.lampId}`, headers: { authorization: auth } });
      const detailRow = (detail.json() as { data: { detections: Array<Figures & { id: number }> } }).data.detections.find((d) => d.id === pair.id)!;
      expectSame(`${where}: detail`, detailRow, figures);

      const surface = surfaceOfRow(row);
      // Rank (the whole library) and Compare (only this lamp and two others)
      // one ranking of the whole library per surface (the pairs share their contests)
      const key = JSON.stringify(surface);
      if (!ranks.has(key)) ranks.set(key, await post<RankAnswer>('/api/photometry/rank', { ...surface, limit: 500 }));
      const rank = ranks.get(key)!;
      const ranked = rank.rows.find((r) => r.lampId === pair.lampId)!;
      expectSame(`${where}: rank`, faceOf(pair.surfaceType, ranked.faces), figures);
      const others = rank.rows.filter((r) => r.lampId !== pair.lampId).slice(0, 2).map((r) => r.lampId);
      const compare = await post<RankAnswer>('/api/photometry/rank', { ...surface, filters: { lampIds: [pair.lampId, ...others] }, limit: 3 });
      const compared = compare.rows.find((r) => r.lampId === pair.lampId)!;
      expect(compared.faces, `${where}: compare`).toEqual(ranked.faces);
      // one score: the same in Rank and in Compare
      expect(compared.score, `${where}: score`).toBe(ranked.score);

      // the photometric check: the same computation as Rank's, every figure as printed (Emax, Eavg, Lmin, Lmax included)
      const check = await post<{ faces: Array<{ faceType: string } & Lit> }>('/api/photometry/calculate', { photometryId: ranked.photometryId, ...surface });
      expectSame(`${where}: check`, faceOf(pair.surfaceType, check.faces), figures);
      expect(shown(faceOf(pair.surfaceType, check.faces)), `${where}: check as printed`).toEqual(shown(faceOf(pair.surfaceType, ranked.faces as Array<{ faceType: string } & Lit>)));

      // the sheet's performance section of a record on this surface with this fixture
      const record: Record<string, unknown> = { contestType: surface.contestTypeId, albedo: surface.albedo ?? null, chosenLampId: pair.lampId };
      for (const [letter, value] of Object.entries(surface.dimensions)) record[LAMPPARAM_DIMENSION_FIELDS[letter as keyof typeof LAMPPARAM_DIMENSION_FIELDS]] = value;
      const source = (await performanceSource(t.db.kysely, record, []))!;
      expect(source, where).not.toBeNull();
      const section = (await performanceSection(t.db.kysely, t.app.pools.calc(), source, 'en'))!;
      const sheetFace = section.faces.find((f) => f.face === (contestTypeById(pair.contestTypeId)?.faces === 2 ? pair.surfaceType : ''))!;
      const rankedFace = shown(faceOf(pair.surfaceType, ranked.faces as Array<{ faceType: string } & Lit>));
      expect(sheetFace.lux, `${where}: the sheet's lux as Rank prints them`).toEqual(rankedFace.eavg === '—' ? null : { eavg: rankedFace.eavg, emin: rankedFace.emin, emax: rankedFace.emax });
      expect({ lavg: sheetFace.figures.lavg, lmin: sheetFace.figures.lmin, lmax: sheetFace.figures.lmax }, `${where}: the sheet's luminances as Rank prints them`).toEqual({ lavg: rankedFace.lavg, lmin: rankedFace.lmin, lmax: rankedFace.lmax });
      const num = (s: string) => Number(s.replace(/[,\s]/g, ''));
      const printed = { lightnessAve: num(sheetFace.figures.lavg), lightness: num(sheetFace.figures.lmin), lightnessMax: num(sheetFace.figures.lmax), evenness: num(sheetFace.figures.u0), anbanHeight: num(sheetFace.figures.darkBand) };
      // the sheet prints 3 significant figures and U0 to 2 decimals: the row's figures read the same
      for (const key of ['lightnessAve', 'lightness', 'lightnessMax'] as const) {
        const halfDigit = 0.5 * 10 ** (Math.floor(Math.log10(Math.abs(figures[key]) || 1)) - 2);
        expect(Math.abs(printed[key] - figures[key]), `${where}: sheet ${key} ${printed[key]} vs ${figures[key]}`).toBeLessThanOrEqual(halfDigit * 1.01 + 1e-9);
      }
      expect(Math.abs(printed.evenness - figures.evenness), `${where}: sheet U0`).toBeLessThanOrEqual(0.005 + 1e-9);
    }
  }, 900_000);
});
