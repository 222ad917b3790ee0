/**
 * Fixed reference data of the demo set: dictionaries, lamp types, beam-angle map, brands,
 * typical surfaces (contests) and weight presets. Everything here is static; the generator
 * adds the random parts.
 */
import type { WeightPresetsTable } from '../db/schema.js';

export interface DictSeed {
  dictCont: string;
  dictContEn: string;
  dictExtra?: string | null;
  dictRemark?: string | null;
  /** 'video' → the generator fills dictVideo and dictSubtitle with a guidance clip. */
  video?: string;
  contestType?: number | null;
  /** A lamp type code (dictExtra of `dengjuleixing`); the generator turns it into the id. */
  lampTypeCode?: string | null;
}

/** Lamp types (`dengjuleixing`) with what the fixture generator needs to know about them. */
export interface LampTypeSpec {
  code: string;
  zh: string;
  en: string;
  /** Allowed shapes: 1 square/linear, 2 round. */
  shapes: Array<1 | 2>;
  power: [number, number];
  voltages: string[];
  /** Beam-angle rule keys the type is sold with. */
  beams: string[];
  /** Price in CNY: base + per watt, before brand factor. */
  priceBase: number;
  pricePerWatt: number;
  /** Share of the fixture count. */
  share: number;
  /** Share of multi-colour (RGB family) fixtures. */
  multiShare: number;
  /** Luminous efficacy of the white version, lm/W. */
  efficacy: number;
  protect: string[];
}

export const LAMP_TYPES: LampTypeSpec[] = [
  { code: 'XQD', zh: '洗墙灯', en: 'Wall washer', shapes: [1], power: [9, 48], voltages: ['DC24V', 'DC48V', 'AC220V', 'AC110-240V'], beams: ['10°', '15°', '20°', '30°', '10°×30°', '10°×60°', '20°×50°'], priceBase: 260, pricePerWatt: 24, share: 95, multiShare: 0.3, efficacy: 105, protect: ['IP66', 'IP67'] },
  { code: 'TGD', zh: '投光灯', en: 'Floodlight', shapes: [1, 2], power: [18, 300], voltages: ['AC220V', 'AC110-240V', 'DC24V', 'DC48V'], beams: ['5°', '10°', '15°', '20°', '25°', '30°', '45°', '60°'], priceBase: 520, pricePerWatt: 22, share: 85, multiShare: 0.2, efficacy: 105, protect: ['IP65', 'IP66', 'IP67'] },
  { code: 'XTD', zh: '线条灯', en: 'Linear light', shapes: [1], power: [6, 18], voltages: ['DC24V', 'DC48V', 'AC220V'], beams: ['60°', '90°', '120°'], priceBase: 90, pricePerWatt: 18, share: 45, multiShare: 0.4, efficacy: 85, protect: ['IP66', 'IP67', 'IP68'] },
  { code: 'DGY', zh: '点光源', en: 'Point light', shapes: [2, 1], power: [0.5, 9], voltages: ['DC24V', 'DC12V', 'DC48V'], beams: ['5°', '10°', '15°', '30°', '60°', '90°', '120°'], priceBase: 35, pricePerWatt: 30, share: 85, multiShare: 0.5, efficacy: 90, protect: ['IP66', 'IP67', 'IP68'] },
  { code: 'LKD', zh: '轮廓灯', en: 'Contour light', shapes: [1], power: [8, 24], voltages: ['DC24V', 'AC220V'], beams: ['90°', '120°'], priceBase: 120, pricePerWatt: 14, share: 30, multiShare: 0.5, efficacy: 80, protect: ['IP66', 'IP67'] },
  { code: 'DMD', zh: '地埋灯', en: 'In-ground uplight', shapes: [2, 1], power: [6, 48], voltages: ['AC220V', 'DC24V', 'AC110-240V'], beams: ['10°', '15°', '20°', '30°', '45°', '10°×60°'], priceBase: 420, pricePerWatt: 30, share: 35, multiShare: 0.15, efficacy: 90, protect: ['IP67', 'IP68'] },
  { code: 'DGD', zh: '导光灯', en: 'Light guide', shapes: [1], power: [8, 20], voltages: ['DC24V', 'DC48V'], beams: ['90°', '120°'], priceBase: 180, pricePerWatt: 25, share: 25, multiShare: 0.3, efficacy: 75, protect: ['IP65', 'IP66'] },
  { code: 'CTD', zh: '窗台灯', en: 'Window sill light', shapes: [1], power: [4, 24], voltages: ['DC24V', 'DC48V'], beams: ['30°', '10°×30°', '10°×60°', '20°×50°'], priceBase: 150, pricePerWatt: 22, share: 40, multiShare: 0.25, efficacy: 95, protect: ['IP65', 'IP66', 'IP67'] },
  { code: 'XSD', zh: '像素灯', en: 'Pixel light', shapes: [2, 1], power: [1, 6], voltages: ['DC24V', 'DC12V'], beams: ['120°', '90°'], priceBase: 45, pricePerWatt: 20, share: 18, multiShare: 0.8, efficacy: 70, protect: ['IP66', 'IP67'] },
  { code: 'BD', zh: '壁灯', en: 'Wall light', shapes: [1, 2], power: [6, 30], voltages: ['AC220V', 'AC110-240V', 'DC24V'], beams: ['15°', '30°', '45°', '60°'], priceBase: 260, pricePerWatt: 18, share: 12, multiShare: 0.1, efficacy: 90, protect: ['IP65', 'IP66'] },
];

export const lampTypeByCode = (code: string): LampTypeSpec => {
  const spec = LAMP_TYPES.find((t) => t.code === code);
  if (!spec) throw new Error(`unknown lamp type ${code}`);
  return spec;
};

/** Which lamp types are measured on which application type, with an optional beam filter. */
export const TYPE_LAMPS: Record<number, { codes: string[]; beamMin?: number; beamMax?: number }> = {
  101: { codes: ['TGD'] },
  102: { codes: ['XQD'] },
  103: { codes: ['XQD', 'TGD', 'CTD'], beamMax: 60 },
  104: { codes: ['TGD', 'DMD', 'XQD'], beamMax: 45 },
  105: { codes: ['XQD', 'XTD'] },
  106: { codes: ['CTD', 'XTD'] },
  107: { codes: ['DGD'] },
  108: { codes: ['DGD'] },
  109: { codes: ['XTD', 'XQD'] },
  110: { codes: ['XSD', 'DGY'], beamMin: 90 },
  111: { codes: ['LKD', 'XTD'] },
  112: { codes: ['DGY', 'BD'], beamMax: 60 },
  113: { codes: ['DGY', 'XSD'], beamMin: 90 },
  114: { codes: ['DGY'], beamMax: 30 },
};

/** The types with over a hundred rows of each data type. */
export const COMMON_TYPES = [101, 102, 103, 104, 106, 112] as const;

/** Beam-angle map (`AnglemapList`). Asymmetric entries keep their two angles as min/max. */
export const ANGLE_RULES: Array<{ ruleKey: string; ruleNo: string; angleMin: number; angleMax: number; nominal: number }> = [
  { ruleKey: '5°', ruleNo: '05', angleMin: 3, angleMax: 7, nominal: 5 },
  { ruleKey: '10°', ruleNo: '10', angleMin: 8, angleMax: 12, nominal: 10 },
  { ruleKey: '15°', ruleNo: '15', angleMin: 13, angleMax: 17, nominal: 15 },
  { ruleKey: '20°', ruleNo: '20', angleMin: 18, angleMax: 22, nominal: 20 },
  { ruleKey: '25°', ruleNo: '25', angleMin: 23, angleMax: 27, nominal: 25 },
  { ruleKey: '30°', ruleNo: '30', angleMin: 28, angleMax: 37, nominal: 30 },
  { ruleKey: '45°', ruleNo: '45', angleMin: 38, angleMax: 52, nominal: 45 },
  { ruleKey: '60°', ruleNo: '60', angleMin: 53, angleMax: 75, nominal: 60 },
  { ruleKey: '90°', ruleNo: '90', angleMin: 76, angleMax: 105, nominal: 90 },
  { ruleKey: '120°', ruleNo: '120', angleMin: 106, angleMax: 150, nominal: 120 },
  { ruleKey: '10°×30°', ruleNo: '1030', angleMin: 10, angleMax: 30, nominal: 10 },
  { ruleKey: '10°×60°', ruleNo: '1060', angleMin: 10, angleMax: 60, nominal: 10 },
  { ruleKey: '20°×50°', ruleNo: '2050', angleMin: 20, angleMax: 50, nominal: 20 },
  // the two-plane beams the demo's own files have (docs/DOMAIN.md "Beam angle of a record and of a
  // fixture"): washers with an off-axis peak spread twice their angle along the wall, the kick
  // reflector 9.2° × 99.9°, the linear grazers 40° wider along; so Take finds every demo fixture's rule
  { ruleKey: '10°×20°', ruleNo: '1020', angleMin: 10, angleMax: 20, nominal: 10 },
  { ruleKey: '15°×30°', ruleNo: '1530', angleMin: 15, angleMax: 30, nominal: 15 },
  { ruleKey: '30°×60°', ruleNo: '3060', angleMin: 30, angleMax: 60, nominal: 30 },
  { ruleKey: '10°×100°', ruleNo: '10100', angleMin: 10, angleMax: 100, nominal: 10 },
  { ruleKey: '60°×100°', ruleNo: '60100', angleMin: 60, angleMax: 100, nominal: 60 },
  { ruleKey: '90°×130°', ruleNo: '90130', angleMin: 90, angleMax: 130, nominal: 90 },
];

export function angleRule(key: string) {
  const rule = ANGLE_RULES.find((r) => r.ruleKey === key);
  if (!rule) throw new Error(`unknown beam angle ${key}`);
  return rule;
}

/** Colour types (`dengjusecaifenlei`). dictExtra = number of colours; dictRemark = RGB-family code. */
export const COLOUR_TYPES: DictSeed[] = [
  { dictCont: '单色温', dictContEn: 'Single colour temperature', dictExtra: '1', dictRemark: null, video: 'colour' },
  { dictCont: '双色温', dictContEn: 'Two colour temperatures', dictExtra: '2', dictRemark: null, video: 'colour' },
  { dictCont: '三色温', dictContEn: 'Three colour temperatures', dictExtra: '3', dictRemark: null, video: 'colour' },
  { dictCont: '四色温', dictContEn: 'Four colour temperatures', dictExtra: '4', dictRemark: null, video: 'colour' },
  { dictCont: 'RGB', dictContEn: 'RGB', dictExtra: '3', dictRemark: 'RGB', video: 'colour' },
  { dictCont: 'RGBW', dictContEn: 'RGBW', dictExtra: '4', dictRemark: 'RGBW', video: 'colour' },
  { dictCont: 'RGBA', dictContEn: 'RGBA (amber)', dictExtra: '4', dictRemark: 'RGBA', video: 'colour' },
  { dictCont: 'RGBL', dictContEn: 'RGBL (lime)', dictExtra: '4', dictRemark: 'RGBL', video: 'colour' },
];

/** Guidance videos (`shipinjiaocheng`); `video` names the clip and its subtitles. */
export const GUIDANCE_VIDEOS: Array<DictSeed & { video: string; cues: Array<[string, string]> }> = [
  {
    dictCont: '如何选择典型面',
    dictContEn: 'Choosing a typical surface',
    dictExtra: '1',
    video: 'typical-surface',
    cues: [
      ['先选择应用类型，再选择与项目尺寸相近的典型面。', 'Pick the application type first, then the typical surface closest to your project.'],
      ['典型面的尺寸 H、W、D 决定了检测数据是否可比。', 'The H, W and D of the surface decide whether the measured rows compare.'],
      ['勾选同一典型面的数据后点击“制作”。', 'Tick rows of the same typical surface, then press "Make".'],
    ],
  },
  {
    dictCont: '光束角与配光',
    dictContEn: 'Beam angle and light distribution',
    dictExtra: '2',
    video: 'beam-angle',
    cues: [
      ['窄光束适合远距离投射，宽光束适合近距离洗墙。', 'Narrow beams throw far; wide beams wash a wall from close by.'],
      ['非对称光束如 10°×60° 用于窗台与线条。', 'Asymmetric beams such as 10°×60° suit sills and lines.'],
      ['光束角编码会写入灯具参数编号。', 'The beam-angle code becomes part of the lamp parameter number.'],
    ],
  },
  {
    dictCont: '多色温与RGB参数填写',
    dictContEn: 'Filling in multi-colour parameters',
    dictExtra: '3',
    video: 'multi-colour',
    cues: [
      ['多色温的各色温须在 2700–5000 K 之间且不重复。', 'Several colour temperatures must lie within 2700–5000 K and differ.'],
      ['RGB 系列按固定波长填写各通道功率与色坐标。', 'For the RGB family enter each channel’s power and colour coordinate.'],
      ['编号中的色彩代码随色彩类型自动生成。', 'The colour code of the number follows the colour type.'],
    ],
  },
];

export const PROTECT_LEVELS: DictSeed[] = [
  { dictCont: 'IP65', dictContEn: 'IP65', dictRemark: '防喷水' },
  { dictCont: 'IP66', dictContEn: 'IP66', dictRemark: '防强烈喷水' },
  { dictCont: 'IP67', dictContEn: 'IP67', dictRemark: '短时浸水' },
  { dictCont: 'IP68', dictContEn: 'IP68', dictRemark: '持续浸水' },
];

export const CONTROL_PROTOCOLS: DictSeed[] = [
  { dictCont: 'DMX512', dictContEn: 'DMX512' },
  { dictCont: 'DALI', dictContEn: 'DALI' },
  { dictCont: 'RDM', dictContEn: 'RDM' },
  { dictCont: '0–10 V', dictContEn: '0–10 V' },
  { dictCont: 'SPI', dictContEn: 'SPI' },
  { dictCont: '无', dictContEn: 'None' },
];

export const INSTALL_TYPES: DictSeed[] = [
  { dictCont: '支架安装', dictContEn: 'Bracket mount' },
  { dictCont: '表面安装', dictContEn: 'Surface mount' },
  { dictCont: '嵌入式安装', dictContEn: 'Recessed' },
  { dictCont: '抱箍安装', dictContEn: 'Clamp mount' },
  { dictCont: '卡扣安装', dictContEn: 'Clip mount' },
  { dictCont: '地埋安装', dictContEn: 'In-ground' },
  { dictCont: '吊装', dictContEn: 'Suspended' },
];

export const INSTALL_DIRECTIONS: DictSeed[] = [
  { dictCont: '向上', dictContEn: 'Upward' },
  { dictCont: '向下', dictContEn: 'Downward' },
  { dictCont: '水平', dictContEn: 'Horizontal' },
  { dictCont: '侧向', dictContEn: 'Sideways' },
  { dictCont: '可调', dictContEn: 'Adjustable' },
];

export const VOLTAGES: DictSeed[] = ['DC12V', 'DC24V', 'DC48V', 'AC110V', 'AC220V', 'AC110-240V'].map((v) => ({ dictCont: v, dictContEn: v }));

export const MATERIALS: DictSeed[] = [
  { dictCont: '压铸铝', dictContEn: 'Die-cast aluminium' },
  { dictCont: '挤压铝型材', dictContEn: 'Extruded aluminium' },
  { dictCont: '316不锈钢', dictContEn: '316 stainless steel' },
  { dictCont: 'PC（聚碳酸酯）', dictContEn: 'Polycarbonate' },
  { dictCont: '钢化玻璃', dictContEn: 'Tempered glass' },
];

export const ROAD_TYPES: DictSeed[] = [
  { dictCont: '城市主干道', dictContEn: 'Main urban road' },
  { dictCont: '城市次干道', dictContEn: 'Secondary road' },
  { dictCont: '支路', dictContEn: 'Branch road' },
  { dictCont: '商业步行街', dictContEn: 'Pedestrian shopping street' },
  { dictCont: '滨水步道', dictContEn: 'Riverside promenade' },
  { dictCont: '广场', dictContEn: 'Square' },
];

export const LIGHT_TYPES: DictSeed[] = [
  { dictCont: '泛光照明', dictContEn: 'Floodlighting' },
  { dictCont: '洗墙照明', dictContEn: 'Wall washing' },
  { dictCont: '轮廓照明', dictContEn: 'Outline lighting' },
  { dictCont: '内透光照明', dictContEn: 'Lighting from within' },
  { dictCont: '点缀照明', dictContEn: 'Accent points' },
  { dictCont: '媒体立面', dictContEn: 'Media facade' },
];

/** Fixture layouts (`budengfangshi`), filtered by application type. */
export const LAYOUTS: DictSeed[] = [
  { dictCont: '地面远距离投射', dictContEn: 'Ground-mounted, from a distance', contestType: 101 },
  { dictCont: '邻楼屋顶投射', dictContEn: 'From a neighbouring roof', contestType: 101 },
  { dictCont: '灯杆投射', dictContEn: 'From poles', contestType: 101 },
  { dictCont: '墙根上洗', dictContEn: 'Upward from the wall base', contestType: 102 },
  { dictCont: '檐口下洗', dictContEn: 'Downward from the eaves', contestType: 102 },
  { dictCont: '层间线性布置', dictContEn: 'Linear at each floor', contestType: 102 },
  { dictCont: '退台处上洗', dictContEn: 'Upward at the setback', contestType: 103 },
  { dictCont: '两面分别布灯', dictContEn: 'One run per face', contestType: 103 },
  { dictCont: '柱脚环绕布置', dictContEn: 'Around the column foot', contestType: 104 },
  { dictCont: '柱脚单侧投射', dictContEn: 'One side of the column foot', contestType: 104 },
  { dictCont: '波峰处布灯', dictContEn: 'At the crests', contestType: 105 },
  { dictCont: '窗台上洗', dictContEn: 'Upward from the sill', contestType: 106 },
  { dictCont: '窗楣下洗', dictContEn: 'Downward from the lintel', contestType: 106 },
  { dictCont: '端部入光', dictContEn: 'Light fed at the end', contestType: 107 },
  { dictCont: '两端入光', dictContEn: 'Light fed at both ends', contestType: 108 },
  { dictCont: '横向龙骨布置', dictContEn: 'Along horizontal mullions', contestType: 109 },
  { dictCont: '矩阵点阵', dictContEn: 'Dot matrix', contestType: 110 },
  { dictCont: '连续线性', dictContEn: 'Continuous line', contestType: 111 },
  { dictCont: '间隔点状', dictContEn: 'Spaced points', contestType: 112 },
  { dictCont: '等距点阵', dictContEn: 'Evenly spaced grid', contestType: 113 },
  { dictCont: '高位点缀', dictContEn: 'High accents', contestType: 114 },
];

/**
 * Brands: [Chinese name, English name, partner]. All invented; a few (partner 0) are not
 * partners and so cannot be searched.
 */
export const BRANDS: Array<[string, string, 0 | 1]> = [
  ['澜光照明', 'Lanlux Lighting', 1],
  ['星衍光电', 'Stellarine Opto', 1],
  ['明岑科技', 'Mingcen Tech', 1],
  ['曜石灯饰', 'Obsidia Lighting', 1],
  ['辰熙照明', 'Chenxi Lighting', 1],
  ['北辰光艺', 'Boreal Lightcraft', 1],
  ['晟亮光电', 'Shengliang Opto', 1],
  ['拓维灯光', 'Tovar Lights', 1],
  ['皓域照明', 'Haoyu Illumination', 1],
  ['光纬科技', 'Lumweft Tech', 1],
  ['瀚光照明', 'Hanlux', 1],
  ['景耀光电', 'Jingyao Opto', 0],
  ['朗庭灯饰', 'Langting Lighting', 1],
  ['熠辉照明', 'Yihui Lighting', 1],
  ['璀原光电', 'Cuiyuan Opto', 1],
  ['曦禾照明', 'Xihe Lighting', 1],
  ['粤明灯具', 'Yueming Luminaires', 0],
  ['中艺光环境', 'Zhongyi Light Environment', 1],
  ['蓝弧光电', 'Bluearc Opto', 1],
  ['南屿照明', 'Nanyu Lighting', 1],
  ['恒晖科技', 'Henghui Tech', 0],
  ['森特光电', 'Sentor Opto', 1],
  ['华砾照明', 'Huali Lighting', 1],
  ['弘远灯饰', 'Hongyuan Lighting', 1],
  ['奥瑞灯光', 'Aurelian Light', 1],
  ['诺德莱', 'Nordlyte Facade', 1],
  ['卢布里奥', 'Lumbrio', 1],
  ['法萨迪亚', 'Fassadia', 0],
  ['奥比泰克', 'Orbitek Lighting', 1],
  ['开尔文', 'Kelvane', 1],
  ['斯佩克', 'Spectrava', 1],
  ['卢塞纳', 'Lucerna Works', 1],
  ['璐玛斯特', 'Lumastra', 0],
  ['布莱特福', 'Brightfold', 1],
  ['坎德瓦', 'Candelvar', 1],
  ['赫利奥', 'Helioform', 1],
  ['佛托尼亚', 'Photonia', 0],
  ['拉维洛', 'Ravello Light', 1],
  ['斯特拉', 'Stratalux', 1],
  ['比姆克', 'Beamcraft', 1],
  ['璐薇尔', 'Lumivelle', 0],
  ['石英线', 'Quartzline Lighting', 1],
  ['格罗米', 'Glowmetric', 0],
  ['天枢光电', 'Tianshu Opto', 1],
];

/** Typical surfaces per application type: [name zh, name en, dimensions in metres / degrees]. */
export interface ContestSeed {
  name: string;
  h?: number;
  w?: number;
  w1?: number;
  w2?: number;
  contestS?: number;
  contestL?: number;
  contestA?: number;
  contestH1?: number;
  contestH2?: number;
}

export const CONTESTS: Record<number, ContestSeed[]> = {
  101: [
    { name: '正投典型面 H12×W8', h: 12, w: 8, contestA: 35 },
    { name: '正投典型面 H18×W12', h: 18, w: 12, contestA: 40 },
    { name: '正投典型面 H24×W16', h: 24, w: 16, contestA: 45 },
    { name: '正投典型面 H30×W20', h: 30, w: 20, contestA: 50 },
  ],
  102: [
    // washers a metre apart, as on the taller walls: at 0.6 m the 2 m wall took 4 (two a metre) and read 58 cd/m² at the median (docs/DOMAIN.md "Demo figures")
    { name: '洗墙典型面 H3×W2', h: 3, w: 2, contestS: 1 },
    { name: '洗墙典型面 H6×W3', h: 6, w: 3, contestS: 1 },
    { name: '洗墙典型面 H9×W4', h: 9, w: 4, contestS: 1 },
    { name: '洗墙典型面 H12×W6', h: 12, w: 6, contestS: 1.2 },
  ],
  103: [
    { name: '组合面 W1 2.4/W2 1.2', w1: 2.4, w2: 1.2, contestH1: 4.5, contestH2: 1.5 },
    { name: '组合面 W1 3.6/W2 1.8', w1: 3.6, w2: 1.8, contestH1: 6, contestH2: 2 },
    { name: '组合面 W1 4.8/W2 0.9', w1: 4.8, w2: 0.9, contestH1: 9, contestH2: 1.2 },
  ],
  104: [
    { name: '圆柱 H6 Ø0.6', h: 6, w: 0.6 },
    { name: '圆柱 H9 Ø0.9', h: 9, w: 0.9 },
    { name: '方柱 H12 □1.2', h: 12, w: 1.2 },
    { name: '圆柱 H15 Ø1.5', h: 15, w: 1.5 },
  ],
  105: [
    { name: '波纹板 H4×W3 波距0.15 灯距0.6', h: 4, w: 3, contestS: 0.6, contestL: 0.15 },
    { name: '波纹板 H8×W4 波距0.3 灯距1.0', h: 8, w: 4, contestS: 1, contestL: 0.3 },
  ],
  106: [
    { name: '窗框 1.5×1.8 进深0.2', w1: 0.2, w2: 1.5, contestH1: 1.8, contestH2: 0.2 },
    { name: '窗框 2.4×2.4 进深0.3', w1: 0.3, w2: 2.4, contestH1: 2.4, contestH2: 0.3 },
    { name: '窗框 3.0×1.5 进深0.15', w1: 0.15, w2: 3, contestH1: 1.5, contestH2: 0.15 },
  ],
  107: [
    { name: '单面导光 L1.0 W0.10', contestL: 1, w: 0.1 },
    { name: '单面导光 L2.0 W0.15', contestL: 2, w: 0.15 },
  ],
  108: [
    { name: '双面导光 L1.2 W0.12', contestL: 1.2, w: 0.12 },
    { name: '双面导光 L2.4 W0.20', contestL: 2.4, w: 0.2 },
  ],
  109: [
    { name: '光伏玻璃 H3×W1.5', h: 3, w: 1.5, contestS: 1.5 },
    { name: '光伏玻璃 H4.5×W2.0', h: 4.5, w: 2, contestS: 2 },
  ],
  110: [
    { name: '点阵 间距0.5 H24', h: 24, contestS: 0.5 },
    { name: '点阵 间距1.0 H40', h: 40, contestS: 1 },
  ],
  111: [
    { name: '线条 L1.0 间距1.2', contestL: 1, contestS: 1.2 },
    { name: '线条 L2.0 间距3.0', contestL: 2, contestS: 3 },
  ],
  112: [
    { name: '控光点 H6 间距1.5 仰角15°', h: 6, contestS: 1.5, contestA: 15 },
    { name: '控光点 H12 间距3 仰角20°', h: 12, contestS: 3, contestA: 20 },
    { name: '控光点 H20 间距4 仰角30°', h: 20, contestS: 4, contestA: 30 },
  ],
  113: [
    { name: '不控光点 H6 间距1', h: 6, contestS: 1 },
    { name: '不控光点 H15 间距2', h: 15, contestS: 2 },
  ],
  114: [
    { name: '远视点 H60 观察200m', h: 60, contestS: 6, contestA: 10 },
    { name: '远视点 H120 观察500m', h: 120, contestS: 10, contestA: 5 },
  ],
};

/** A weight preset's row without what the generator adds (its type and place). */
type WeightPresetSeed = Omit<WeightPresetsTable, 'id' | 'contestTypeId' | 'sort'>;

/** Weight presets, the same four for every type; each sums to 100. */
export const WEIGHT_PRESETS: WeightPresetSeed[] = [
  { weightCode: 'W-PRICE', weightName: '性价比优先', weightNameEn: 'Price first', price: 45, evenness: 15, lightnessMax: 5, lightnessMin: 5, lightnessAve: 15, powerValue: 15 },
  { weightCode: 'W-EVEN', weightName: '均匀度优先', weightNameEn: 'Uniformity first', price: 10, evenness: 50, lightnessMax: 5, lightnessMin: 15, lightnessAve: 10, powerValue: 10 },
  { weightCode: 'W-BRIGHT', weightName: '亮度优先', weightNameEn: 'Brightness first', price: 10, evenness: 10, lightnessMax: 15, lightnessMin: 15, lightnessAve: 40, powerValue: 10 },
  { weightCode: 'W-BAL', weightName: '均衡', weightNameEn: 'Balanced', price: 20, evenness: 20, lightnessMax: 10, lightnessMin: 10, lightnessAve: 20, powerValue: 20 },
];

/** Point-source types weigh brightness little (their rows report intensities). */
export const POINT_WEIGHT_PRESETS: WeightPresetSeed[] = [
  { weightCode: 'W-PRICE', weightName: '性价比优先', weightNameEn: 'Price first', price: 60, evenness: 0, lightnessMax: 0, lightnessMin: 0, lightnessAve: 10, powerValue: 30 },
  { weightCode: 'W-POWER', weightName: '节能优先', weightNameEn: 'Low power first', price: 20, evenness: 0, lightnessMax: 0, lightnessMin: 0, lightnessAve: 10, powerValue: 70 },
  { weightCode: 'W-BAL', weightName: '均衡', weightNameEn: 'Balanced', price: 40, evenness: 10, lightnessMax: 5, lightnessMin: 5, lightnessAve: 10, powerValue: 30 },
];

export const DEMO_USERS = [
  { username: 'demo', displayName: '王设计 Wang (demo)', role: 'designer' as const, password: 'demo1234' },
  { username: 'demo2', displayName: '李工 Li (demo2)', role: 'designer' as const, password: 'demo1234' },
  { username: 'admin', displayName: '管理员 Administrator', role: 'admin' as const, password: 'admin1234' },
];

/** The demo log-ins (docs/DOMAIN.md "Accounts"). */
export const demoPasswords: ReadonlyArray<{ username: string; password: string; role: 'designer' | 'admin' }> = DEMO_USERS.map(
  ({ username, password, role }) => ({ username, password, role }),
);

export const DEMO_PROJECTS = [
  {
    itemName: '外滩滨江立面照明',
    description: '外滩滨江沿线历史建筑立面夜景提升 / Bund riverside facade lighting',
    location: '上海 Shanghai',
  },
  {
    itemName: '深圳湾公园夜景',
    description: '深圳湾公园滨海步道及构筑物夜景照明 / Shenzhen Bay park night scene',
    location: '深圳 Shenzhen',
  },
];
