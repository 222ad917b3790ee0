import { DATA_SOURCE_LABELS, LAYOUT_LABELS } from '@lampsheet/contracts';

/** A text in both of Lampsheet's languages. */
export interface Bi {
  zh: string;
  en: string;
}

/**
 * The words of Lampsheet's documents (the lamp parameter sheet, the project's schedule) in both
 * languages: a document prints a word in its own language first and the other after it.
 */
export const WORDS = {
  // the sheet
  sheetTitle: { zh: '灯具参数表', en: 'Lamp parameter sheet' },
  draft: { zh: '草稿', en: 'Draft' },
  generated: { zh: '已生成', en: 'Generated' },
  sketches: { zh: '示意图', en: 'Sketches' },
  surfaceSketch: { zh: '应用面示意图', en: 'Surface sketch' },
  lampSketch: { zh: '灯具示意图', en: 'Lamp sketch' },
  noPicture: { zh: '未提供图片', en: 'No picture' },
  light: { zh: '光源与电气', en: 'Light source and electrical' },
  colourEntries: { zh: '多色参数', en: 'Multi-colour entries' },
  colour: { zh: '颜色', en: 'Colour' },
  spec: { zh: '色温 / 波长', en: 'CCT / wavelength' },
  power: { zh: '功率', en: 'Power' },
  coordinate: { zh: '色坐标', en: 'Colour coordinate' },
  application: { zh: '应用要求', en: 'Application requirements' },
  targets: { zh: '照明指标', en: 'Lighting targets' },
  index: { zh: '指标', en: 'Index' },
  sign: { zh: '符号', en: 'Sign' },
  value: { zh: '数值', en: 'Value' },
  unit: { zh: '单位', en: 'Unit' },
  face: { zh: '面', en: 'Face' },
  equipment: { zh: '设备要求', en: 'Equipment requirements' },
  control: { zh: '控制要求', en: 'Control requirements' },
  effect: { zh: '效果描述与效果图', en: 'Effect description and picture' },
  effectPicture: { zh: '效果图', en: 'Effect picture' },
  brands: { zh: '推荐品牌', en: 'Recommended brands' },
  notSpecified: { zh: '未指定', en: 'Not specified' },
  letter: { zh: '代号', en: 'Ref.' },
  dimension: { zh: '尺寸', en: 'Dimension' },
  tender: { zh: '选定灯具与招标参数', en: 'Chosen fixture and tender data' },
  noChosenFixture: { zh: '未选定灯具', en: 'No fixture chosen' },
  tenderData: { zh: '招标参数', en: 'Tender data' },
  performance: { zh: '本应用面上的计算表现', en: 'Calculated performance on this surface' },
  fixture: { zh: '选定灯具', en: 'Chosen fixture' },
  photometricFile: { zh: '配光文件', en: 'Photometric file' },
  // a per cent keeps to its number (a no-break space): "50 %" never breaks across lines
  beamIes: { zh: '实测光束角 IES（50\u00a0%）', en: 'Measured beam angle IES (50\u00a0%)' },
  beamCie: { zh: '实测光束角 CIE（中心 50\u00a0%）', en: 'Measured beam angle CIE (50\u00a0% of centre)' },
  fieldIes: { zh: '场角（10\u00a0%）', en: 'Field angle (10\u00a0%)' },
  figuresAndVerdicts: { zh: '计算值与指标核对', en: 'Figures and targets' },
  target: { zh: '目标', en: 'Target' },
  calculated: { zh: '计算值', en: 'Calculated' },
  result: { zh: '结果', en: 'Result' },
  met: { zh: '达标', en: 'Met' },
  notMet: { zh: '未达标', en: 'Not met' },
  notComputed: { zh: '未计算', en: 'Not computed' },
  noTargets: { zh: '未设照明指标', en: 'No lighting targets set' },
  lavg: { zh: '平均亮度', en: 'Lavg' },
  lmin: { zh: '最小亮度', en: 'Lmin' },
  lmax: { zh: '最大亮度', en: 'Lmax' },
  u0: { zh: '均匀度 U0', en: 'U0' },
  darkBand: { zh: '暗斑', en: 'Dark band' },
  falseColour: { zh: '伪色图', en: 'False-colour map' },
  polar: { zh: '配光曲线', en: 'Polar curve' },
  source: DATA_SOURCE_LABELS.source,
  layout: LAYOUT_LABELS.layout,
  lightFigures: LAYOUT_LABELS.lightFigures,
  eavg: LAYOUT_LABELS.illuminanceAve,
  emin: LAYOUT_LABELS.illuminanceMin,
  emax: LAYOUT_LABELS.illuminanceMax,
  calculatedOn: {
    zh: `${DATA_SOURCE_LABELS.calculated.zh}：由引擎在本表的应用面上计算（非实测）`,
    en: `${DATA_SOURCE_LABELS.calculated.en} by the engine on this sheet's surface (not measured)`,
  },
  madeFromMeasured: { zh: '依据的实测数据', en: 'Made from measured rows' },
  measuredNote: {
    zh: '本表由实测行制作，上为其实测值与实测所在的面；下方的表现为计算值，并非这些测量。',
    en: 'This sheet was made from measured rows (above: their figures and the surface each was measured on); the performance below is calculated, not these measurements.',
  },
  calcNote: {
    zh: '由灯具的配光文件按本表的应用类型、尺寸与反射比计算（与配光校核相同）。',
    en: "Calculated from the fixture's photometric file on this sheet's application type, dimensions and reflectance (as the photometric check).",
  },
  // the schedule
  scheduleTitle: { zh: '灯具表', en: 'Luminaire schedule' },
  sheets: { zh: '灯具参数表', en: 'Lamp parameter sheets' },
  project: { zh: '项目', en: 'Project' },
  location: { zh: '地点', en: 'Location' },
  date: { zh: '日期', en: 'Date' },
  preparedBy: { zh: '导出人', en: 'Exported by' },
  lampParams: { zh: '灯具参数', en: 'Lamp parameters' },
  sheetsIncluded: { zh: '本文件所附参数表', en: 'Sheets in this document' },
  applicationTypes: { zh: '应用类型', en: 'Application types' },
  contentsText: {
    zh: '第 2 页起为灯具表，其后为每个已生成灯具参数的参数表；书签可直接跳转。',
    en: 'The schedule follows from page 2, then the sheet of every generated lamp parameter; the bookmarks lead to each.',
  },
  noLampParams: { zh: '本项目尚无灯具参数。', en: 'This project has no lamp parameters yet.' },
  total: { zh: '合计', en: 'Total' },
  totals: { zh: '数量、安装功率、总价', en: 'Quantity, installed power, price' },
  /** A record without a quantity, where the quantity would be (issue 25). */
  quantityNotSet: { zh: '未填', en: 'not set' },
  /** The cover's totals when no record has a quantity: never "0 fixtures · 0 W". */
  noQuantities: { zh: '数量未填（{n} 条记录）', en: 'quantity not set ({n} records)' },
  /** After the cover's totals when some records have no quantity. */
  someWithoutQuantity: { zh: '{n} 条未填数量', en: '{n} not set' },
  noPrices: { zh: '单价未填', en: 'price not set' },
  /** Under the table: records without a quantity are in no total; those with one but no unit price only miss the price total. */
  leftOutNoQuantity: { zh: '{n} 条记录未填数量，不计入合计。', en: '{n} without a quantity: left out of every total.' },
  leftOutNoPrice: { zh: '{n} 条记录未填单价，不计入总价。', en: '{n} without a unit price: left out of the price total.' },
  /** "1 record" / "3 records", the count leading the notes above in English. */
  records: { zh: '{n} 条记录', en: '{n} records' },
  record: { zh: '{n} 条记录', en: '{n} record' },
} satisfies Record<string, Bi>;
