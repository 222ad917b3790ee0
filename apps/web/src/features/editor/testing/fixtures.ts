import type { AngleRule, DictEntry, SurfaceSketch, TemplateIndex } from '@lampsheet/contracts';
import { fail, ok, type MockCall } from '@/testing/test-utils';

/** A dictionary entry of no type, without video. */
export const dict = (id: number, indexPinyin: string, dictCont: string, dictContEn: string, dictExtra: string | null = null, dictRemark: string | null = null): DictEntry => ({
  id,
  indexPinyin,
  dictCont,
  dictContEn,
  dictExtra,
  dictRemark,
  dictVideo: null,
  dictSubtitle: null,
  contestType: null,
  lampType: null,
});

export const colourTypes = [
  dict(1, 'dengjusecaifenlei', '单色温', 'Single colour temperature', '1'),
  dict(2, 'dengjusecaifenlei', '双色温', 'Two colour temperatures', '2'),
  dict(6, 'dengjusecaifenlei', 'RGBW', 'RGBW', '4', 'RGBW'),
];
export const lampTypes = [dict(40, 'dengjuleixing', '洗墙灯', 'Wall washer', 'XQD'), dict(41, 'dengjuleixing', '投光灯', 'Floodlight', 'TGD')];
export const angles: AngleRule[] = [
  { id: 2, ruleKey: '10°', ruleNo: '10', angleMin: 8, angleMax: 12 },
  { id: 3, ruleKey: '30°', ruleNo: '30', angleMin: 25, angleMax: 35 },
];

const idx = (id: number, indexType: number, indexKey: string, name: string, over: Partial<TemplateIndex> = {}): TemplateIndex => ({
  id,
  indexType,
  indexName: name,
  indexNameEn: name,
  indexKey,
  indexPrefix: null,
  indexUnit: null,
  indexDesc: null,
  controlType: 'other',
  controlInputType: 'number',
  controlDict: null,
  queryFlag: 0,
  contestType: 102,
  faceType: null,
  sort: id,
  ...over,
});

export const washIndices: TemplateIndex[] = [
  idx(1, 1, 'albedo', 'Albedo', { indexDesc: '被照面材料的反射比 / Reflectance of the lit material' }),
  idx(2, 2, 'brightnessAvgMin', 'Average luminance, lower bound', { indexPrefix: '≥', indexUnit: 'cd/m²' }),
  idx(3, 2, 'brightnessMax', 'Maximum luminance'),
  idx(4, 2, 'brightnessA', 'Maximum luminance A'),
  idx(5, 2, 'effectDescription', 'Effect description', { controlType: 'textarea', controlInputType: null }),
  idx(8, 2, 'brightnessAvgMinCustom', 'Custom average luminance, lower bound', { indexPrefix: '≥', indexUnit: 'cd/m²' }),
  idx(9, 2, 'colorTemperatureCustom', 'Custom colour temperature', { indexUnit: 'K' }),
  idx(6, 3, 'protectLevel', 'Protection level', { controlType: 'select', controlInputType: null, controlDict: 'fanghudengji' }),
  idx(7, 4, 'controlProtocol', 'Control protocol', { controlType: 'select', controlInputType: null, controlDict: 'kongzhixieyi' }),
];

const sketch = (id: number, contestTypeId: number, contestDescribe: string, sketchAttr: string, templateType = 1, chlidList: SurfaceSketch[] = []): SurfaceSketch => ({
  id,
  contestTypeId,
  contestTypeStr: contestTypeId === 102 ? '洗墙' : '正投',
  contestDescribe,
  sketchMapOriginal: `demo/sketches/${id}.svg`,
  sketchAttr,
  templateType,
  effectSelectFlag: 1,
  contestFrontId: contestTypeId,
  parentId: null,
  sketchAttrCoordinate: null,
  chlidList,
});

export const washSketches = [
  sketch(5, 102, 'Wall washing: upward from the base', '{"H":1,"W":1,"D":1}', 1, [sketch(6, 102, 'Wall washing: continuous run', '{"H":1,"W":1,"S":1,"D":1}')]),
  sketch(7, 101, 'Floodlighting: whole facade', '{"H":1,"W":1,"D":1}'),
];

export const contestTypes = [
  {
    id: 1,
    parentId: null,
    kind: null,
    typeName: '立面',
    typeNameEn: 'Facade',
    faces: 1,
    albedoBlank: false,
    pointSource: false,
    children: [
      { id: 101, parentId: 1, kind: 'floodlighting', typeName: '正投', typeNameEn: 'Floodlighting', faces: 1, albedoBlank: false, pointSource: false, children: [] },
      { id: 102, parentId: 1, kind: 'wallWashing', typeName: '洗墙', typeNameEn: 'Wall washing', faces: 1, albedoBlank: false, pointSource: false, children: [] },
    ],
  },
];

export const me = { id: 1, username: 'demo', displayName: 'Demo', role: 'designer' };

export const project = {
  id: 1,
  itemName: 'Bund facade',
  description: null,
  location: null,
  createdBy: 1,
  creatorName: 'Demo',
  createDate: '2026-01-01T00:00:00.000Z',
  updateDate: '2026-01-01T00:00:00.000Z',
  lampparamCount: 0,
};

/** A stored record as `editTyView` answers it. */
export function storedView(over: { dataStatus?: number; createdBy?: number } = {}) {
  return {
    projectLampparamVo: {
      id: 9,
      projectId: 1,
      lampparamNo: 'XQD10W024',
      dataStatus: over.dataStatus ?? 1,
      createdBy: over.createdBy ?? 1,
      creatorName: over.createdBy === 2 ? 'Li' : 'Demo',
      createDate: '2026-01-02T00:00:00.000Z',
      updateDate: '2026-01-03T00:00:00.000Z',
      grayDemand: 1,
      colorType: 1,
      colorTemperatureFirst: '3000',
      angleNo: 2,
      contestType: 102,
      contestSketchId: 5,
      contestSketchPath: 'demo/sketches/5.svg',
      contestH: '9',
      lampType: 40,
      lampNo: 'XQD',
      lampSketchId: 3,
      lampSketchPath: 'demo/lamp.svg',
      lampPower: '24',
      albedo: '0.4',
      makingWay: 1,
    },
    projectParamindexList: [{ id: 1, faceType: null, colorTemperatureStr: '全亮', brightnessAvgMin: '20' }],
    contestSketch: { id: 5, contestTypeId: 102, contestDescribe: 'Wall washing: upward from the base', sketchMapOriginal: 'demo/sketches/5.svg', sketchAttr: '{"H":1,"W":1,"D":1}', templateType: 1, effectSelectFlag: 1 },
    lampSketch: { id: 3, lampType: 40, lampTypeNo: 'XQD', lampShape: 1, lampDescribe: 'Linear wall washer', sketchMapOriginal: 'demo/lamp.svg', lampAttr: '{"L":1,"W":1,"D":1}' },
  };
}

type Handlers = Record<string, (call: MockCall) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>>;

/** The editor's calls answered from the fixtures; `over` replaces some. */
export function editorApi(over: Handlers = {}): Handlers {
  return {
    'GET /api/users/getCurrentUser': () => ok(me),
    'GET /api/projects/view/1': () => ok(project),
    'GET /api/config': () => ok({ mediaBaseUrl: '/media/' }),
    'GET /api/dictTypeAllList': (c) => {
      const pinyin = c.url.searchParams.get('indexPinyin');
      return ok(pinyin === 'dengjusecaifenlei' ? colourTypes : pinyin === 'dengjuleixing' ? lampTypes : []);
    },
    'GET /api/dictionaryLampparam/lampparamDictTypeList': () => ok([]),
    'POST /api/lampparams/AnglemapList': () => ok(angles),
    'POST /api/brands/detectionBrandjson': () => ok([]),
    'GET /api/contests/contestTypeList': () => ok(contestTypes),
    'POST /api/lampparams/contestSketch/json': () => ok(washSketches),
    'GET /api/lampparams/getStandLampparamIndex/102': () => ok(washIndices),
    'GET /api/lampparams/getStandLampparamIndex/101': () => ok(washIndices),
    'POST /api/lampparams/lampSketchList': () => ok({ total: 0, rows: [] }),
    'POST /api/lampparams/lamps/getPowerNo': (c) => ok({ powerNo: String(Math.ceil(Number(c.url.searchParams.get('powerValue')))).padStart(3, '0') }),
    'POST /api/contests/lampLibrary': () => ok({ total: 0, rows: [] }),
    'GET /api/lampparams/editTyView/9': () => ok(storedView()),
    ...over,
  };
}

export { fail, ok };
