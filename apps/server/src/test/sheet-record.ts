import type { TestApp } from './harness.js';

/**
 * The sheet tests' record: the demo catalogue's entries a form names (lamp type, beam rule, colour
 * types, sketches, protection, protocol), three brands, and the two forms written from them.
 */
export interface SheetFixtures {
  projectId: number;
  ids: Record<'xqd' | 'angle' | 'single' | 'two' | 'rgbw' | 'lampSketch' | 'surfaceSketch' | 'ip66' | 'dmx', number>;
  brands: Array<{ id: number; brandName: string }>;
}

/** The catalogue entries of the demo database the sheet tests' forms use. */
export async function sheetCatalogue(t: TestApp): Promise<Omit<SheetFixtures, 'projectId'>> {
  const k = t.db.kysely;
  const dict = (pinyin: string) => k.selectFrom('dictEntries').selectAll().where('indexPinyin', '=', pinyin).execute();
  const colours = await dict('dengjusecaifenlei');
  const ids = {
    xqd: (await dict('dengjuleixing')).find((d) => d.dictExtra === 'XQD')!.id,
    angle: (await k.selectFrom('angleRules').select('id').where('ruleNo', '=', '10').executeTakeFirstOrThrow()).id,
    single: colours.find((c) => c.dictExtra === '1')!.id,
    two: colours.find((c) => c.dictExtra === '2' && !c.dictRemark)!.id,
    rgbw: colours.find((c) => c.dictRemark === 'RGBW')!.id,
    lampSketch: (await k.selectFrom('lampSketches').select('id').executeTakeFirstOrThrow()).id,
    surfaceSketch: (await k.selectFrom('surfaceSketches').select('id').where('contestTypeId', '=', 103).executeTakeFirstOrThrow()).id,
    ip66: (await dict('fanghudengji')).find((d) => d.dictCont === 'IP66')!.id,
    dmx: (await dict('kongzhixieyi')).find((d) => d.dictCont === 'DMX512')!.id,
  };
  const brands = await k.selectFrom('brands').select(['id', 'brandName']).orderBy('id').limit(3).execute();
  return { ids, brands };
}

/** A two-face record (type 103) with every field filled and targets on both faces. */
export const twoFaceForm = ({ projectId, ids, brands }: SheetFixtures) => ({
  projectId,
  dataStatus: 2,
  contestType: 103,
  contestSketchId: ids.surfaceSketch,
  contestW1: '3.6',
  contestW2: '1.8',
  contestH1: '6',
  contestH2: '2',
  lumSize: '0.6',
  lumSizeMin: '0.6',
  lampType: ids.xqd,
  angleNo: ids.angle,
  grayDemand: ids.two,
  colorTemperatureFirst: '3000',
  colorTemperatureSecond: '4000',
  lampSketchId: ids.lampSketch,
  lampLong: '1200',
  lampWidth: '70',
  lampHeight: '82',
  lampPower: '36',
  workVoltage: 'DC48V',
  albedo: '0.4',
  protectLevel: String(ids.ip66),
  weight: '3.5',
  controlProtocol: String(ids.dmx),
  recommendBrand: brands.map((b) => b.id).join(','),
  effectDescription: '退台处上洗，A面整体均匀，B面稍暗以表现层次 Uplight the setback evenly; face B a little darker',
  effectPic: 'uploads/test/effect.png',
  projectParamindexList: [
    { faceType: 'A', colorTemperatureStr: '全亮', brightnessAvgMin: '15', brightnessAvgMax: '40', evenness: '0.3' },
    { faceType: 'B', colorTemperatureStr: '全亮', brightnessAvgMin: '6', brightnessAvgMax: '20', bcBrightnessRatioMin: '0.35', bcBrightnessRatioMax: '0.6' },
  ],
});

/** A multi-colour (RGBW) record on wall washing (type 102), with a colour entry per channel. */
export const multiColourForm = (f: SheetFixtures) => ({
  ...twoFaceForm(f),
  contestType: 102,
  contestSketchId: null,
  grayDemand: f.ids.rgbw,
  colorTemperatureFirst: null,
  colorTemperatureSecond: null,
  effectPic: null,
  projectParamindexList: [
    { faceType: null, brightnessAvgMin: '30', evenness: '0.5' },
    { faceType: 'C1', colorName: 'R', colorPower: '1.25', colorCoordinate: '0.700,0.299' },
    { faceType: 'C2', colorName: 'G', colorPower: '1.5', colorCoordinate: '0.170,0.700' },
    { faceType: 'C3', colorName: 'B', colorPower: '1.75', colorCoordinate: '0.135,0.040' },
    { faceType: 'C4', colorName: 'W', colorPower: '2.25', colorCoordinate: '0.380,0.377' },
  ],
});
