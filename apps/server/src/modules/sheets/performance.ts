/**
 * The sheet's "Calculated performance on this surface": the record's chosen fixture calculated
 * on the record's own surface (type, dimensions, albedo) by the engine's one evaluation
 * (`calcContestRun` in the worker pool, as `/photometry/calculate`), the figures per face held against the
 * record's targets (`faceTargetVerdicts`, as the editor's photometric check), the false-colour
 * map of each face, the polar curve with its cones, and both beam angles (IES and CIE).
 *
 * The layout: the record's own (the one it was generated with), else the type's default.
 *
 * The chosen fixture: the record's `chosenLampId` (set when a ranked fixture is taken into the
 * sheet), else the first of its `detectionIds` (make's ticked rows) whose fixture has a
 * photometric file. None: no section.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  DATA_SOURCE_LABELS,
  QUANTITY_LABELS,
  SELECTION_EXPORT_LABELS,
  contestTypeById,
  faceTargetVerdicts,
  type FaceTargetVerdict,
  formatBeam,
  formatFigure,
  formatTarget,
  formatVerdictFigure,
  isMeasured,
  lampparamDimensions,
  layoutLightText,
  layoutText,
  numberOf,
  parseIdList,
  surfaceOfRow,
  surfaceText,
  targetFigureKind,
  TWO_FACE_KINDS,
  type ContestKind,
  type DetectionRow,
  type FixtureLayout,
  type Lang,
  type ParamIndexEntry,
} from '@lampsheet/contracts';
import { PICTURE_TEXTS, photometryBeam, photometryPolarCurves, polarConesOf, polarCurveSvg, polarPlanesInput, type Photometry, type PlotBox } from '@lampsheet/photometry';
import type { Database } from '../../db/schema.js';
import { boundedCache } from '../../lib/bounded-cache.js';
import type { Picture, PictureBox } from '../../documents/picture-fit.js';
import { WORDS, type Bi } from '../../documents/words.js';
import type { CalcRunner } from '../photometry/calc-pool.js';
import { faceFigures, layoutAnswer, type CalcContestSpec } from '../photometry/calc-task.js';
import { summaryAnswer } from '../photometry/mapper.js';
import { detectionRowsByIds } from '../detections/service.js';
import { performanceMapBox } from './sheet-geometry.js';
import { loadPhotometry, photometryFileRow } from '../photometry/service.js';
import * as repo from './repository.js';

/**
 * A fixture's name as a sheet prints it: the brand, then the model on a line of its own, so a
 * model such as "ALU-XQD38-1030-30" is never broken at a hyphen inside it (walk 9: "ALU-/XQD38-1030-30").
 */
export const fixtureNameLines = (brandName: string, model: string) => [brandName.trim(), model.trim()].filter(Boolean).join('\n');

/** Bump when the section's figures or pictures change, so unchanged records get new sheets. */
const PERFORMANCE_VERSION = 8;

/** What the section is computed from; its fingerprint goes into the sheet's hash instead of the result. */
export interface PerformanceSource {
  fixture: { lampId: number; name: string; photometryId: number; power: number | null };
  spec: CalcContestSpec;
  entries: ParamIndexEntry[];
  /** The measured rows (data types 1, 2) of the chosen fixture the record was made from, as the sheet prints them. */
  measured: Bi[];
  /** Hash of everything the section depends on (file content, surface, targets). */
  fingerprint: string;
}

export interface PerformanceFace {
  /** 'A', 'B', or '' for a one-face type. */
  face: string;
  figures: { lavg: string; lmin: string; lmax: string; u0: string; darkBand: string };
  /** Illuminance (lx) on the same field, E = π·L/ρ; null for directly seen types. */
  lux: { eavg: string; emin: string; emax: string } | null;
  map: Picture | null;
}

export interface PerformanceVerdict {
  face: string;
  label: Bi;
  sign: string;
  target: string;
  value: string;
  unit: string;
  pass: boolean;
  /** The engine gave no such figure: never met. */
  notComputed: boolean;
}

export interface PerformanceSection {
  fixture: string;
  fileName: string;
  /** Where the figures come from: the engine on the record's surface (its sizes printed). */
  calculatedOn: Bi;
  /** The measured rows the record was made from (none: the record was not made from measurements). */
  measured: Bi[];
  /** The complete layout the figures were calculated with, in words and numbers (contracts' `layoutText`). */
  layout: Bi;
  /** Installed power, power density, utilisation and spill (upward separately) of that layout; empty where none applies. */
  light: Bi;
  faces: PerformanceFace[];
  verdicts: PerformanceVerdict[];
  polar: Picture;
  /** IES beam (50 % of the maximum) and field (10 %) angles, and the CIE beam (50 % of the centre), "C0–C180 × C90–C270". */
  beamIes: string;
  fieldIes: string;
  beamCie: string;
}

/** A luminance, U0, dark band and B/A luminance ratio as the sheet prints them: contracts' one format per quantity, as every screen shows them. */
export const sheetFigure = {
  luminance: (v: number) => formatFigure('luminance', v),
  u0: (v: number) => formatFigure('u0', v),
  /** Three significant figures: a ratio of 0.015 never reads as a rounded 0.02. */
  ratio: (v: number) => formatFigure('ratio', v),
  metres: (v: number) => formatFigure('metres', v),
  lux: (v: number) => formatFigure('illuminance', v),
};

const Q = QUANTITY_LABELS;
const lowerFirst = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);
/**
 * A target's bound in words, as the index catalogue names it (the sheet's targets table on the
 * page before): "Average luminance, lower bound" / 平均亮度下限; custom (`…Custom`) ones say so.
 */
const bound = (name: Bi, which: 'min' | 'max', own = false): Bi => ({
  zh: `${own ? '自定义' : ''}${name.zh}${which === 'min' ? '下限' : '上限'}`,
  en: `${own ? `Custom ${lowerFirst(name.en)}` : name.en}, ${which === 'min' ? 'lower' : 'upper'} bound`,
});
const RATIO_NAME: Bi = { zh: `B/A${Q.lightnessRatio.name.zh}`, en: `B/A ${Q.lightnessRatio.name.en}` };

const TARGET_LABELS: Record<string, Bi> = {
  brightnessAvgMin: bound(Q.lightnessAve.name, 'min'),
  brightnessAvgMax: bound(Q.lightnessAve.name, 'max'),
  brightnessMin: Q.lightness.name,
  brightnessMax: Q.lightnessMax.name,
  evenness: Q.evenness.name,
  maculaHight: Q.anbanHeight.name,
  brightnessAvgMinCustom: bound(Q.lightnessAve.name, 'min', true),
  brightnessAvgMaxCustom: bound(Q.lightnessAve.name, 'max', true),
  bcBrightnessRatioMin: bound(RATIO_NAME, 'min'),
  bcBrightnessRatioMax: bound(RATIO_NAME, 'max'),
};

const isColourEntry = (e: ParamIndexEntry) => /^C\d$/.test(e.faceType ?? '');

/** The chosen fixture of a record and the surface to calculate it on; null when there is none (or no surface). */
export async function performanceSource(db: Kysely<Database>, record: Record<string, unknown>, entries: ParamIndexEntry[]): Promise<PerformanceSource | null> {
  const typeId = numberOf(record.contestType);
  const type = typeId ? contestTypeById(typeId) : undefined;
  if (!type) return null;
  const chosen = numberOf(record.chosenLampId);
  const candidates = [...(chosen ? [chosen] : []), ...(await repo.detectionLampIds(db, parseIdList(record.detectionIds as string | null | undefined)))];
  if (!candidates.length) return null;
  const withFile = await repo.fixturesWithPhotometry(db, candidates);
  const lamp = candidates.map((id) => withFile.find((l) => l.id === id)).find((l) => !!l);
  if (!lamp) return null;
  const spec: CalcContestSpec = {
    contestId: 0,
    contestTypeId: type.id,
    kind: type.kind as ContestKind,
    dimensions: lampparamDimensions(record),
    albedo: numberOf(record.albedo) ?? null,
    // The layout the record was generated with, so the sheet's figures are the check's; none stored: the type's default.
    ...(record.layout ? { layout: record.layout as FixtureLayout } : {}),
    pictures: !type.pointSource,
  };
  const measured = await measuredBasis(db, parseIdList(record.detectionIds as string | null | undefined), lamp.id);
  const faceEntries = entries.filter((e) => !isColourEntry(e));
  const row = await photometryFileRow(db, lamp.photometryId!);
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ v: PERFORMANCE_VERSION, lamp: lamp.id, name: `${lamp.brandName} ${lamp.model}`, file: row.fileName, spec, entries: faceEntries, measured }))
    .update(row.content)
    .digest('hex');
  return { fixture: { lampId: lamp.id, name: fixtureNameLines(lamp.brandName, lamp.model), photometryId: lamp.photometryId!, power: lamp.power }, spec, entries: faceEntries, measured, fingerprint };
}

/** At most this many measured rows are printed (a record is made from a few ticked rows). */
const MEASURED_SHOWN = 4;

/**
 * Measured is not calculated (issue 23): the measured rows among a record's ticked rows, each as
 * "Measured (typical detection) · fixture · the wall it was measured on · Lavg · U0" in both
 * languages (the figures as measured, in the sheet's rounding). Only the chosen fixture's: every
 * figure of the sheet is of that one fixture, so the rows of a fixture made from and then replaced
 * by another one taken from Rank are not printed (docs/DOMAIN.md "Make").
 */
async function measuredBasis(db: Kysely<Database>, detectionIds: number[], chosenLampId: number): Promise<Bi[]> {
  if (!detectionIds.length) return [];
  const rows = (await detectionRowsByIds(db, detectionIds, 'en')).filter(isMeasured);
  const ordered = rows.filter((r) => r.lampId === chosenLampId);
  const line = (r: DetectionRow, lang: Lang) => {
    // the language's brackets: 实测（典型检测）, Measured (Typical detection)
    const kind = lang === 'zh' ? `${DATA_SOURCE_LABELS.measured.zh}（${SELECTION_EXPORT_LABELS[`dataType${r.dataType}`].zh}）` : `${DATA_SOURCE_LABELS.measured.en} (${SELECTION_EXPORT_LABELS[`dataType${r.dataType}`].en})`;
    const face = r.surfaceType === 'B' ? ` · ${SELECTION_EXPORT_LABELS.faceB[lang]}` : '';
    const figures = [
      r.lightnessAve === null ? null : `${Q.lightnessAve.short[lang]} ${sheetFigure.luminance(r.lightnessAve)} cd/m²`,
      r.evenness === null ? null : `U0 ${sheetFigure.u0(r.evenness)}`,
    ].filter(Boolean);
    return [kind, `${r.brandName} ${r.model}${face}`, surfaceText(surfaceOfRow(r).dimensions), ...figures].join(' · ');
  };
  return ordered.slice(0, MEASURED_SHOWN).map((r) => ({ zh: line(r, 'zh'), en: line(r, 'en') }));
}

/** A map's plot on the sheet: its long side (px) as a face of the full cell's height draws it. */
const MAP_LONG = 300;
/** What the engine draws around a map's plot (px): the axes, the scale bar, the legend and the caption. */
const MAP_FRAME = { w: 123, h: 104 } as const;

/**
 * The box a face's plot is drawn in for a sheet's cell (pt): every face at the scale a face
 * filling the cell's height gets, so a wide face of a two-face surface is not shrunk to the
 * cell's width with its labels (a face's long side never over MAP_LONG).
 */
export function mapPlotBox(cell: PictureBox): PlotBox {
  const scale = cell.height / (MAP_LONG + MAP_FRAME.h);
  return { w: Math.max(60, Math.min(MAP_LONG, Math.floor(cell.width / scale - MAP_FRAME.w))), h: MAP_LONG };
}

/**
 * The engine's one evaluation of a source (`calcContestRun` in the worker pool, as
 * `/photometry/calculate`): with the false-colour maps in `lang` for the sheet, without pictures
 * for the schedule's figures (the same figures). Null when the engine cannot take the surface.
 */
async function calculateSource(db: Kysely<Database>, engine: CalcRunner, source: PerformanceSource, lang: Lang | null) {
  const { row, photometry } = await loadPhotometry(db, engine, source.fixture.photometryId);
  const output = await engine.run({
    lampId: source.fixture.lampId,
    fileName: row.fileName,
    content: row.content,
    contests: [lang ? source.spec : { ...source.spec, pictures: false }],
    pictureSize: mapPlotBox(performanceMapBox(TWO_FACE_KINDS.includes(source.spec.kind) ? 2 : 1)),
    ...(lang ? { picture: { lang, kinds: ['falseColour'] as const, variant: 'full' as const } } : {}),
  });
  const result = output.contests[0];
  if (output.error || !result || result.error) return null;
  // The catalogue's watts, as Rank counts them (the row a designer takes).
  return { row, photometry, result, used: layoutAnswer(result, source.fixture.power) };
}

/** A record's calculated figures as the schedule lists them (issue 25): each face's Lavg and U0, the power density and the layout they came from. */
export interface PerformanceFigures {
  /** 'A', 'B', or '' for a one-face type; the engine's figures (4 decimals, as calculate answers them). */
  faces: Array<{ face: string; lavg: number; u0: number }>;
  /** W/m² of the layout on the lit faces; null when the fixture's power is unknown. */
  powerDensity: number | null;
  layout: FixtureLayout;
  /** Every target the record sets, held against these figures (`faceTargetVerdicts`, the sheet's verdicts). */
  verdicts: FaceTargetVerdict[];
}

/** Figures by their source's fingerprint (file content, surface, layout, targets): a schedule asked again calculates nothing. */
const figuresCache = boundedCache<PerformanceFigures>({ entries: 4000, bytes: 4 * 1024 * 1024, sizeOf: () => 512 });

/** The sheet's calculated figures of a source without its pictures (the schedule's columns); null when the engine cannot take the surface. */
export async function performanceFigures(db: Kysely<Database>, engine: CalcRunner, source: PerformanceSource): Promise<PerformanceFigures | null> {
  const hit = figuresCache.get(source.fingerprint);
  if (hit) return hit;
  const calculated = await calculateSource(db, engine, source, null);
  if (!calculated) return null;
  const figures: PerformanceFigures = {
    faces: calculated.result.faces.map((f) => {
      const fig = faceFigures(f);
      return { face: f.faceType === 'single' ? '' : f.faceType, lavg: fig.lightnessAve, u0: fig.evenness };
    }),
    powerDensity: calculated.used.powerDensity,
    layout: calculated.used.layout,
    verdicts: faceTargetVerdicts(source.entries, calculated.result.faces.map(faceFigures), source.spec.contestTypeId),
  };
  figuresCache.set(source.fingerprint, figures);
  return figures;
}

/**
 * Calculate the section in the engine's worker pool (`engine`), so a schedule of hundreds of
 * sheets never holds up other requests. A surface the engine cannot take (impossible
 * dimensions) gives no section rather than a failed sheet.
 */
export async function performanceSection(db: Kysely<Database>, engine: CalcRunner, source: PerformanceSource, lang: Lang): Promise<PerformanceSection | null> {
  const calculated = await calculateSource(db, engine, source, lang);
  if (!calculated) return null;
  const { row, photometry, result, used } = calculated;
  const texts = PICTURE_TEXTS[lang];
  const decode = (bytes: Uint8Array | undefined | null): Picture | null => (bytes ? { kind: 'svg', svg: new TextDecoder().decode(bytes) } : null);
  const faces = result.faces.map((f) => {
    const fig = faceFigures(f);
    return {
      face: f.faceType === 'single' ? '' : f.faceType,
      figures: {
        lavg: sheetFigure.luminance(fig.lightnessAve),
        lmin: sheetFigure.luminance(fig.lightness),
        lmax: sheetFigure.luminance(fig.lightnessMax),
        u0: sheetFigure.u0(fig.evenness),
        darkBand: sheetFigure.metres(fig.anbanHeight),
      },
      lux:
        fig.illuminanceAve === null || fig.illuminanceMin === null || fig.illuminanceMax === null
          ? null
          : { eavg: sheetFigure.lux(fig.illuminanceAve), emin: sheetFigure.lux(fig.illuminanceMin), emax: sheetFigure.lux(fig.illuminanceMax) },
      map: decode(f.falseColour?.data),
    };
  });
  const figures = result.faces.map(faceFigures);
  const verdicts = faceTargetVerdicts(source.entries, figures, source.spec.contestTypeId).map((v) => ({
    face: v.face,
    label: TARGET_LABELS[v.key] ?? { zh: v.key, en: v.key },
    sign: v.sign,
    target: formatTarget(targetFigureKind(v.metric), v.target),
    value: formatVerdictFigure(targetFigureKind(v.metric), v.value, v),
    unit: v.value === null ? '' : v.unit,
    pass: v.pass,
    notComputed: v.value === null,
  }));
  const summary = summaryAnswer(row.id, row.fileName, photometry);
  const surface = surfaceText(source.spec.dimensions);
  return {
    fixture: source.fixture.name,
    fileName: row.fileName,
    calculatedOn: { zh: `${WORDS.calculatedOn.zh} · ${surface}`, en: `${WORDS.calculatedOn.en} · ${surface}` },
    measured: source.measured,
    layout: { zh: layoutText(used.layout, 'zh'), en: layoutText(used.layout, 'en') },
    light: { zh: layoutLightText(used, 'zh'), en: layoutLightText(used, 'en') },
    faces,
    verdicts,
    polar: { kind: 'svg', svg: polarOf(photometry, texts) },
    beamIes: formatBeam(summary.beamAngle, summary.beamAngle90),
    fieldIes: formatBeam(summary.fieldAngle, summary.fieldAngle90),
    beamCie: formatBeam(summary.beamAngleCie, summary.beamAngleCie90),
  };
}

function polarOf(photometry: Photometry, texts: (typeof PICTURE_TEXTS)['en']): string {
  const beam = photometryBeam(photometry);
  return polarCurveSvg({ series: polarPlanesInput(photometryPolarCurves(photometry, 2), polarConesOf(beam), texts), size: 300, texts, peakCd: beam.peak.candela }).svg;
}
