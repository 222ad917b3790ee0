import type { Brand, ColumnDefinition, ContestTypeNode, DetectionRow, DictEntry, SurfaceSketch, TemplateIndex, WeightPreset } from '@lampsheet/contracts';
import { vi } from 'vitest';
import { ok, type MockCall } from '@/testing/test-utils';
import type { ResultsTableProps } from '../components/results-table';

export const contestTypes: ContestTypeNode[] = [
  {
    id: 1, parentId: null, kind: null, typeName: '立面', typeNameEn: 'Facade', faces: 1, albedoBlank: false, pointSource: false,
    children: [
      { id: 102, parentId: 1, kind: 'wallWashing', typeName: '洗墙', typeNameEn: 'Wall washing', faces: 1, albedoBlank: false, pointSource: false, children: [] },
    ],
  },
];

export const brands: Brand[] = [
  { id: 1, brandName: 'Lumenpulse', brandLogo: null, delFlag: '0', isOrgState: true },
  { id: 2, brandName: 'LED Linear', brandLogo: null, delFlag: '0', isOrgState: true },
  { id: 3, brandName: 'iGuzzini', brandLogo: null, delFlag: '0', isOrgState: true },
];

export const column = (indexKey: string, indexType: number, sort: number, fieldFlag = 1): ColumnDefinition => ({
  id: sort, indexKey, indexName: `${indexKey}-zh`, indexNameEn: indexKey, indexUnit: null, indexType, testFlag: indexType === 3 ? 1 : 0,
  fieldFlag, queryFlag: 0, indexPrefix: null, controlType: 'input', controlDict: null, effectIndexName: null, sortable: true, sort,
});

/** 14 columns besides the brand, 11 shown by default: the 12-column limit is reachable. */
export const columns: ColumnDefinition[] = [
  column('brandName', 1, 1),
  column('power', 1, 2),
  column('authorizedPrice', 1, 3),
  column('beamAngle', 1, 4),
  column('h', 2, 5),
  column('w', 2, 6),
  column('lumSize', 2, 7),
  column('lightnessAve', 3, 8),
  column('lightness', 3, 9),
  column('lightnessMax', 3, 10),
  column('evenness', 3, 11),
  column('anbanHeight', 3, 12, 0),
  column('longNs', 1, 13, 0),
  column('widthNs', 1, 14, 0),
  column('heightNs', 1, 15, 0),
  column('brightnessAvgMin', 3, 16, 0),
];

export const indices: TemplateIndex[] = [
  {
    id: 1, indexType: 2, indexName: '平均亮度下限', indexNameEn: 'Average luminance, lower bound', indexKey: 'brightnessAvgMin',
    indexPrefix: '≥', indexUnit: 'cd/m²', indexDesc: null, controlType: 'other', controlInputType: 'number', controlDict: null,
    queryFlag: 1, contestType: 102, faceType: null, sort: 1,
  },
];

export const presets: WeightPreset[] = [
  { id: 1, weightCode: 'PRICE', weightName: '价格优先', weightNameEn: 'Price first', price: 50, evenness: 20, lightnessMax: 0, lightnessMin: 10, lightnessAve: 20, powerValue: 0 },
];

export { detection } from '@/testing/detection-row';
import { detection } from '@/testing/detection-row';

export const rows: DetectionRow[] = [
  detection({ id: 11, contestId: 10, brandName: 'Lumenpulse', model: 'LX-1', power: 18.4, lightnessAve: 12.3, evenness: 0.41 }),
  detection({ id: 12, contestId: 20, brandName: 'LED Linear', model: 'VX-2', brandId: 2, lampId: 2, power: 24, lightnessAve: 15.8, evenness: 0.33 }),
  detection({ id: 13, contestId: 10, brandName: 'iGuzzini', model: 'IG-3', brandId: 3, lampId: 3, surfaceType: 'B', power: 20 }),
];

const dict = (id: number, indexPinyin: string, dictCont: string, dictContEn: string, dictExtra: string | null, dictRemark: string | null): DictEntry => ({
  id, indexPinyin, dictCont, dictContEn, dictExtra, dictRemark, dictVideo: null, dictSubtitle: null, contestType: null, lampType: null,
});

/** Option lists by pinyin code: lamp types and colour types. */
export const dictionaries: Record<string, DictEntry[]> = {
  dengjuleixing: [dict(1, 'dengjuleixing', '洗墙灯', 'Wall washer', 'XQD', 'XQD')],
  dengjusecaifenlei: [
    dict(21, 'dengjusecaifenlei', '单色白光', 'Single white', '1', null),
    dict(22, 'dengjusecaifenlei', '双色温', 'Two colour temperatures', '2', null),
    dict(23, 'dengjusecaifenlei', 'RGBW', 'RGBW', '4', 'RGBW'),
  ],
};

const sketch = (id: number, templateType: number, describe: string, letters: string[], parentId: number | null = null): SurfaceSketch => ({
  id, contestTypeId: 102, contestTypeStr: 'Wall washing', contestDescribe: describe, sketchMapOriginal: `demo/sketches/s${id}.svg`,
  sketchAttr: JSON.stringify(Object.fromEntries(letters.map((l) => [l, 1]))), templateType, effectSelectFlag: templateType === 1 ? 1 : 0,
  contestFrontId: 102, parentId, sketchAttrCoordinate: null, chlidList: [],
});

/** The wall-washing sketches: a parent with H, W, D and its children (one with S, one generic form). */
export const sketches: SurfaceSketch[] = [
  { ...sketch(51, 1, 'Wall washing: upward from the base', ['H', 'W', 'D']), chlidList: [sketch(52, 1, 'Wall washing: continuous run spaced S', ['H', 'W', 'S', 'D'], 51), sketch(53, 2, 'Facade: generic form', ['H', 'W', 'L'], 51)] },
];

/** Every call the panel makes, answered from the fixtures. */
export function selectionApi(overrides: Record<string, Parameters<typeof ok>[0]> = {}) {
  const answers: Record<string, unknown> = {
    'GET /api/contests/contestTypeList': contestTypes,
    'POST /api/brands/detectionBrandjson': brands,
    'GET /api/lampparams/getStandLampparamFields/102': columns,
    'GET /api/lampparams/getStandLampparamIndex/102': indices,
    'GET /api/contests/defaultWeightJson/102': presets,
    'POST /api/contests/tyList': { rows, total: 25 },
    'POST /api/contests/weightList/102': { rows: rows.map((r, i) => ({ ...r, score: 90 - i })), total: 25 },
    'GET /api/users/getCurrentUser': { id: 2, username: 'demo', displayName: 'Demo', role: 'designer' },
    'GET /api/config': { mediaBaseUrl: '/media/' },
    'POST /api/lampparams/AnglemapList': [],
    'POST /api/lampparams/contestSketch/json': sketches,
    ...overrides,
  };
  return {
    ...Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, () => ok(v)])),
    'GET /api/dictTypeAllList': (call: MockCall) => ok(dictionaries[call.url.searchParams.get('indexPinyin') ?? ''] ?? []),
  };
}

/** A results table of `rows` showing the `visible` figures, unweighted, nothing ticked, every handler a mock. */
export function resultsTableProps(rows: DetectionRow[], visible: string[]): ResultsTableProps {
  return { rows, loading: false, columns, visible, weighted: false, onSort: vi.fn(), selectedKeys: [], onSelect: vi.fn(), onBrandClick: vi.fn(), onImageClick: vi.fn() };
}
