/**
 * Column definitions (selection table) and template indices (editor form) of each
 * application type. Column `indexKey`s are field names of `detectionRow` (contracts), except
 * `brightnessAvgMin` and `illuminancyAvgMin`, which the specification tells the client to drop.
 * Template index keys are fields of `lampparamForm` or `paramIndexEntry`.
 */
import {
  CONTEST_FIELDS,
  LAMP_FIELDS,
  LAMPPARAM_DIMENSION_FIELDS,
  LAMPPARAM_LAMP_FIELDS,
  QUANTITY_LABELS,
  TARGET_OF_METRIC,
  type ContestTypeDef,
} from '@lampsheet/contracts';
import type { Insertable } from 'kysely';
import { splitBilingual } from '../db/migrations/006_catalogue_english.js';
import type { ColumnDefsTable, TemplateIndicesTable } from '../db/schema.js';

type ColumnSeed = Omit<Insertable<ColumnDefsTable>, 'contestTypeId' | 'sort'>;
type TemplateSeed = Omit<Insertable<TemplateIndicesTable>, 'contestTypeId' | 'sort'>;

/** The quantities' names, as every screen and document writes them. */
const Q = QUANTITY_LABELS;

/** Application dimensions each type's typical surfaces have. */
export const TYPE_DIMENSIONS: Record<number, string[]> = {
  101: ['h', 'w', 'contestA', 'lumSize', 'lumSizeMin'],
  102: ['h', 'w', 'contestS', 'lumSize', 'lumSizeMin'],
  103: ['w1', 'w2', 'contestH1', 'contestH2', 'lumSize', 'lumSizeMin'],
  104: ['h', 'w', 'lumSize', 'lumSizeMin'],
  105: ['h', 'w', 'contestS', 'lumSize', 'lumSizeMin'],
  106: ['w1', 'w2', 'contestH1', 'contestH2', 'lumSize', 'lumSizeMin'],
  107: ['contestL', 'w'],
  108: ['contestL', 'w'],
  109: ['h', 'w', 'contestS', 'lumSize', 'lumSizeMin'],
  110: ['h', 'contestS'],
  111: ['contestL', 'contestS'],
  112: ['h', 'contestS', 'contestA'],
  113: ['h', 'contestS'],
  114: ['h', 'contestS', 'contestA'],
};

/** Lamp parameter field holding the same letter as a detection row's field (`h` → `contestH`, `longNs` → `lampLong`). */
const sameLetter = <L extends string>(from: Partial<Record<L, string>>, to: Record<L, string>): Record<string, string> =>
  Object.fromEntries((Object.entries(from) as Array<[L, string]>).map(([letter, field]) => [field, to[letter]]));

/** Field of the make form / parameter index entry a column's value goes to. */
const EFFECT_NAME: Record<string, string> = {
  ...sameLetter(CONTEST_FIELDS, LAMPPARAM_DIMENSION_FIELDS),
  ...sameLetter(LAMP_FIELDS, LAMPPARAM_LAMP_FIELDS),
  ...TARGET_OF_METRIC,
  lumSizeMin: 'lumSizeMin',
  workVoltage: 'workVoltage',
  authorizedPrice: 'unitPrice',
  viewPhoto: 'effectPic',
};

/** The ten intensity directions (docs/DOMAIN.md): index field, Chinese, English. */
export const INTENSITY_DIRECTIONS: Array<[string, string, string]> = [
  ['level0', '轴向光强', 'On axis'],
  ['verticalUp60', '垂直上60°光强', '60° up'],
  ['verticalDown60', '垂直下60°光强', '60° down'],
  ['levelLeft60', '水平左60°光强', '60° left'],
  ['levelRight60', '水平右60°光强', '60° right'],
  ['verticalUp30', '垂直上30°光强', '30° up'],
  ['verticalDown10', '垂直下10°光强', '10° down'],
  ['vertical10Left60', '下10°左60°光强', '10° down, 60° left'],
  ['vertical10Right60', '下10°右60°光强', '10° down, 60° right'],
  ['down45', '下45°光强', '45° down'],
];

const APP_COLUMNS: Record<string, [string, string, string]> = {
  h: ['高度H', 'Height H', 'm'],
  w: ['宽度W', 'Width W', 'm'],
  w1: ['A面宽度W1', 'Face A width W1', 'm'],
  w2: ['B面宽度W2', 'Face B width W2', 'm'],
  contestS: ['间距S', 'Spacing S', 'm'],
  contestL: ['长度L', 'Length L', 'm'],
  contestA: ['投射角A', 'Aiming angle A', '°'],
  contestH1: ['A面高度H1', 'Face A height H1', 'm'],
  contestH2: ['B面高度H2', 'Face B height H2', 'm'],
  lumSize: ['最大离面距离', 'Max. setback', 'm'],
  lumSizeMin: ['最小离面距离', 'Min. setback', 'm'],
};

function isPointLike(t: ContestTypeDef) {
  return t.pointSource;
}
/** Guides and the self-luminous line report luminance and intensities. */
function isLineLike(t: ContestTypeDef) {
  return t.id === 107 || t.id === 108 || t.id === 111;
}

export function columnDefsFor(t: ContestTypeDef): ColumnSeed[] {
  const out: ColumnSeed[] = [];
  const col = (
    indexKey: string,
    indexName: string,
    indexNameEn: string,
    indexType: number,
    extra: Partial<ColumnSeed> = {},
  ) =>
    out.push({
      indexKey,
      indexName,
      indexNameEn,
      indexType,
      indexUnit: null,
      testFlag: indexType === 3 ? 1 : 0,
      fieldFlag: 0,
      queryFlag: 0,
      indexPrefix: null,
      controlType: 'input',
      controlDict: null,
      effectIndexName: EFFECT_NAME[indexKey] ?? null,
      ...extra,
    });
  const shown = new Set<string>(defaultShown(t));
  const flag = (key: string) => (shown.has(key) ? 1 : 0);

  // application parameters
  for (const key of TYPE_DIMENSIONS[t.id] ?? []) {
    const [zh, en, unit] = APP_COLUMNS[key]!;
    col(key, zh, en, 2, { indexUnit: unit, fieldFlag: flag(key), queryFlag: key.startsWith('lumSize') ? 1 : 0 });
  }
  // device parameters
  col('brandName', '品牌', 'Brand', 1, { fieldFlag: flag('brandName'), queryFlag: 1, controlType: 'select' });
  col('model', '型号', 'Model', 1, { fieldFlag: flag('model') });
  col('lampTypeStr', '灯具类型', 'Lamp type', 1, { fieldFlag: flag('lampTypeStr'), controlType: 'select', controlDict: 'dengjuleixing' });
  col('lumImage', '灯具图片', 'Fixture picture', 1, { fieldFlag: flag('lumImage'), controlType: 'image' });
  col('power', '功率', 'Power', 1, { indexUnit: 'W', indexPrefix: '≤', fieldFlag: flag('power'), queryFlag: 1 });
  col('workVoltage', '工作电压', 'Working voltage', 1, {
    indexUnit: 'V',
    fieldFlag: flag('workVoltage'),
    queryFlag: 1,
    controlType: 'select',
    controlDict: 'gongzuodianya',
  });
  col('authorizedPrice', '授权单价', 'Authorised price', 1, { indexUnit: '元', indexPrefix: '≤', fieldFlag: flag('authorizedPrice'), queryFlag: 1 });
  col('beamAngle', '光束角', 'Beam angle', 1, { indexUnit: '°', fieldFlag: flag('beamAngle') });
  col('colorTemperature', '色温', 'Colour temperature', 1, { indexUnit: 'K', fieldFlag: flag('colorTemperature') });
  col('longNs', '灯具长度', 'Fixture length', 1, { indexUnit: 'mm', fieldFlag: flag('longNs') });
  col('widthNs', '灯具宽度', 'Fixture width', 1, { indexUnit: 'mm', fieldFlag: flag('widthNs') });
  col('heightNs', '灯具深度', 'Fixture depth', 1, { indexUnit: 'mm', fieldFlag: flag('heightNs') });
  // measured parameters
  if (!isPointLike(t)) {
    col('lightnessAve', Q.lightnessAve.name.zh, Q.lightnessAve.name.en, 3, { indexUnit: 'cd/m²', indexPrefix: '≥', fieldFlag: flag('lightnessAve'), queryFlag: 1 });
    col('lightness', Q.lightness.name.zh, Q.lightness.name.en, 3, { indexUnit: 'cd/m²', indexPrefix: '≥', fieldFlag: flag('lightness'), queryFlag: 1 });
    col('lightnessMax', Q.lightnessMax.name.zh, Q.lightnessMax.name.en, 3, { indexUnit: 'cd/m²', indexPrefix: '≤', fieldFlag: flag('lightnessMax'), queryFlag: 1 });
    col('evenness', Q.evenness.name.zh, Q.evenness.name.en, 3, { indexPrefix: '≥', fieldFlag: flag('evenness'), queryFlag: 1 });
    if (!isLineLike(t)) {
      col('anbanHeight', Q.anbanHeight.name.zh, Q.anbanHeight.name.en, 3, { indexUnit: 'm', indexPrefix: '≤', fieldFlag: flag('anbanHeight'), queryFlag: 1 });
    }
  }
  if (isPointLike(t) || isLineLike(t)) {
    INTENSITY_DIRECTIONS.forEach(([, zh, en], i) => {
      const key = `lightIntensity${i + 1}`;
      col(key, zh, `Intensity, ${en}`, 3, {
        indexUnit: 'cd',
        indexPrefix: i === 5 ? '≤' : '≥',
        fieldFlag: flag(key),
        queryFlag: 1,
        effectIndexName: INTENSITY_DIRECTIONS[i]![0],
      });
    });
  }
  col('pseuColor', '伪色图', 'False-colour picture', 3, { fieldFlag: flag('pseuColor'), controlType: 'image' });
  col('viewPhoto', '效果图', 'Effect picture', 3, { fieldFlag: flag('viewPhoto'), controlType: 'image' });
  // the two columns the client drops (specification point 7)
  col('brightnessAvgMin', `${Q.lightnessAve.name.zh}下限`, `${Q.lightnessAve.name.en}, lower bound`, 3, { indexUnit: 'cd/m²', indexPrefix: '≥' });
  col('illuminancyAvgMin', '平均照度下限', 'Average illuminance, lower bound', 3, { indexUnit: 'lx', indexPrefix: '≥' });
  return out;
}

/** The default visible columns (fieldFlag 1), at most 12. */
function defaultShown(t: ContestTypeDef): string[] {
  const device = ['brandName', 'lumImage', 'power', 'workVoltage', 'authorizedPrice', 'beamAngle'];
  if (t.pointSource) return [...device, 'lightIntensity1', 'lightIntensity2', 'lightIntensity7', 'lightIntensity10', 'pseuColor', 'viewPhoto'];
  if (isLineLike(t)) return [...device, 'contestL', 'lightnessAve', 'evenness', 'lightIntensity1', 'pseuColor', 'viewPhoto'];
  if (t.faces === 2) return ['brandName', 'lumImage', 'power', 'authorizedPrice', 'beamAngle', 'lumSize', 'lightnessAve', 'lightness', 'lightnessMax', 'evenness', 'pseuColor', 'viewPhoto'];
  return [...device, 'lumSize', 'lightnessAve', 'evenness', 'anbanHeight', 'pseuColor', 'viewPhoto'];
}

export function templateIndicesFor(t: ContestTypeDef): TemplateSeed[] {
  const out: TemplateSeed[] = [];
  const idx = (
    indexType: number,
    indexKey: string,
    indexName: string,
    indexNameEn: string,
    controlType: 'select' | 'textarea' | 'other',
    extra: Partial<TemplateSeed> = {},
  ) =>
    out.push({
      indexType,
      indexKey,
      indexName,
      indexNameEn,
      controlType,
      indexPrefix: null,
      indexUnit: null,
      indexDesc: null,
      controlInputType: null,
      controlDict: null,
      queryFlag: 0,
      faceType: null,
      ...extra,
      // the descriptions below are written "中文 / English": each language in its own column
      ...(extra.indexDesc ? { indexDesc: splitBilingual(extra.indexDesc).zh, indexDescEn: splitBilingual(extra.indexDesc).en } : {}),
    });
  const num = { controlInputType: 'number' };
  /** The designer's own intensity targets on axis and 10° down (parameter index entry …Custom). */
  const intensityCustom = (f: { faceType: string | null }) => {
    idx(2, 'level0Custom', '自定义轴向光强', 'Custom intensity on axis', 'other', { ...num, ...f, indexPrefix: '≥', indexUnit: 'cd', indexDesc: '标准值不适用时，设计师自定的轴向光强 / Your own intensity toward the viewer where the standard value does not fit' });
    idx(2, 'verticalDown10Custom', '自定义垂直下10°光强', 'Custom intensity 10° down', 'other', { ...num, ...f, indexPrefix: '≥', indexUnit: 'cd', indexDesc: '标准值不适用时，设计师自定的下10°光强 / Your own intensity seen from the street where the standard value does not fit' });
  };

  // 1 application requirements
  idx(1, 'roadType', '道路类型', 'Road type', 'select', { controlDict: 'daoluleixing', indexDesc: '建筑所临道路的等级，决定观看距离与亮度等级 / The road the building faces sets viewing distance and luminance class' });
  idx(1, 'budengWay', '布灯方式', 'Fixture layout', 'select', { controlDict: 'budengfangshi', indexDesc: '灯具相对被照面的安装位置 / Where the fixtures sit relative to the lit surface' });
  idx(1, 'lightType', '照明方式', 'Lighting method', 'select', { controlDict: 'zhaomingfangshi', indexDesc: '泛光、洗墙、轮廓、内透或点缀 / Floodlighting, washing, outline, from within or accents' });
  if (!t.albedoBlank) {
    idx(1, 'albedo', '反射比', 'Albedo', 'other', { ...num, indexDesc: '被照面材料的反射比ρ，浅色石材约0.4–0.6 / Reflectance ρ of the lit material; light stone about 0.4–0.6' });
  }

  // 2 lighting targets
  const faces: Array<string | null> = t.faces === 2 ? ['A', 'B'] : [null];
  for (const face of faces) {
    const suffix = face ? `（${face}面）` : '';
    const suffixEn = face ? ` (face ${face})` : '';
    const f = { faceType: face };
    if (t.pointSource) {
      INTENSITY_DIRECTIONS.forEach(([key, zh, en], i) => {
        idx(2, key, zh, `Intensity, ${en}`, 'other', {
          ...num,
          ...f,
          indexPrefix: i === 5 ? '≤' : '≥',
          indexUnit: 'cd',
          queryFlag: 1,
          indexDesc: i === 0 ? '正对观看方向的光强，决定远处可见亮度 / Intensity toward the viewer: how bright the point looks from afar' : i === 5 ? '上30°光强过高会造成眩光 / Too much intensity 30° up causes glare' : `${zh}，用于控制侧向观看效果 / ${en}: how the point looks off axis`,
        });
      });
      idx(2, 'verticalUp30Max', '垂直上30°光强上限', 'Intensity 30° up, upper bound', 'other', { ...num, ...f, indexPrefix: '≤', indexUnit: 'cd', indexDesc: '限制上射光，减少光污染 / Limits upward light and light pollution' });
      idx(2, 'down45Max', '下45°光强上限', 'Intensity 45° down, upper bound', 'other', { ...num, ...f, indexPrefix: '≤', indexUnit: 'cd', indexDesc: '限制对行人的直射眩光 / Limits glare toward pedestrians' });
      intensityCustom(f);
    } else {
      idx(2, 'brightnessAvgMin', `${Q.lightnessAve.name.zh}下限${suffix}`, `${Q.lightnessAve.name.en}, lower bound${suffixEn}`, 'other', { ...num, ...f, indexPrefix: '≥', indexUnit: 'cd/m²', queryFlag: 1, indexDesc: '被照面平均亮度不低于此值 / The lit surface averages at least this luminance' });
      idx(2, 'brightnessAvgMax', `${Q.lightnessAve.name.zh}上限${suffix}`, `${Q.lightnessAve.name.en}, upper bound${suffixEn}`, 'other', { ...num, ...f, indexPrefix: '≤', indexUnit: 'cd/m²', queryFlag: 1, indexDesc: '避免过亮，参考 CJJ/T 307 亮度限值 / Avoid over-lighting; see the luminance limits of CJJ/T 307' });
      // the designer's own targets where the standard values do not fit (parameter index entry …Custom)
      idx(2, 'brightnessAvgMinCustom', `自定义${Q.lightnessAve.name.zh}下限${suffix}`, `Custom ${Q.lightnessAve.name.en.toLowerCase()}, lower bound${suffixEn}`, 'other', { ...num, ...f, indexPrefix: '≥', indexUnit: 'cd/m²', indexDesc: '标准亮度等级不适用时，设计师自定的平均亮度下限 / Your own lower bound where the standard luminance class does not fit' });
      idx(2, 'brightnessAvgMaxCustom', `自定义${Q.lightnessAve.name.zh}上限${suffix}`, `Custom ${Q.lightnessAve.name.en.toLowerCase()}, upper bound${suffixEn}`, 'other', { ...num, ...f, indexPrefix: '≤', indexUnit: 'cd/m²', indexDesc: '标准亮度等级不适用时，设计师自定的平均亮度上限 / Your own upper bound where the standard luminance class does not fit' });
      idx(2, 'brightnessMax', `${Q.lightnessMax.name.zh}${suffix}`, `${Q.lightnessMax.name.en}${suffixEn}`, 'other', { ...num, ...f, indexPrefix: '≤', indexUnit: 'cd/m²', queryFlag: 1, indexDesc: '与“最大亮度A”二选一 / Either this or “maximum luminance A”' });
      idx(2, 'brightnessA', `${Q.lightnessMax.name.zh}A${suffix}`, `${Q.lightnessMax.name.en} A${suffixEn}`, 'other', { ...num, ...f, indexPrefix: '≤', indexUnit: 'cd/m²', indexDesc: '按A区统计的最大亮度 / Maximum luminance over zone A' });
      idx(2, 'brightnessMin', `${Q.lightness.name.zh}${suffix}`, `${Q.lightness.name.en}${suffixEn}`, 'other', { ...num, ...f, indexPrefix: '≥', indexUnit: 'cd/m²', indexDesc: '被照面最暗处亮度 / Luminance at the darkest point' });
      idx(2, 'evenness', `${Q.evenness.name.zh}${suffix}`, `${Q.evenness.name.en}${suffixEn}`, 'other', { ...num, ...f, indexPrefix: '≥', queryFlag: 1, indexDesc: 'U0 = 最小亮度 / 平均亮度，洗墙宜≥0.3 / U0 = Lmin / Lavg; washing wants ≥ 0.3' });
      if (!t.albedoBlank || t.id === 109) {
        idx(2, 'maculaHight', `${Q.anbanHeight.name.zh}${suffix}`, `${Q.anbanHeight.name.en}${suffixEn}`, 'other', { ...num, ...f, indexPrefix: '≤', indexUnit: 'm', indexDesc: '灯具一侧未被照亮的高度 / Unlit band on the fixture side' });
      }
      if (face === 'B') {
        idx(2, 'bcBrightnessRatioMin', `B/A${Q.lightnessRatio.name.zh}下限`, `B/A ${Q.lightnessRatio.name.en}, lower bound`, 'other', { ...num, ...f, indexPrefix: '≥', indexDesc: '两个面的亮度对比，塑造体积感 / Contrast between the faces shapes the volume' });
        idx(2, 'bcBrightnessRatioMax', `B/A${Q.lightnessRatio.name.zh}上限`, `B/A ${Q.lightnessRatio.name.en}, upper bound`, 'other', { ...num, ...f, indexPrefix: '≤', indexDesc: '比值过大显得生硬 / Too large a ratio looks harsh' });
      }
      if (t.albedoBlank) {
        idx(2, 'level0', '轴向光强', 'Intensity on axis', 'other', { ...num, ...f, indexPrefix: '≥', indexUnit: 'cd', indexDesc: '正对观看方向的光强 / Intensity toward the viewer' });
        idx(2, 'verticalDown10', '垂直下10°光强', 'Intensity 10° down', 'other', { ...num, ...f, indexPrefix: '≥', indexUnit: 'cd', indexDesc: '行人视角的光强 / Intensity seen from the street' });
        intensityCustom(f);
      }
    }
    idx(2, 'colorTemperatureCustom', `自定义色温${suffix}`, `Custom colour temperature${suffixEn}`, 'other', { ...num, ...f, indexUnit: 'K', indexDesc: '色彩类型的色温之外，被照面要求的色温 / The colour temperature the surface asks for, beside the colour type\'s own' });
  }
  idx(2, 'effectDescription', '效果描述', 'Effect description', 'textarea', { indexDesc: '用文字描述期望的夜景效果，如“底部亮、向上渐暗” / Describe the intended look, e.g. “bright at the base, fading upward”' });

  // 3 equipment requirements
  idx(3, 'protectLevel', '防护等级', 'Protection level', 'select', { controlDict: 'fanghudengji', indexDesc: '户外立面不低于IP65，地埋不低于IP67 / Outdoor facades at least IP65, in-ground at least IP67' });
  idx(3, 'installType', '安装方式', 'Installation', 'select', { controlDict: 'anzhuangfangshi', indexDesc: '与建筑构造配合的固定方式 / How the fixture is fixed to the building' });
  idx(3, 'installDirection', '安装方向', 'Mounting direction', 'select', { controlDict: 'anzhuangfangxiang', indexDesc: '灯具出光方向 / Direction the fixture emits' });
  idx(3, 'workVoltage', '工作电压', 'Working voltage', 'select', { controlDict: 'gongzuodianya', indexDesc: '低压直流便于安装，长距离宜选DC48V / Low-voltage DC is easy to install; DC48V for long runs' });
  idx(3, 'materialQuality', '灯体材质', 'Housing material', 'select', { controlDict: 'caizhi', indexDesc: '沿海项目宜选316不锈钢或压铸铝 / Coastal projects want 316 steel or die-cast aluminium' });
  idx(3, 'weight', '重量', 'Weight', 'other', { ...num, indexPrefix: '≤', indexUnit: 'kg', indexDesc: '单灯重量，影响支架设计 / Weight of one fixture, for the bracket design' });
  idx(3, 'surfaceTemperature', '表面温度', 'Surface temperature', 'other', { ...num, indexPrefix: '≤', indexUnit: '°C', indexDesc: '人可触及处宜≤60°C / Within reach of people keep it ≤ 60 °C' });
  idx(3, 'glare', '防眩要求', 'Glare control', 'other', { indexDesc: '如加装遮光罩、格栅 / e.g. a snoot or a louvre' });
  idx(3, 'lampQuality', '质量要求', 'Quality requirements', 'textarea', { indexDesc: '质保年限、光衰、认证等 / Warranty, lumen maintenance, certificates' });

  // 4 control requirements
  idx(4, 'controlProtocol', '控制协议', 'Control protocol', 'select', { controlDict: 'kongzhixieyi', indexDesc: '与控制系统一致，彩光常用DMX512 / Match the control system; colour usually DMX512' });
  idx(4, 'controlDigit', '控制通道数', 'Control channels', 'other', { ...num, indexUnit: 'ch', indexDesc: '每灯占用的通道数，RGBW为4 / Channels per fixture; RGBW takes 4' });
  idx(4, 'colorDemand', '色彩要求', 'Colour requirements', 'textarea', { indexDesc: '显色指数、色容差等 / Colour rendering, colour tolerance' });
  idx(4, 'attachDemand', '附件要求', 'Accessories', 'textarea', { indexDesc: '支架、电源、线缆等配件 / Brackets, drivers, cables' });
  idx(4, 'otherDemand', '其他要求', 'Other requirements', 'textarea', { indexDesc: '未列出的其他要求 / Anything else' });
  return out;
}

