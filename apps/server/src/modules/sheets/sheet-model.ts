import type { Picture } from '../../documents/picture-fit.js';
import type { Bi } from '../../documents/words.js';
import type { PerformanceSection } from './performance.js';
import {
  LAYOUT_LABELS,
  LAMPPARAM_DIMENSION_FIELDS,
  LAMPPARAM_LAMP_FIELDS,
  LAMP_LETTER_SHOWN,
  LAMP_SIZES_SHOWN,
  colourStateLabel,
  formatFigure,
  isRgbFamily,
  kelvinText,
  withUnit,
  recordQuantity,
  numberOf,
  unitText,
  rgbChannels,
  targetText,
  type DimensionLetter,
  type Lang,
  type LampDimensionLetter,
  type ParamIndexEntry,
} from '@lampsheet/contracts';

export type { Bi } from '../../documents/words.js';

/** A cell value: the text in the sheet's language, and the other language when it differs. */
export interface Value {
  main: string;
  alt?: string;
}

export type { Picture } from '../../documents/picture-fit.js';

export interface KeyValue {
  label: Bi;
  value: Value;
}

export interface Dimension {
  letter: string;
  label: Bi;
  /** The entered value with its unit, or '—'. */
  value: string;
}

export interface TargetRow {
  label: Bi;
  sign: string;
  /** One value per face ('' when the face has none). */
  values: string[];
  unit: string;
}

export interface ColourEntryRow {
  colour: string;
  spec: string;
  power: string;
  coordinate: string;
}

/** Everything the sheet shows, already resolved to display texts; the layout only draws it. */
export interface SheetModel {
  lang: Lang;
  projectName: string;
  /** The record's type mark, unique in the project ("L01"); printed before the number. */
  typeMark: string;
  lampparamNo: string;
  dataStatus: number;
  /** yyyy-mm-dd of the record's last save. */
  date: string;
  creator: string;
  identity: KeyValue[];
  surface: { picture: Picture | null; caption: string | null; dimensions: Dimension[] };
  /** `caption`: the record's own lamp size, printed beside the sketch's title (`lampSketch`). */
  lamp: { picture: Picture | null; caption: string | null; dimensions: Dimension[] };
  light: KeyValue[];
  colourEntries: ColourEntryRow[];
  application: KeyValue[];
  /** Face letters of the target columns: ['A', 'B'] for two-face types, [''] otherwise. */
  faces: string[];
  targets: TargetRow[];
  equipment: KeyValue[];
  control: KeyValue[];
  effect: { text: string | null; picture: Picture | null };
  brands: string[];
  /** The chosen fixture's name and the data a tender asks for ("—" where not given); null without a chosen fixture. */
  tender: { fixture: string; items: KeyValue[] } | null;
  /** The chosen fixture calculated on this surface; null without a chosen fixture with a photometric file. */
  performance: PerformanceSection | null;
}

/** A template index row as the sheet needs it (table `templateIndices`). */
export interface TemplateLike {
  indexType: number;
  indexKey: string;
  indexName: string;
  indexNameEn: string;
  indexPrefix: string | null;
  indexUnit: string | null;
  controlType: string;
  controlDict: string | null;
  faceType: string | null;
}

export interface DictLike {
  id: number;
  dictCont: string;
  dictContEn: string;
  dictExtra?: string | null;
  dictRemark?: string | null;
}

/** What the service gathers for one record. */
export interface SheetInput {
  lang: Lang;
  record: Record<string, unknown> & {
    typeMark?: string | null;
    lampparamNo: string;
    dataStatus: number;
    creatorName: string;
    updateDate: string;
    extraIndices?: Record<string, string> | null;
  };
  entries: ParamIndexEntry[];
  projectName: string;
  contestType: Bi | null;
  faces: 1 | 2;
  lampType: DictLike | null;
  colourType: DictLike | null;
  beamAngle: string | null;
  surfaceSketch: { describe: string; attr: string; picture: Picture | null } | null;
  lampSketch: { describe: string; attr: string; picture: Picture | null } | null;
  templates: TemplateLike[];
  /** Dictionary entries by index pinyin, for the select-type indices. */
  dicts: Record<string, DictLike[]>;
  brands: string[];
  effectPicture: Picture | null;
  /** The record's chosen product ("Brand Model"), its tender data and its price (CNY); null when it has none. */
  chosen?: { name: string; tender: FixtureTender; price?: number | null } | null;
}

/** The data a tender asks for about a fixture, as the fixture stores it (null: not given). */
export interface FixtureTender {
  luminousFlux: number | null;
  efficacy: number | null;
  cri: number | null;
  protectLevel: string | null;
  ikRating: string | null;
  ratedLifeHours: number | null;
  driver: string | null;
  dimming: string | null;
  longNs: number | null;
  widthNs: number | null;
  heightNs: number | null;
  weightKg: number | null;
}

/** A number as documents print it: thousands grouped, at most two decimals ("12,480.5"). */
export const groupedNumber = (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** The tender items in the order sheets and schedules print them, with their names. */
export const TENDER_ITEMS = [
  { key: 'luminousFlux', label: { zh: '光通量', en: 'Luminous flux' }, unit: 'lm' },
  { key: 'efficacy', label: { zh: '光效', en: 'Efficacy' }, unit: 'lm/W' },
  { key: 'cri', label: { zh: '显色指数 Ra', en: 'CRI (Ra)' }, unit: '' },
  { key: 'protectLevel', label: { zh: '防护等级', en: 'IP rating' }, unit: '' },
  { key: 'ikRating', label: { zh: '防冲击等级', en: 'IK rating' }, unit: '' },
  { key: 'ratedLifeHours', label: { zh: '额定寿命（L70/B50）', en: 'Rated life (L70/B50)' }, unit: 'h' },
  { key: 'driver', label: { zh: '驱动电源', en: 'Driver' }, unit: '' },
  { key: 'dimming', label: { zh: '调光协议', en: 'Dimming protocol' }, unit: '' },
  { key: 'dimensions', label: { zh: '尺寸（长×宽×深）', en: `Dimensions (${LAMP_SIZES_SHOWN})` }, unit: 'mm' },
  { key: 'weightKg', label: { zh: '重量', en: 'Weight' }, unit: 'kg' },
] as const satisfies ReadonlyArray<{ key: string; label: Bi; unit: string }>;
export type TenderItemKey = (typeof TENDER_ITEMS)[number]['key'];

/** "600 × 76 × 90" (mm) of a fixture's length, width and height, "—" for a side not given; '' when none is. */
export function fixtureDimensions(t: Pick<FixtureTender, 'longNs' | 'widthNs' | 'heightNs'>): string {
  const sides = [t.longNs, t.widthNs, t.heightNs];
  return sides.every((v) => v === null || v === undefined) ? '' : sides.map((v) => (v === null || v === undefined ? '—' : groupedNumber(v))).join(' × ');
}

/** One tender item as printed: the value with its unit, "—" when the fixture does not give it. */
export function tenderText(t: FixtureTender, key: TenderItemKey): string {
  const item = TENDER_ITEMS.find((i) => i.key === key)!;
  const raw = key === 'dimensions' ? fixtureDimensions(t) : t[key];
  if (raw === null || raw === undefined || raw === '') return '—';
  const value = typeof raw === 'number' ? groupedNumber(raw) : String(raw).trim() || '—';
  return value === '—' ? value : withUnit(value, item.unit);
}

const bi = (zh: string, en: string): Bi => ({ zh, en });

/**
 * Surface dimension letters as the sheet prints them: label and unit, in the sheet's order; the
 * record field of each comes from the vocabulary (`LAMPPARAM_DIMENSION_FIELDS`).
 */
const SURFACE_LABELS: Array<[letter: DimensionLetter, label: Bi, unit: string]> = [
  ['H', bi('高度', 'Height'), 'm'],
  ['W', bi('宽度', 'Width'), 'm'],
  ['W1', bi('A面宽度', 'Width of face A'), 'm'],
  ['W2', bi('B面宽度', 'Width of face B'), 'm'],
  ['L', bi('长度', 'Length'), 'm'],
  ['S', bi('灯具间距', 'Fixture spacing'), 'm'],
  ['A', bi('投射角度', 'Aiming angle'), '°'],
  ['H0', bi('安装高度', 'Mounting height'), 'm'],
  ['H1', bi('A面高度', 'Height of face A'), 'm'],
  ['H2', bi('B面高度', 'Height of face B'), 'm'],
  ['X', bi('X向偏移', 'Offset X'), 'm'],
  ['Y', bi('Y向偏移', 'Offset Y'), 'm'],
  ['Z', bi('Z向偏移', 'Offset Z'), 'm'],
  // D is the distance from the fixture to the surface, the layout's setback: the editor enters it
  // as the range lumSizeMin–lumSize (see setbackRange).
  ['D', LAYOUT_LABELS.setback, 'm'],
];
const SURFACE_DIMENSIONS: Array<[letter: string, field: string, label: Bi, unit: string]> = SURFACE_LABELS.map(([letter, label, unit]) => [
  letter,
  LAMPPARAM_DIMENSION_FIELDS[letter],
  label,
  unit,
]);

/** The D value: the setback range the editor writes, else an older record's contestD. */
function setbackRange(record: Record<string, unknown>): string {
  const range = [text(record.lumSizeMin), text(record.lumSize)].filter(Boolean);
  if (!range.length) return text(record.contestD);
  return range.length === 2 && range[0] !== range[1] ? `${range[0]}–${range[1]}` : range[0]!;
}

const LAMP_LABELS: Array<[letter: LampDimensionLetter, label: Bi]> = [
  ['L', bi('长', 'Length')],
  ['W', bi('宽', 'Width')],
  ['D', bi('深', 'Depth')], // shown as T (LAMP_LETTER_SHOWN)
];
const LAMP_DIMENSIONS: Array<[letter: string, field: string, label: Bi, unit: string]> = LAMP_LABELS.map(([letter, label]) => [letter, LAMPPARAM_LAMP_FIELDS[letter], label, 'mm']);

/** Keys shown in the light-and-electrical block, so the requirement tables do not repeat them. */
const SHOWN_ABOVE = new Set(['workVoltage', 'effectDescription']);

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim());

function parseFlags(json: string | null | undefined): Set<string> {
  try {
    const parsed = JSON.parse(json ?? '{}') as Record<string, unknown>;
    return new Set(Object.entries(parsed).filter(([, on]) => on === 1 || on === true || on === '1').map(([k]) => k));
  } catch {
    return new Set();
  }
}

/** A size as the sheet prints every number: grouped (1,200 mm, as the tender's 1,200 × 46 × 67 mm); a text that is no plain number (a range 12–15) as written. */
const sizeText = (value: string) => (/^-?\d+(\.\d+)?$/.test(value) ? groupedNumber(Number(value)) : value);
/** A size with its unit, as every value is printed (contracts' `withUnit`: "6 m", "20°"); "—" when not entered. */
const sizeWithUnit = (value: string, unit: string) => (!value ? '—' : withUnit(sizeText(value), unit));

function dimensions(record: Record<string, unknown>, table: typeof SURFACE_DIMENSIONS, attr: string | null | undefined, read = (field: string) => text(record[field])): Dimension[] {
  const shown = parseFlags(attr);
  return table
    .filter(([letter, field]) => shown.has(letter) || read(field) !== '')
    .map(([letter, field, label, unit]) => ({ letter, label, value: sizeWithUnit(read(field), unit) }));
}

/**
 * The lamp sketch and the one size printed with it: the record's own ("L 289 × W 289 × T 133 mm",
 * by the sketch's letters), never the library sketch's name, whose size is the drawing's
 * proportion (L01's "320×256×144" beside a 289 × 289 × 133 housing); no caption while a
 * dimension is not entered (the table below says "—").
 */
function lampSketch(record: Record<string, unknown>, sketch: SheetInput['lampSketch']): SheetModel['lamp'] {
  // printed with the letters shown (the depth T: D is the setback's, in the table beside it)
  const dims = dimensions(record, LAMP_DIMENSIONS, sketch?.attr ?? '{"L":1,"W":1,"D":1}').map((d) => ({ ...d, letter: LAMP_LETTER_SHOWN[d.letter as LampDimensionLetter] }));
  const sized = dims.length > 0 && dims.every((d) => d.value.endsWith(' mm'));
  const caption = sized ? `${dims.map((d) => `${d.letter} ${d.value.slice(0, -' mm'.length)}`).join(' × ')} mm` : null;
  return { picture: sketch?.picture ?? null, caption, dimensions: dims };
}

function pick(lang: Lang, b: Bi): Value {
  const main = b[lang];
  const alt = b[lang === 'zh' ? 'en' : 'zh'];
  return alt && alt !== main ? { main, alt } : { main };
}

/**
 * The record's quantity as the schedule counts it (`recordQuantity`: typed, else fixtures per
 * surface × surfaces, then said so: "60 (10 per surface × 6 surfaces)") and, with a unit price,
 * its total; "—" for both while the record sets no quantity (a record made from selection rows:
 * the sheet said nothing of either, issue 25).
 */
function quantityLines(record: Record<string, unknown>, unitPrice: number | undefined, lang: Lang): KeyValue[] {
  const quantity = recordQuantity(record);
  if (quantity === null) return [{ label: bi('数量', 'Quantity'), value: { main: '—' } }, { label: bi('合计', 'Total'), value: { main: '—' } }];
  // a detail answer says whether the designer typed it (`quantityTyped`); it also carries the counted one as `quantity`
  const typed = typeof record.quantityTyped === 'boolean' ? record.quantityTyped : record.quantity !== null && record.quantity !== undefined && record.quantity !== '';
  const per = formatFigure('count', Number(record.fixturesPerSurface));
  const surfaces = formatFigure('count', Number(record.surfaceCount));
  const count = formatFigure('count', quantity);
  const how = bi(`${count}（每面 ${per} 套 × ${surfaces} 面）`, `${count} (${per} per surface × ${surfaces} surface${Number(record.surfaceCount) === 1 ? '' : 's'})`);
  const lines: KeyValue[] = [{ label: bi('数量', 'Quantity'), value: typed ? { main: count } : pick(lang, how) }];
  if (unitPrice !== undefined) lines.push({ label: bi('合计', 'Total'), value: { main: `${formatFigure('price', unitPrice * quantity)} ${unitText('元', lang)}` } });
  return lines;
}

/** A select value: a dictionary id or text, shown with the entry's names when it is one. */
export function dictValue(lang: Lang, raw: string, entries: DictLike[] | undefined): Value {
  const entry = entries?.find((e) => (/^\d+$/.test(raw) && e.id === Number(raw)) || e.dictCont === raw || e.dictContEn === raw);
  return entry ? pick(lang, bi(entry.dictCont, entry.dictContEn)) : { main: raw };
}

/** Strip the face suffix the two-face templates carry in their names. */
const baseName = (name: string) => name.replace(/（[AB]面）$/, '').replace(/\s*\(face [AB]\)$/, '');

const isColourEntry = (e: ParamIndexEntry) => /^C\d$/.test(e.faceType ?? '');

function requirementRows(input: SheetInput, indexType: number): KeyValue[] {
  const { record, lang } = input;
  const extra = record.extraIndices ?? {};
  const rows: KeyValue[] = [];
  for (const t of input.templates) {
    if (t.indexType !== indexType || SHOWN_ABOVE.has(t.indexKey)) continue;
    const raw = text(record[t.indexKey]) || text(extra[t.indexKey]);
    if (!raw) continue;
    let value: Value;
    if (t.controlType === 'select') value = dictValue(lang, raw, t.controlDict ? input.dicts[t.controlDict] : undefined);
    else if (t.controlType === 'textarea') value = { main: raw };
    else value = { main: [t.indexPrefix, raw, t.indexUnit].filter(Boolean).join(' ') };
    rows.push({ label: bi(t.indexName, t.indexNameEn), value });
  }
  return rows;
}

/**
 * The lighting targets of a record, one row per target with a value per face (faces `['A', 'B']`
 * for two-face types, `['']` otherwise): the template's names, sign and unit, the values from the
 * parameter index entries (or the record's extra indices). Rows without any value are left out.
 */
export function targetTable(
  templates: TemplateLike[],
  entries: ParamIndexEntry[],
  extra: Record<string, string>,
  faceCount: 1 | 2,
): { faces: string[]; rows: TargetRow[] } {
  const faces = faceCount === 2 ? ['A', 'B'] : [''];
  const entryOf = (face: string) =>
    entries.find((e) => !isColourEntry(e) && (face ? e.faceType === face : !e.faceType)) ??
    (face ? undefined : entries.find((e) => !isColourEntry(e)));
  const rows = new Map<string, TargetRow>();
  for (const t of templates) {
    if (t.indexType !== 2 || t.controlType === 'textarea') continue;
    const face = faces.length === 2 ? (t.faceType ?? '') : '';
    const column = faces.indexOf(face);
    if (column < 0) continue;
    const entry = entryOf(face) as Record<string, unknown> | undefined;
    const raw = text(entry?.[t.indexKey]) || text(extra[face ? `${face}.${t.indexKey}` : t.indexKey]);
    let row = rows.get(t.indexKey);
    if (!row) {
      row = {
        label: bi(baseName(t.indexName), baseName(t.indexNameEn)),
        sign: t.indexPrefix ?? '',
        values: faces.map(() => ''),
        unit: t.indexUnit ?? '',
      };
      rows.set(t.indexKey, row);
    }
    row.values[column] = raw && targetText(t.indexKey, raw);
  }
  return { faces, rows: [...rows.values()].filter((r) => r.values.some(Boolean)) };
}

const targetRows = (input: SheetInput) => targetTable(input.templates, input.entries, input.record.extraIndices ?? {}, input.faces);

function temperatures(record: Record<string, unknown>): string[] {
  return [record.colorTemperatureFirst, record.colorTemperatureSecond, record.colorTemperatureThird, record.colorTemperatureFourth]
    .map(text)
    .filter(Boolean);
}

function colourRows(input: SheetInput): { spec: string; rows: ColourEntryRow[] } {
  const code = input.colourType?.dictRemark ?? '';
  const channels = isRgbFamily(code) ? rgbChannels(code).map((c) => ({ colour: c.label, spec: withUnit(String(c.value), c.unit) })) : [];
  const temps = temperatures(input.record).map((t) => withUnit(t, 'K'));
  const spec = channels.length
    ? channels.map((c) => `${c.colour} ${c.spec}`).join(' · ')
    : temps.length
      ? temps.join(' / ')
      : text(input.record.colorTemperature)
        ? withUnit(text(input.record.colorTemperature), 'K')
        : '—';
  const entries = input.entries.filter(isColourEntry);
  const rows = entries.map((e, i) => {
    const fallback = channels[i] ?? (temps[i] ? { colour: temps[i]!, spec: temps[i]! } : undefined);
    // a colour name as the designer typed it, its temperature spaced as every unit ("W 4000K" → "W 4000 K")
    const name = kelvinText(text(e.colorName)) || colourStateLabel(text(e.colorTemperatureStr), input.lang) || fallback?.colour || `${i + 1}`;
    return {
      colour: name,
      spec: channels[i]?.spec ?? (temps[i] && temps[i] !== name ? temps[i]! : /^\d+$/.test(name) ? withUnit(name, 'K') : fallback?.spec ?? '—'),
      power: text(e.colorPower) ? withUnit(text(e.colorPower), 'W') : '—',
      coordinate: text(e.colorCoordinate) || '—',
    };
  });
  return { spec, rows };
}

const SHAPES: Record<number, Bi> = { 1: bi('方形', 'Square'), 2: bi('圆形', 'Round') };

/** Resolve a gathered record into the texts of its sheet. Pure: no I/O, no clock. */
export function buildSheetModel(input: SheetInput): SheetModel {
  const { record, lang } = input;
  const dash = (s: string): Value => ({ main: s || '—' });
  const colours = colourRows(input);
  const targets = targetRows(input);
  const identity: KeyValue[] = [
    { label: bi('项目', 'Project'), value: dash(input.projectName) },
    { label: bi('应用类型', 'Application type'), value: input.contestType ? pick(lang, input.contestType) : dash('') },
    { label: bi('日期', 'Date'), value: dash(record.updateDate.slice(0, 10)) },
    { label: bi('编制', 'Created by'), value: dash(record.creatorName) },
  ];
  const power = text(record.lampPower);
  const unitPrice = text(record.extraIndices?.unitPrice);
  const productPrice = input.chosen?.price ?? undefined;
  const light: KeyValue[] = [
    { label: bi('灯具类型', 'Lamp type'), value: input.lampType ? pick(lang, bi(input.lampType.dictCont, input.lampType.dictContEn)) : dash('') },
    { label: bi('灯具形状', 'Lamp shape'), value: SHAPES[Number(record.lampShape)] ? pick(lang, SHAPES[Number(record.lampShape)]!) : dash('') },
    { label: bi('色彩类型', 'Colour type'), value: input.colourType ? pick(lang, bi(input.colourType.dictCont, input.colourType.dictContEn)) : dash('') },
    {
      label: isRgbFamily(input.colourType?.dictRemark) ? bi('波长 / 色温', 'Wavelengths / CCT') : bi('色温', 'Colour temperature'),
      value: dash(colours.spec === '—' ? '' : colours.spec),
    },
    // the housing colour and the made unit price print only when the record has them
    ...(text(record.lampColor) ? [{ label: bi('灯体颜色', 'Housing colour'), value: { main: text(record.lampColor) } }] : []),
    // the specified beam (the beam-angle rule the record sets, which its fixture meets); page 3 prints the fixture's measured one
    { label: bi('规定光束角', 'Specified beam angle'), value: dash(input.beamAngle ?? '') },
    { label: bi('功率', 'Power'), value: dash(power ? withUnit(power, 'W') : '') },
    { label: bi('工作电压', 'Working voltage'), value: dash(text(record.workVoltage)) },
    { label: bi('功率编号', 'Power number'), value: dash(text(record.powerNo)) },
    // grouped as every price (1,135 CNY), the currency in the reader's language; the record's own,
    // else its chosen product's, as the schedule prices its line (and then says whose it is)
    ...(unitPrice
      ? [{ label: bi('单价', 'Unit price'), value: { main: `${numberOf(unitPrice) === undefined ? unitPrice : formatFigure('price', numberOf(unitPrice))} ${unitText('元', lang)}` } }]
      : productPrice !== undefined
        ? [{ label: bi('单价', 'Unit price'), value: pick(lang, bi(`${formatFigure('price', productPrice)} 元（选定产品）`, `${formatFigure('price', productPrice)} CNY (chosen product)`)) }]
        : []),
    // the quantity the schedule counts for this record, and with a unit price its total (as the schedule's line)
    ...quantityLines(record, numberOf(unitPrice) ?? productPrice, lang),
  ];
  const surfaceDims = dimensions(record, SURFACE_DIMENSIONS, input.surfaceSketch?.attr, (field) => (field === LAMPPARAM_DIMENSION_FIELDS.D ? setbackRange(record) : text(record[field])));
  return {
    lang,
    projectName: input.projectName,
    typeMark: record.typeMark ?? '',
    lampparamNo: record.lampparamNo,
    dataStatus: record.dataStatus,
    date: record.updateDate.slice(0, 10),
    creator: record.creatorName,
    identity,
    surface: { picture: input.surfaceSketch?.picture ?? null, caption: input.surfaceSketch?.describe || null, dimensions: surfaceDims },
    lamp: lampSketch(record, input.lampSketch),
    light,
    colourEntries: colours.rows,
    application: requirementRows(input, 1),
    faces: targets.faces,
    targets: targets.rows,
    equipment: requirementRows(input, 3),
    control: requirementRows(input, 4),
    effect: {
      text: text(record.effectDescription) || text(record.extraIndices?.effectDescription) || null,
      picture: input.effectPicture,
    },
    brands: input.brands,
    tender: input.chosen
      ? { fixture: input.chosen.name, items: TENDER_ITEMS.map((i) => ({ label: i.label, value: { main: tenderText(input.chosen!.tender, i.key) } })) }
      : null,
    performance: null,
  };
}
