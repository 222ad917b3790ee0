/**
 * The seven demo lamp parameter records of the two projects, as the editor would save them:
 * generated and draft, made from detection rows (`makingWay` 2) and by hand, one-face and
 * two-face, single white, two whites and multi-colour (RGBW and RGB with one entry per channel),
 * one custom number. Pure: `projects.ts` stores them the way `createTy` does.
 */
import { ALL_ON, colourCode, contestTypeById, defaultSetback, lampparamDimensions, lampparamNumber, powerNo, type LampparamForm, type LayoutInput, type ParamIndexEntry } from '@lampsheet/contracts';
import { effectPath, lampSketchPath, surfaceSketchPath } from './media.js';
import { COLOUR_TYPES, angleRule } from './reference.js';

/** The catalogue's ids a record refers to. */
export interface ParamContext {
  dictId: (pinyin: string, cont: string) => number;
  lampTypeId: (code: string) => number;
  angleId: (key: string) => number;
  sketchId: (file: string) => number;
  lampSketchId: (file: string) => number;
  /** The partner brands; the first three are each record's recommended brands. */
  brandIds: number[];
}

/** The fixture L01 is made from and chosen with, and its rows (`floodFixture` in projects.ts). */
export interface FloodFixture {
  rows: number[];
  model: string;
  power: number;
  beamKey: string;
  /** Length, width and height in mm. */
  housing: [number, number, number];
  voltage: string;
  protectLevel: string;
  colourTemperature: number;
}

/** The fixture L03 is made from and chosen with, and its rows (`washerFixture` in projects.ts). */
export type WasherFixture = FloodFixture;

/** The fixture Shenzhen L02 is made from and chosen with, and its rows (`columnFixture` in projects.ts). */
export type ColumnFixture = FloodFixture;

/** The wall washers' surface-mounted sketches by length (`sketches.ts`: xqd-6 … xqd-9). */
const WASHER_SURFACE_SKETCH: Record<number, string> = { 300: 'xqd-6', 600: 'xqd-7', 1000: 'xqd-8', 1200: 'xqd-9' };

export interface DemoParam {
  creator: 'demo' | 'demo2';
  form: LampparamForm & { dataStatus: 1 | 2 };
  /**
   * A record taken in its chosen fixture's default layout: the parts it sets (count, setback), the
   * rest the engine's for that fixture, as Take stores a ranked row's layout, so that the check and
   * the sheet (the stored layout) and Rank and Compare (the fixture's default) compute in one layout.
   * `projects.ts` completes it into `form.layout` (`takenLayout`).
   */
  taken?: LayoutInput;
}

/** The lamp parameter number exactly as the editor and the server compute it. */
function numberOf(lampCode: string, beamKey: string, colour: { colours: number; code: string | null }, temps: Array<string | null>, power: number): { no: string; colourCode: string; powerNo: string } {
  const c = colourCode(colour, temps);
  const p = powerNo(power);
  return { no: lampparamNumber({ lampNo: lampCode, angleCode: angleRule(beamKey).ruleNo, colourCode: c, powerNo: p }), colourCode: c, powerNo: p };
}

/**
 * A record's setback D (`lumSize`, m) when it types none: where its type's layout stands on the
 * record's own surface (`defaultSetback`), which is where the demo's fixtures were calculated and
 * measured on a surface of those sizes (`measuredDistance`). A record's library keeps the rows
 * within its sizes' tolerance, D too: records typed at another setback (0.15 m on a 0.2 m reveal
 * whose rows stand at 0.1 m, 0.4–0.6 m on a 9 m wall whose washers stand at 0.9 m, 0.8–1.0 m
 * beside a column's uplights at 0.5 m) listed no lamp. Undefined for a directly seen type.
 */
function setbackOf(fields: Partial<LampparamForm>): string | undefined {
  const type = contestTypeById(Number(fields.contestType));
  if (!type || type.albedoBlank) return undefined;
  return String(defaultSetback(type.kind, lampparamDimensions(fields)));
}

function entry(values: Partial<ParamIndexEntry>): ParamIndexEntry {
  return { colorTemperatureStr: ALL_ON, ...values } as ParamIndexEntry;
}

/**
 * The records, in the order they are stored. `rows` are the detection rows the generated ones
 * were made from (their `detectionIds`).
 */
export function demoLampParams(
  ctx: ParamContext,
  projectIds: number[],
  rows: { flood: FloodFixture; washer: WasherFixture; column: ColumnFixture },
): DemoParam[] {
  const [bund, bay] = projectIds as [number, number];
  const colourType = (cont: string) => {
    const def = COLOUR_TYPES.find((c) => c.dictCont === cont)!;
    return { id: ctx.dictId('dengjusecaifenlei', cont), colours: Number(def.dictExtra), code: def.dictRemark ?? null };
  };
  const common = (projectId: number) => ({
    projectId,
    rootIn: 4,
    securityFlag: 0,
    customLampparmnoFlag: 0,
    colorTemperatureStr: ALL_ON,
    isControl: 1,
    reCopy: 0,
    recommendBrand: ctx.brandIds.slice(0, 3).join(','),
  });
  const out: DemoParam[] = [];
  const add = (
    creator: 'demo' | 'demo2',
    projectId: number,
    p: {
      lampCode: string;
      beamKey: string;
      colour: string;
      temps: Array<string | null>;
      power: number;
      lampSketch: string;
      sketch: string;
      dataStatus: 1 | 2;
      custom?: string;
      fields: Partial<LampparamForm>;
      indices: ParamIndexEntry[];
      taken?: LayoutInput;
    },
  ) => {
    const ct = colourType(p.colour);
    const n = numberOf(p.lampCode, p.beamKey, ct, p.temps, p.power);
    const form: LampparamForm & { dataStatus: 1 | 2 } = {
      ...common(projectId),
      grayDemand: ct.id,
      colorType: ct.colours > 1 ? 2 : 1,
      colorTemperatureFirst: p.temps[0] ?? null,
      colorTemperatureSecond: p.temps[1] ?? null,
      colorTemperatureThird: p.temps[2] ?? null,
      colorTemperatureFourth: p.temps[3] ?? null,
      colorTempeNo: n.colourCode,
      colorTemperature: p.temps[0] ?? null,
      angleNo: ctx.angleId(p.beamKey),
      lampType: ctx.lampTypeId(p.lampCode),
      lampNo: p.lampCode,
      lampSketchId: ctx.lampSketchId(p.lampSketch),
      lampSketchPath: lampSketchPath(p.lampSketch),
      contestSketchId: ctx.sketchId(p.sketch),
      contestSketchPath: surfaceSketchPath(p.sketch),
      powerNo: n.powerNo,
      lampPower: String(p.power),
      ...(p.custom ? { customLampparmnoFlag: 1, customLampparmNo: p.custom } : {}),
      lampparamNo: p.custom ?? n.no,
      ...p.fields,
      ...(p.fields.lumSize === undefined && setbackOf(p.fields) !== undefined ? { lumSize: setbackOf(p.fields) } : {}),
      dataStatus: p.dataStatus,
      projectParamindexList: p.indices,
    };
    out.push({ creator, form, ...(p.taken ? { taken: p.taken } : {}) });
  };

  // 1 外滩: floodlighting, generated from its chosen fixture's rows (make), equal wall distances.
  add('demo', bund, {
    lampCode: 'TGD',
    // the fixture it is made from and chosen (`FLOOD_PICK` in projects.ts; with the default seed the
    // 5° flood of 49 W CAN-TGD49-05-35), so that the record's power, beam and size are its chosen
    // fixture's (the schedule's installed W and its W/m² then count the same watts). That fixture's
    // measured rows read 47.5 and 48.3 W, its calculated row 49 W: all within the record's 49 W.
    beamKey: rows.flood.beamKey,
    colour: '单色温',
    // the chosen fixture's colour temperature, voltage and protection, as L03 takes its washer's
    temps: [String(rows.flood.colourTemperature)],
    power: rows.flood.power,
    lampSketch: 'tgd-3',
    sketch: 'floodlighting-1',
    dataStatus: 2,
    fields: {
      makingWay: 2,
      detectionIds: rows.flood.rows.join(','),
      contestType: 101,
      // The schedule's quantity (issue 25) is the layout's count on each of the facade's 6 bays: the
      // type's default layout of its 5° flood from the record's 12 m, a row of 10 at 1.2 m aimed at
      // the wall's middle (engine: Lavg 18.0 cd/m², U0 0.108, Lmax 110, dark band 0.28 m,
      // 2.3 W/m²), meeting the record's targets; the library's rows are the same fixture in the same
      // default layout.
      fixturesPerSurface: 10,
      surfaceCount: 6,
      contestH: '18',
      contestW: '12',
      contestD: '12',
      lumSize: '12',
      lumSizeMin: '12',
      lampShape: 1,
      // the chosen fixture's housing
      lampLong: String(rows.flood.housing[0]),
      lampWidth: String(rows.flood.housing[1]),
      lampHeight: String(rows.flood.housing[2]),
      albedo: '0.4',
      protectLevel: rows.flood.protectLevel,
      workVoltage: rows.flood.voltage,
      installType: '支架安装',
      installDirection: '向上',
      materialQuality: '压铸铝',
      weight: '4.6',
      glare: '加装防眩光罩',
      controlProtocol: 'DALI',
      controlDigit: '1',
      roadType: '滨水步道',
      budengWay: '地面远距离投射',
      lightType: '泛光照明',
      effectDescription: '历史建筑石材立面，暖白光均匀照亮，突出檐口与柱廊。',
      effectPic: effectPath('flood', 'warm'),
      priceWeight: '20',
      evennessWeight: '30',
      lightnessAveWeight: '30',
      powerWeight: '20',
    },
    // A stone façade's targets. The library (each fixture in the type's default layout) on the
    // 18 × 12 m wall from 12 m ± 20 %: the chosen 5° flood's rows there (its project's measurement
    // and its calculated row) read Lavg 20.4–21.0 cd/m², U0 0.100–0.103, Lmax 113–128, the library's
    // two lamps; the wider floods of ≤ 49 W reach Lavg 0.8–1.8 (one or two fixtures cover the
    // width). A narrow flood's hot spots set Lmax ≤ 150; U0 ≥ 0.12 would leave the library empty.
    indices: [entry({ brightnessAvgMin: '10', brightnessAvgMax: '30', brightnessMax: '150', evenness: '0.09', maculaHight: '2.5' })],
    // its layout: the 5° flood's default from the record's 12 m (10 at 1.2 m, 0.5 m high, aimed at the wall's middle)
    taken: { count: 10 },
  });
  // 2 外滩: wall washing, two colour temperatures, draft.
  add('demo', bund, {
    lampCode: 'XQD',
    beamKey: '10°×60°',
    colour: '双色温',
    temps: ['3000', '4000'],
    power: 24,
    lampSketch: 'xqd-4',
    sketch: 'wall-washing-2',
    dataStatus: 1,
    fields: {
      makingWay: 1,
      contestType: 102,
      // one washer a metre (S 1 m) on each of the 10 piers of 4 m
      fixturesPerSurface: 4,
      surfaceCount: 10,
      contestH: '9',
      contestW: '4',
      contestS: '1',
      contestD: '0.5',
      // the setback D: the washers' on a 9 m wall (a tenth of its height, `setbackOf`), the nearest of them 0.6 m
      lumSizeMin: '0.6',
      lampShape: 1,
      lampLong: '1000',
      lampWidth: '70',
      lampHeight: '82',
      albedo: '0.4',
      protectLevel: 'IP66',
      workVoltage: 'DC24V',
      installType: '支架安装',
      installDirection: '向上',
      controlProtocol: 'DMX512',
      controlDigit: '2',
      budengWay: '墙根上洗',
      lightType: '洗墙照明',
      effectDescription: '底部亮、向上渐暗，可在 3000 K 与 4000 K 间切换。',
    },
    // On the H9 × W4 wall the engine gives a lamp of ≤ 24 W at most 18 cd/m² and U0 0.09–0.12
    // (the kick-reflector 10°×60° washers U0 0.25 at about 11 cd/m² for 24 W), and the
    // measurements follow it (±7 %): Lavg 10–30 and U0 ≥ 0.1 keep lamps in the library
    // (20–50 and 0.12 left none)
    indices: [entry({ brightnessAvgMin: '10', brightnessAvgMax: '30', evenness: '0.1', maculaHight: '2.5' })],
  });
  // 3 外滩: composite surface, two faces A and B, generated by demo2 from its chosen fixture's rows.
  add('demo2', bund, {
    lampCode: 'XQD',
    // the fixture it is made from and chosen (`WASHER_PICK` in projects.ts; with the default seed
    // the 10° × 20° washer of 27.5 W BOL-XQD28-10-27, 2700 K): its power, beam, housing, voltage,
    // protection and colour temperature, so that the schedule's installed W and its W/m² count the
    // same watts
    beamKey: rows.washer.beamKey,
    colour: '单色温',
    temps: [String(rows.washer.colourTemperature)],
    power: rows.washer.power,
    lampSketch: WASHER_SURFACE_SKETCH[rows.washer.housing[0]] ?? 'xqd-9',
    sketch: 'composite-1',
    dataStatus: 2,
    fields: {
      makingWay: 2,
      detectionIds: rows.washer.rows.join(','),
      contestType: 103,
      // the layout's 2 washers under each of the 12 set-back sections: the type's default for this
      // washer (W1 + W2 over 2, 1.0 m out, aimed −11.0° by the engine (`takenLayout`)), where the chosen 10° × 20° washer lights A to
      // Lavg 20.4 cd/m² at U0 0.066 (Lmax 72) and B to 0.81 cd/m² at U0 0.054, B/A 0.040, 2.2 W/m²
      // (engine), meeting the record's targets: its calculated row on this section, the same
      // fixture in the same layout, is in the record's library. At 0.8 m out it left B at U0 0.042.
      fixturesPerSurface: 2,
      surfaceCount: 12,
      contestW1: '3.6',
      contestW2: '1.8',
      contestH1: '6',
      contestH2: '2',
      contestD: '0.6',
      lumSize: '1.0',
      lumSizeMin: '0.6',
      lampShape: 1,
      // the chosen fixture's housing
      lampLong: String(rows.washer.housing[0]),
      lampWidth: String(rows.washer.housing[1]),
      lampHeight: String(rows.washer.housing[2]),
      albedo: '0.4',
      protectLevel: rows.washer.protectLevel,
      workVoltage: rows.washer.voltage,
      installType: '表面安装',
      installDirection: '向上',
      controlProtocol: 'DALI',
      budengWay: '两面分别布灯',
      lightType: '洗墙照明',
      effectDescription: 'A 面整体均匀，B 面稍暗以表现退台层次。',
    },
    indices: [
      // The demo's ≤ 36 W linear lights of this section, on its settled form (sizes ±20 %), light
      // face A to Lavg 4–20 at U0 0.06–0.09 and the return face B to 2–8 % of A (engine, ±15 %):
      // U0 0.09 on A left the library empty. B at 2–10 % of A is the set-back the effect
      // description asks for. The chosen washer's rows on this section (its measurement and its
      // calculated row, each in the type's default layout) read A 19.5–20.4 cd/m² at U0
      // 0.062–0.066, B 0.79–0.81 at U0 0.054–0.055, B/A 0.040–0.041; the 20° and 20° × 50° washers
      // throw 1.5–1.7 % of A on B, the 10° × 60° kick reflectors a quarter.
      entry({ faceType: 'A', brightnessAvgMin: '4', brightnessAvgMax: '40', evenness: '0.06' }),
      entry({ faceType: 'B', brightnessAvgMin: '0.1', brightnessAvgMax: '20', evenness: '0.05', bcBrightnessRatioMin: '0.02', bcBrightnessRatioMax: '0.1' }),
    ],
    // its layout: the washer's default with the record's 1.0 m (lumSize) out, 2 to a section
    taken: { count: 2, setback: 1 },
  });
  // 4 外滩: controlled point source, RGBW multi-colour with one entry per channel.
  add('demo', bund, {
    lampCode: 'DGY',
    beamKey: '15°',
    colour: 'RGBW',
    temps: [null],
    power: 3,
    lampSketch: 'dgy-2',
    sketch: 'controlled-point-1',
    dataStatus: 2,
    fields: {
      makingWay: 1,
      contestType: 112,
      // one projector a point, 96 points over the facade's grid
      fixturesPerSurface: 1,
      surfaceCount: 96,
      contestH0: '12',
      contestS: '3',
      contestA: '20',
      contestD: '40',
      lampShape: 2,
      lampLong: '60',
      lampHeight: '40',
      albedo: '',
      protectLevel: 'IP67',
      workVoltage: 'DC24V',
      installType: '卡扣安装',
      installDirection: '可调',
      controlProtocol: 'DMX512',
      controlDigit: '4',
      budengWay: '间隔点状',
      lightType: '点缀照明',
      colorDemand: 'RGBW 四通道独立控制，白光 4000 K。',
    },
    indices: [
      // the record's 3 W: the demo's projectors of at most 3 W give 85–800 cd on the axis, 5–15 cd
      // at 60°, 40–90 cd at 30° up, 70–230 cd at 10° down and 10–47 cd at 45° (engine, ±15 %), so
      // these targets keep lamps in the library (300 cd on the axis with ≤ 70 cd up left none)
      entry({ level0: '100', verticalUp60: '1', verticalDown60: '1', levelLeft60: '1', levelRight60: '1', verticalUp30: '100', verticalDown10: '90', down45: '10' }),
      entry({ faceType: 'C1', colorName: 'R 625nm', colorTemperatureStr: 'R', colorPower: '0.75', colorCoordinate: '0.700,0.299' }),
      entry({ faceType: 'C2', colorName: 'G 530nm', colorTemperatureStr: 'G', colorPower: '0.75', colorCoordinate: '0.170,0.700' }),
      entry({ faceType: 'C3', colorName: 'B 470nm', colorTemperatureStr: 'B', colorPower: '0.75', colorCoordinate: '0.135,0.040' }),
      entry({ faceType: 'C4', colorName: 'W 4000K', colorTemperatureStr: 'W', colorPower: '0.75', colorCoordinate: '0.380,0.377' }),
    ],
  });
  // 5 深圳湾: window frame, two faces, draft by demo2.
  add('demo2', bay, {
    lampCode: 'CTD',
    beamKey: '10°×30°',
    colour: '单色温',
    temps: ['2700'],
    power: 12,
    lampSketch: 'ctd-2',
    sketch: 'window-frame-1',
    dataStatus: 1,
    fields: {
      makingWay: 1,
      contestType: 106,
      // one linear light on each of the 48 window sills
      fixturesPerSurface: 1,
      surfaceCount: 48,
      contestW1: '0.2',
      contestW2: '1.5',
      contestH1: '1.8',
      contestH2: '0.2',
      contestD: '0.1',
      // the setback D: the middle of the 0.2 m sill (`setbackOf`)
      lumSizeMin: '0.1',
      lampShape: 1,
      // the largest section the window sill takes: its saved sizes bound the library (since the
      // editor keeps them, issue 25), and the demo's 12 W linear lights are up to 44 × 47 mm
      lampLong: '600',
      lampWidth: '45',
      lampHeight: '50',
      albedo: '0.4',
      protectLevel: 'IP65',
      workVoltage: 'DC24V',
      installType: '卡扣安装',
      installDirection: '向上',
      budengWay: '窗台上洗',
      lightType: '轮廓照明',
    },
    indices: [
      // The demo's ≤ 12 W linear light of this sill lights the reveal B to U0 0.028 (engine): U0 0.05
      // on B left the library empty.
      entry({ faceType: 'A', brightnessAvgMin: '25', evenness: '0.08' }),
      entry({ faceType: 'B', brightnessAvgMin: '5', evenness: '0.02', bcBrightnessRatioMin: '0.2' }),
    ],
  });
  // 6 深圳湾: column, generated from its chosen fixture's rows.
  add('demo', bay, {
    lampCode: 'DMD',
    // the fixture it is made from and chosen (`COLUMN_PICK` in projects.ts; with the default seed the
    // 10° in-ground uplight of 26 W FAS-DMD26-10-40, 4000 K): its lamp type, power, beam, housing,
    // voltage, protection and colour temperature, so that the schedule's installed W and its W/m²
    // count the watts the sheet names (made from the type's first typical rows, a 42 W washer's,
    // it printed 42 W and 5.0 W/m² beside 16 × 19 W)
    beamKey: rows.column.beamKey,
    colour: '单色温',
    temps: [String(rows.column.colourTemperature)],
    power: rows.column.power,
    lampSketch: 'dmd-2',
    sketch: 'column-1',
    dataStatus: 2,
    fields: {
      makingWay: 2,
      detectionIds: rows.column.rows.join(','),
      contestType: 104,
      // one uplight at the foot of each of the 16 columns, 0.5 m out (the record's D), in the type's
      // default layout for it (aimed by the engine, `takenLayout`): Lavg 10.6 cd/m² at U0 0.10, Lmax 46.8,
      // dark band 0.71 m, 3.3 W/m² (engine), meeting the record's targets (at 1 m out, where its layout
      // stood while its D said 0.5 m: 11.2 cd/m²)
      fixturesPerSurface: 1,
      surfaceCount: 16,
      contestH: '9',
      contestW: '0.9',
      contestD: '0.8',
      // the setback D: the type's 0.5 m (`setbackOf`), where its uplights were measured and its layout stands
      lumSizeMin: '0.3',
      lampShape: 2,
      // the chosen fixture's housing (round: its diameter and depth)
      lampLong: String(rows.column.housing[0]),
      lampHeight: String(rows.column.housing[2]),
      albedo: '0.4',
      protectLevel: rows.column.protectLevel,
      workVoltage: rows.column.voltage,
      installType: '地埋安装',
      installDirection: '向上',
      materialQuality: '316不锈钢',
      surfaceTemperature: '60',
      budengWay: '柱脚单侧投射',
      lightType: '泛光照明',
      effectDescription: '柱身中性白光，柱头收光。',
    },
    // A park's quiet column: the chosen uplight's rows on the H9 Ø0.9 column (each in the type's
    // default layout) read about 11 cd/m² at U0 0.10; the demo's other white uplights of ≤ 30 W there
    // 2–10 cd/m² at U0 0.09–0.10 (engine, maintenance factor 0.8).
    indices: [entry({ brightnessAvgMin: '3', brightnessAvgMax: '35', evenness: '0.06', maculaHight: '2.5' })],
    // its layout: the uplight's default from the record's D, one to a column
    taken: { count: 1 },
  });
  // 7 深圳湾: self-luminous line, RGB, custom number, draft.
  add('demo', bay, {
    lampCode: 'LKD',
    beamKey: '120°',
    colour: 'RGB',
    temps: [null],
    power: 18,
    lampSketch: 'lkd-1',
    sketch: 'self-line-1',
    dataStatus: 1,
    custom: 'SZB-LKD-01',
    fields: {
      makingWay: 1,
      contestType: 111,
      // typed: 240 one-metre lines along the promenade's railing
      quantity: 240,
      contestL: '1',
      contestS: '1.2',
      contestH0: '4',
      lampShape: 1,
      lampLong: '1000',
      lampWidth: '24',
      lampHeight: '24',
      albedo: '',
      protectLevel: 'IP67',
      workVoltage: 'DC24V',
      controlProtocol: 'SPI',
      controlDigit: '3',
      budengWay: '连续线性',
      lightType: '媒体立面',
    },
    indices: [
      entry({ brightnessAvgMin: '150', evenness: '0.7', level0: '80' }),
      entry({ faceType: 'C1', colorName: 'R 625nm', colorTemperatureStr: 'R', colorPower: '6' }),
      entry({ faceType: 'C2', colorName: 'G 530nm', colorTemperatureStr: 'G', colorPower: '6' }),
      entry({ faceType: 'C3', colorName: 'B 470nm', colorTemperatureStr: 'B', colorPower: '6' }),
    ],
  });
  return out;
}
