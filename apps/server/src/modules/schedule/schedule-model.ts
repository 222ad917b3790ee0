import { LAMP_SIZES_SHOWN, MISSING_VALUE, formatFigure, formatCheckedFigure, formatFigureWithUnit, isRgbFamily, missText, withUnit, LAYOUT_LABELS, QUANTITY_LABELS, layoutShortText, compareTypeMarks, recordQuantity, rgbChannels, type FigureKind, type FixtureLayout, type Lang, type ParamIndexEntry } from '@lampsheet/contracts';
import { WORDS } from '../../documents/words.js';
import type { ChosenFixture } from '../sheets/chosen-fixture.js';
import type { PerformanceFigures } from '../sheets/performance.js';
import { dictValue, fixtureDimensions, groupedNumber, targetTable, TENDER_ITEMS, tenderText, type Bi, type DictLike, type TemplateLike, type TenderItemKey } from '../sheets/sheet-model.js';

const Q = QUANTITY_LABELS;

/** The columns of the schedule, in order: the spreadsheet shows them all, the PDF most (schedule-pdf.ts). */
export const SCHEDULE_COLUMNS = [
  { key: 'typeMark', label: { zh: '类型标记', en: 'Type' } },
  { key: 'no', label: { zh: '编号', en: 'No.' } },
  { key: 'surfaceType', label: { zh: '应用类型', en: 'Application type' } },
  { key: 'lampType', label: { zh: '灯具类型', en: 'Lamp type' } },
  { key: 'sketch', label: { zh: '应用面示意图', en: 'Surface sketch' } },
  { key: 'colourType', label: { zh: '色彩类型', en: 'Colour type' } },
  { key: 'colour', label: { zh: '色温 (K) / 波长', en: 'CCT (K) / wavelengths' } },
  // the record's beam-angle rule as two numbers a contractor sorts and filters by: the one angle of a round beam (in both), the narrow and the wide of an oval (10°×60°)
  { key: 'beamAngle', label: { zh: '光束角 (°)', en: 'Beam angle (°)' } },
  { key: 'beamAngleWide', label: { zh: '光束角 宽向 (°)', en: 'Beam angle, wide plane (°)' } },
  { key: 'power', label: { zh: '功率 (W)', en: 'Power (W)' } },
  { key: 'quantity', label: { zh: '数量', en: 'Qty' } },
  { key: 'installedW', label: { zh: '安装功率 (W)', en: 'Installed (W)' } },
  { key: 'layout', label: LAYOUT_LABELS.layout },
  // the record's calculated figures (the sheet's one calculation, in the layout above): face A's (or the one face's), face B's, the power density
  { key: 'lavg', label: { zh: `计算${Q.lightnessAve.short.zh} (cd/m²)`, en: `Calculated ${Q.lightnessAve.short.en} (cd/m²)` } },
  { key: 'u0', label: { zh: `计算${Q.evenness.short.zh}`, en: `Calculated ${Q.evenness.short.en}` } },
  { key: 'lavgB', label: { zh: `B 面计算${Q.lightnessAve.short.zh} (cd/m²)`, en: `Face B calculated ${Q.lightnessAve.short.en} (cd/m²)` } },
  { key: 'u0B', label: { zh: `B 面计算${Q.evenness.short.zh}`, en: `Face B calculated ${Q.evenness.short.en}` } },
  { key: 'powerDensity', label: { zh: `${LAYOUT_LABELS.powerDensity.zh} (W/m²)`, en: `${LAYOUT_LABELS.powerDensity.en} (W/m²)` } },
  { key: 'product', label: { zh: '选定产品', en: 'Chosen product' } },
  { key: 'unitPrice', label: { zh: '单价（元）', en: 'Unit price (CNY)' } },
  { key: 'lineTotal', label: { zh: '合计（元）', en: 'Total (CNY)' } },
  // the chosen product's tender data ("—" where the fixture does not give it)
  { key: 'fluxLm', label: { zh: '光通量 (lm)', en: 'Luminous flux (lm)' } },
  { key: 'efficacy', label: { zh: '光效 (lm/W)', en: 'Efficacy (lm/W)' } },
  { key: 'cri', label: { zh: '显色指数 Ra', en: 'CRI (Ra)' } },
  { key: 'fixtureIp', label: { zh: '灯具防护等级', en: 'Fixture IP' } },
  { key: 'ik', label: { zh: '防冲击等级', en: 'IK rating' } },
  { key: 'ratedLifeH', label: { zh: '额定寿命 L70/B50 (h)', en: 'Rated life L70/B50 (h)' } },
  { key: 'driver', label: { zh: '驱动电源', en: 'Driver' } },
  { key: 'dimming', label: { zh: '调光协议', en: 'Dimming protocol' } },
  { key: 'dimensions', label: { zh: '尺寸 长×宽×深 (mm)', en: `Dimensions ${LAMP_SIZES_SHOWN} (mm)` } },
  { key: 'weightKg', label: { zh: '重量 (kg)', en: 'Weight (kg)' } },
  { key: 'voltage', label: { zh: '工作电压', en: 'Voltage' } },
  { key: 'ip', label: { zh: '防护等级', en: 'IP rating' } },
  { key: 'targets', label: { zh: '照明指标（按面）', en: 'Lighting targets (per face)' } },
  { key: 'status', label: { zh: '状态', en: 'Status' } },
  { key: 'creator', label: { zh: '编制', en: 'Created by' } },
  { key: 'updated', label: { zh: '更新时间 (UTC)', en: 'Updated (UTC)' } },
] as const satisfies ReadonlyArray<{ key: string; label: Bi }>;

export type ScheduleColumnKey = (typeof SCHEDULE_COLUMNS)[number]['key'];

/** One row of the schedule: a lamp parameter of the project, its names in the schedule's language. */
export interface ScheduleRow {
  id: number;
  /** The record's type mark, unique in the project ("L01"). */
  typeMark: string;
  no: string;
  surfaceType: string;
  lampType: string;
  sketch: string;
  colourType: string;
  /** One colour temperature (K) as a number; several, or an RGB type's channels, as text. */
  colour: number | string;
  /**
   * The record's beam-angle rule (°): a round beam's one angle in both, an oval's narrow angle and
   * wide angle (`10°×60°`: 10 and 60); null each without a rule.
   */
  beamAngle: number | null;
  beamAngleWide: number | null;
  /** Watts, or null when none is entered. */
  power: number | null;
  /** Fixtures of this record in the project: typed, else fixtures per surface × surfaces; null when unknown. */
  quantity: number | null;
  /** Power × quantity (W); null when either is unknown. */
  installedW: number | null;
  /**
   * The layout the calculated figures came from, in short ("3 × 1.2 m · X 0.6 m · D 0.5 m · H0 0 m ·
   * A 35° · R 0° · MF 0.7"): the record's own (the one it was generated with), else the type's
   * default as the engine laid it; without figures the record's own; '' when it stores none.
   */
  layout: string;
  /** The record's calculated figures as the sheet prints them (numbers in its precision); null without a fixture to calculate. */
  calculated: PerformanceFigures | null;
  /** Face A's (or the one face's) calculated Lavg (cd/m²) and U0, face B's, the power density (W/m²), as printed; null where there is none. */
  lavg: number | null;
  u0: number | null;
  lavgB: number | null;
  u0B: number | null;
  powerDensity: number | null;
  /** The chosen product, "Brand Model"; '' when none is chosen. */
  product: string;
  /** The record's unit price, else the chosen product's (CNY); null when neither is known. */
  unitPrice: number | null;
  /** Unit price × quantity; null when either is unknown. */
  lineTotal: number | null;
  /** The chosen product's tender data: numbers as numbers, '—' where the fixture does not give one. */
  fluxLm: number | '—';
  efficacy: number | '—';
  cri: number | '—';
  fixtureIp: string;
  ik: string;
  ratedLifeH: number | '—';
  driver: string;
  dimming: string;
  dimensions: string;
  weightKg: number | '—';
  /**
   * The tender items the chosen product gives, compact (the printed schedule's, after the product's
   * name): "4,200 lm", "Ra 92", "IP66", "600 × 76 × 90 mm", "Driver Meanwell ELG-75"; a value and its
   * unit joined by a no-break space; [] without a chosen product or without any item.
   */
  tender: string[];
  voltage: string;
  /** The record's IP requirement. */
  ip: string;
  /** One line per face ("Face A: …" for two-face types), the targets of the face in it. */
  targets: string[];
  generated: boolean;
  status: string;
  creator: string;
  updated: Date;
}

export interface Schedule {
  lang: Lang;
  projectId: number;
  projectName: string;
  description: string;
  location: string;
  /** When the schedule was made. */
  date: Date;
  preparedBy: string;
  rows: ScheduleRow[];
  /** Sums over the rows that state them; `rowsWithout*` count the rows left out of each. */
  totals: ScheduleTotals;
}

export interface ScheduleTotals {
  quantity: number;
  installedW: number;
  price: number;
  rowsWithoutQuantity: number;
  rowsWithoutPrice: number;
}

/** A lamp parameter as the repository reads it. */
export interface ScheduleRecord {
  id: number;
  typeMark: string;
  lampparamNo: string;
  dataStatus: number;
  contestType: number | null;
  lampPower: string | null;
  /** The layout's JSON (`lamp_params.layout`); null for records stored before. */
  layout: string | null;
  body: string;
  updateDate: string;
  creatorName: string;
  lampTypeZh: string | null;
  lampTypeEn: string | null;
  colourTypeZh: string | null;
  colourTypeEn: string | null;
  colourCode: string | null;
  beamAngle: string | null;
  contestTypeZh: string | null;
  contestTypeEn: string | null;
  faces: number | null;
}

export interface ScheduleInput {
  lang: Lang;
  project: { id: number; itemName: string; description: string | null; location: string | null };
  date: Date;
  preparedBy: string;
  records: ScheduleRecord[];
  /** Parameter index entries by lamp parameter id. */
  entries: Map<number, ParamIndexEntry[]>;
  /** Templates by application type. */
  templates: Map<number, TemplateLike[]>;
  /** Dictionary entries by dictionary name (pinyin). */
  dicts: Map<string, DictLike[]>;
  /** Surface sketch descriptions by id. */
  sketches: Map<number, Bi>;
  /** The chosen product by lamp parameter id. */
  products: Map<number, ChosenFixture>;
  /** The calculated figures by lamp parameter id (none: the record has no fixture to calculate). */
  figures?: Map<number, PerformanceFigures>;
}

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim());
const pickLang = (lang: Lang, zh: string | null, en: string | null) => (lang === 'zh' ? zh || en : en || zh) ?? '';

/** A number written as one (`36`, `0.75`), else null. */
function asNumber(s: string): number | null {
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : null;
}

function colourOf(record: Record<string, unknown>, code: string | null): number | string {
  if (isRgbFamily(code)) return rgbChannels(code!).map((c) => `${c.label} ${withUnit(String(c.value), c.unit)}`).join(' · ');
  const temps = [record.colorTemperatureFirst, record.colorTemperatureSecond, record.colorTemperatureThird, record.colorTemperatureFourth]
    .map(text)
    .filter(Boolean);
  if (!temps.length && text(record.colorTemperature)) temps.push(text(record.colorTemperature));
  if (temps.length === 1) return asNumber(temps[0]!) ?? temps[0]!;
  return temps.join(' / ');
}

/** A beam-angle rule's key ("24°", "10°×60°") as its two planes' angles, narrow first; null each when it reads as neither. */
export function beamOf(ruleKey: string | null): Pick<ScheduleRow, 'beamAngle' | 'beamAngleWide'> {
  const m = /^(\d+(?:\.\d+)?)°?(?:\s*[×xX*]\s*(\d+(?:\.\d+)?)°?)?$/.exec(text(ruleKey));
  if (!m) return { beamAngle: null, beamAngleWide: null };
  const [a, b] = [Number(m[1]), Number(m[2] ?? m[1])];
  return { beamAngle: Math.min(a, b), beamAngleWide: Math.max(a, b) };
}

/** The beam as the printed schedule says it, in the map's notation: "24°", "10°×60°"; '' without. */
export function beamText(row: Pick<ScheduleRow, 'beamAngle' | 'beamAngleWide'>): string {
  if (row.beamAngle === null) return '';
  return row.beamAngleWide === null || row.beamAngleWide === row.beamAngle ? `${row.beamAngle}°` : `${row.beamAngle}°×${row.beamAngleWide}°`;
}

/** A select field of the record (a dictionary id or a text) in the schedule's language. */
function selectText(input: ScheduleInput, templates: TemplateLike[], record: Record<string, unknown>, key: string): string {
  const raw = text(record[key]) || text((record.extraIndices as Record<string, unknown> | undefined)?.[key]);
  if (!raw) return '';
  const template = templates.find((t) => t.indexKey === key);
  return dictValue(input.lang, raw, template?.controlDict ? input.dicts.get(template.controlDict) : undefined).main;
}

/** "Average luminance, lower bound" → "Average luminance": the sign says which bound. */
const shortLabel = (label: string) => label.replace(/,\s*(lower|upper) bound$/i, '').replace(/(下限|上限)$/, '');

function targetLines(input: ScheduleInput, templates: TemplateLike[], record: Record<string, unknown>, id: number, faces: 1 | 2): string[] {
  const zh = input.lang === 'zh';
  const extra = (record.extraIndices ?? {}) as Record<string, string>;
  const table = targetTable(templates, input.entries.get(id) ?? [], extra, faces);
  return table.faces.flatMap((face, i) => {
    const items = table.rows
      .filter((r) => r.values[i])
      .map((r) => `${shortLabel(r.label[input.lang])} ${r.sign} ${withUnit(r.values[i]!, r.unit)}`.replace(/\s+/g, ' '));
    if (!items.length) return [];
    const joined = items.join(zh ? '；' : '; ');
    return [face ? (zh ? `${face}面：${joined}` : `Face ${face}: ${joined}`) : joined];
  });
}

/**
 * The schedule's order: by type mark as people read it (L01, L02 … L10; a designer's "WW-3" among
 * them by its letters), then by number (XQD2 before XQD10), then by id: the same on both databases.
 */
const byTypeMark = (a: ScheduleRecord, b: ScheduleRecord) =>
  compareTypeMarks(a.typeMark, b.typeMark) || a.lampparamNo.localeCompare(b.lampparamNo, 'en', { numeric: true }) || a.id - b.id;

/** Resolve a project's lamp parameters into the rows of its schedule. Pure: no I/O, no clock. */
export function buildSchedule(input: ScheduleInput): Schedule {
  const { lang } = input;
  const rows = [...input.records].sort(byTypeMark).map((r): ScheduleRow => {
    const body = JSON.parse(r.body) as Record<string, unknown>;
    const templates = r.contestType ? (input.templates.get(r.contestType) ?? []) : [];
    const sketch = input.sketches.get(Number(body.contestSketchId));
    const product = input.products.get(r.id);
    const power = asNumber(text(r.lampPower)) ?? product?.power ?? null;
    const quantity = recordQuantity(body);
    const unitPrice = asNumber(text((body.extraIndices as Record<string, unknown> | undefined)?.unitPrice)) ?? product?.price ?? null;
    const generated = r.dataStatus === 2;
    const calculated = input.figures?.get(r.id) ?? null;
    return {
      id: r.id,
      typeMark: r.typeMark,
      no: r.lampparamNo,
      surfaceType: pickLang(lang, r.contestTypeZh, r.contestTypeEn),
      lampType: pickLang(lang, r.lampTypeZh, r.lampTypeEn),
      sketch: sketch ? pickLang(lang, sketch.zh, sketch.en) : '',
      colourType: pickLang(lang, r.colourTypeZh, r.colourTypeEn),
      colour: colourOf(body, r.colourCode),
      ...beamOf(r.beamAngle),
      power,
      quantity,
      installedW: power !== null && quantity !== null ? round2(power * quantity) : null,
      layout: calculated ? layoutShortText(calculated.layout) : r.layout ? layoutShortText(JSON.parse(r.layout) as FixtureLayout) : '',
      calculated,
      ...figureCells(calculated),
      product: product ? `${product.brandName} ${product.model}`.trim() : '',
      unitPrice,
      lineTotal: unitPrice !== null && quantity !== null ? round2(unitPrice * quantity) : null,
      ...tenderCells(product, lang),
      voltage: selectText(input, templates, body, 'workVoltage'),
      ip: selectText(input, templates, body, 'protectLevel'),
      targets: targetLines(input, templates, body, r.id, r.faces === 2 ? 2 : 1),
      generated,
      status: (generated ? WORDS.generated : WORDS.draft)[lang],
      creator: r.creatorName,
      updated: new Date(r.updateDate),
    };
  });
  return {
    lang,
    projectId: input.project.id,
    projectName: input.project.itemName,
    description: text(input.project.description),
    location: text(input.project.location),
    date: input.date,
    preparedBy: input.preparedBy,
    rows,
    totals: {
      quantity: rows.reduce((n, r) => n + (r.quantity ?? 0), 0),
      installedW: round2(rows.reduce((n, r) => n + (r.installedW ?? 0), 0)),
      price: round2(rows.reduce((n, r) => n + (r.lineTotal ?? 0), 0)),
      rowsWithoutQuantity: rows.filter((r) => r.quantity === null).length,
      rowsWithoutPrice: rows.filter((r) => r.lineTotal === null).length,
    },
  };
}

/** A figure as the sheet prints it, as a number ("36.7" → 36.7; "12,300" → 12300). */
const printed = (kind: 'luminance' | 'u0' | 'powerDensity', v: number | null | undefined) => (v === null || v === undefined ? null : Number(formatFigure(kind, v).replace(/,/g, '')));

/** The schedule's figure cells of a record's calculated figures (null each without). */
function figureCells(c: PerformanceFigures | null): Pick<ScheduleRow, 'lavg' | 'u0' | 'lavgB' | 'u0B' | 'powerDensity'> {
  const first = c?.faces[0];
  const b = c?.faces.find((f) => f.face === 'B');
  return {
    lavg: printed('luminance', first?.lavg),
    u0: printed('u0', first?.u0),
    lavgB: printed('luminance', b?.lavg),
    u0B: printed('u0', b?.u0),
    powerDensity: printed('powerDensity', c?.powerDensity),
  };
}

/**
 * The calculated figures as lines ("Face A: Lavg 12.3 cd/m² · U0 0.41", "3.2 W/m²"); [] without
 * figures. The printed schedule's layout column holds them above the layout they came from.
 */
export function figureLines(row: Pick<ScheduleRow, 'calculated'>, lang: Lang): string[] {
  const c = row.calculated;
  if (!c) return [];
  // a figure checked against a target prints with the digits that tell it from the bound (U0 0.107, never 0.11 beside ≥ 0.11)
  const told = (face: string, metric: 'lightnessAve' | 'evenness', kind: 'luminance' | 'u0', value: number) =>
    formatCheckedFigure(kind, value, c.verdicts.filter((v) => v.face === face && v.metric === metric));
  const faces = c.faces.map((f) => {
    const figures = `${Q.lightnessAve.short[lang]} ${withUnit(told(f.face, 'lightnessAve', 'luminance', f.lavg), 'cd/m²')} · ${Q.evenness.short[lang]} ${told(f.face, 'evenness', 'u0', f.u0)}`;
    return f.face ? (lang === 'zh' ? `${f.face}面：${figures}` : `Face ${f.face}: ${figures}`) : figures;
  });
  // the targets these figures miss, as the sheet's verdicts say them ("Not met: U0 0.107 < 0.11")
  const missed = c.verdicts.filter((v) => !v.pass).map((v) => missText(v, c.faces.length > 1, lang));
  const notMet = missed.length ? [`${lang === 'zh' ? '✗ 未达标：' : '✗ Not met: '}${missed.join(lang === 'zh' ? '；' : '; ')}`] : [];
  return [...faces, ...(c.powerDensity === null ? [] : [formatFigureWithUnit('powerDensity', c.powerDensity)]), ...notMet];
}

const DASH = MISSING_VALUE;
const numberOrDash = (v: number | null) => (v === null ? DASH : v);

/** The schedule's tender cells of a record's chosen product ('—' each without one). */
function tenderCells(product: ChosenFixture | undefined, lang: Lang): Pick<ScheduleRow, 'fluxLm' | 'efficacy' | 'cri' | 'fixtureIp' | 'ik' | 'ratedLifeH' | 'driver' | 'dimming' | 'dimensions' | 'weightKg' | 'tender'> {
  const t = product?.tender;
  return {
    fluxLm: numberOrDash(t?.luminousFlux ?? null),
    efficacy: numberOrDash(t?.efficacy ?? null),
    cri: numberOrDash(t?.cri ?? null),
    fixtureIp: t?.protectLevel || DASH,
    ik: t?.ikRating || DASH,
    ratedLifeH: numberOrDash(t?.ratedLifeHours ?? null),
    driver: t?.driver || DASH,
    dimming: t?.dimming || DASH,
    dimensions: (t && fixtureDimensions(t)) || DASH,
    weightKg: numberOrDash(t?.weightKg ?? null),
    tender: t ? TENDER_ITEMS.flatMap((i) => compactTender(i.key, tenderText(t, i.key), lang)) : [],
  };
}

const NBSP = '\u00a0';

/**
 * What a compact tender item says before its value, where the value alone does not say what it is
 * (a CRI of 92, a driver's model, "DALI"); a protection code gets its letters only when it lacks them
 * ("66" → "IP66"). Flux, efficacy, dimensions and weight say it by their units.
 */
const COMPACT_LABELS: Partial<Record<TenderItemKey, Bi>> = {
  cri: { zh: 'Ra', en: 'Ra' },
  ratedLifeHours: { zh: 'L70/B50', en: 'L70/B50' },
  driver: { zh: '驱动', en: 'Driver' },
  dimming: { zh: '调光', en: 'Dimming' },
};
const CODE_LETTERS: Partial<Record<TenderItemKey, string>> = { protectLevel: 'IP', ikRating: 'IK' };

/** One tender item of the printed schedule ([] when the fixture does not give it): "4,200 lm", "Ra 92", "IP66", "Driver Meanwell ELG-75". */
function compactTender(key: TenderItemKey, printed: string, lang: Lang): string[] {
  if (printed === DASH) return [];
  const letters = CODE_LETTERS[key];
  if (letters) return [printed.toUpperCase().startsWith(letters) ? printed : `${letters}${printed}`];
  // a figure keeps its unit on its line ("4,200 lm"); a free text (a driver's model) breaks between its words
  const unit = TENDER_ITEMS.find((i) => i.key === key)!.unit;
  const value = unit ? printed.replace(new RegExp(` ${unit}$`), `${NBSP}${unit}`) : printed;
  const label = COMPACT_LABELS[key]?.[lang];
  return [label ? `${label} ${value}` : value];
}

/** Money and watts to the cent: 0.1 × 3 is 0.3. */
const round2 = (v: number) => Math.round(v * 100) / 100;

/** A number of the schedule as printed: thousands grouped, at most two decimals ("12,480.5"). */
export const scheduleNumber = groupedNumber;

/** `2026-11-25` of a date (UTC). */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** `2026-11-25 08:30` of a date (UTC). */
export const isoMinute = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');

/** The columns that hold a number, null where it is unknown: the PDF prints them grouped, the XLSX keeps them numbers. */
const FIGURE_COLUMNS = ['quantity', 'power', 'beamAngle', 'beamAngleWide', 'installedW', 'unitPrice', 'lineTotal', 'lavg', 'u0', 'lavgB', 'u0B', 'powerDensity'] as const satisfies readonly ScheduleColumnKey[];

export const isFigureColumn = (key: ScheduleColumnKey): key is (typeof FIGURE_COLUMNS)[number] => (FIGURE_COLUMNS as readonly ScheduleColumnKey[]).includes(key);

/** The calculated figure columns and the quantity each prints as. */
const CALCULATED_KINDS = { lavg: 'luminance', lavgB: 'luminance', u0: 'u0', u0B: 'u0', powerDensity: 'powerDensity' } as const satisfies Partial<Record<ScheduleColumnKey, FigureKind>>;

/** The text of a cell as the PDF prints it ('' when empty). */

export function cellText(row: ScheduleRow, key: ScheduleColumnKey): string {
  if (key === 'power') return row.power === null ? '' : formatFigure('power', row.power);
  // the calculated figures in their quantity's one format (Lavg 18.0 cd/m², U0 0.10, 2.3 W/m²)
  if (key in CALCULATED_KINDS) {
    const k = key as keyof typeof CALCULATED_KINDS;
    return row[k] === null ? '' : formatFigure(CALCULATED_KINDS[k], row[k]);
  }
  if (isFigureColumn(key)) {
    const v = row[key];
    return v === null ? '' : scheduleNumber(v);
  }
  switch (key) {
    case 'targets':
      return row[key].join('\n');
    case 'fluxLm':
    case 'efficacy':
    case 'cri':
    case 'ratedLifeH':
    case 'weightKg': {
      const v = row[key];
      return typeof v === 'number' ? scheduleNumber(v) : v;
    }
    case 'updated':
      return isoMinute(row.updated);
    default:
      return String(row[key]);
  }
}

/** The file name of a schedule: `<project> - <title>.<ext>` in the schedule's language. */
export const scheduleFileName = (s: Pick<Schedule, 'projectName' | 'lang'>, ext: 'xlsx' | 'pdf') => `${s.projectName} - ${WORDS.scheduleTitle[s.lang]}.${ext}`;
