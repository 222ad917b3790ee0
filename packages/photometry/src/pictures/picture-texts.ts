/** The words printed on the pictures, in the product's two languages. */
import { LAYOUT_LABELS, QUANTITY_LABELS } from '@lampsheet/contracts/domain';

export interface PictureTexts {
  /** Luminance unit. */
  unit: string;
  /** Metre unit on the axes. */
  metres: string;
  lavg: string;
  lmin: string;
  lmax: string;
  u0: string;
  darkBand: string;
  /** Legend word of the fixture marks (each fixture's foot and aim). */
  fixture: string;
  /** Marker labels of the brightest and darkest points. */
  max: string;
  min: string;
  /** Note under the scale bar of a logarithmic scale. */
  logScale: string;
  /** Note of a face whose short side is drawn wider than to scale; {n} is the factor. */
  stretched: string;
  /** Note of the effect picture: how luminance becomes grey. */
  effectNote: string;
  /** Polar curve. */
  c0c180: string;
  c90c270: string;
  candela: string;
  beam: string;
  field: string;
  peak: string;
}

/** The standard symbols, the same in every language. */
const SYMBOLS = { unit: 'cd/m²', metres: 'm', c0c180: 'C0–C180', c90c270: 'C90–C270', candela: 'cd' } as const;

/** The quantities' short names (Lavg, U0…) in a language, from the one vocabulary. */
const quantities = (lang: 'en' | 'zh') => ({
  lavg: QUANTITY_LABELS.lightnessAve.short[lang],
  lmin: QUANTITY_LABELS.lightness.short[lang],
  lmax: QUANTITY_LABELS.lightnessMax.short[lang],
  u0: QUANTITY_LABELS.evenness.short[lang],
});

/**
 * en and zh; `neutral` for pictures stored once for readers of both languages (the calculated
 * rows): the standard symbols, and both words where there is no symbol.
 */
export const PICTURE_TEXTS: Readonly<Record<'en' | 'zh' | 'neutral', PictureTexts>> = {
  en: {
    ...SYMBOLS,
    ...quantities('en'),
    darkBand: 'Dark band',
    fixture: LAYOUT_LABELS.fixture.en,
    max: 'max',
    min: 'min',
    logScale: 'log scale',
    stretched: 'width drawn ×{n}',
    effectNote: 'Tone-mapped (Reinhard): highlights roll off, Lmax is white',
    beam: 'Beam',
    field: 'Field',
    peak: 'Imax',
  },
  zh: {
    ...SYMBOLS,
    ...quantities('zh'),
    darkBand: '暗斑',
    fixture: LAYOUT_LABELS.fixture.zh,
    max: '最大',
    min: '最小',
    logScale: '对数刻度',
    stretched: '宽度放大 {n} 倍',
    effectNote: '色调映射（Reinhard）：高光柔和压缩，最大亮度为白色',
    beam: '光束角',
    field: '场角',
    peak: '最大光强',
  },
  neutral: {
    ...SYMBOLS,
    ...quantities('en'),
    darkBand: '暗斑 Dark band',
    fixture: `${LAYOUT_LABELS.fixture.zh} ${LAYOUT_LABELS.fixture.en}`,
    max: 'max',
    min: 'min',
    logScale: 'log',
    stretched: '×{n} ↔',
    effectNote: '色调映射 Reinhard tone map · Lmax = 白 white',
    beam: 'Beam 光束角',
    field: 'Field 场角',
    peak: 'Imax',
  },
};

/** Texts of a language tag (zh, zh-CN… → Chinese; anything else English). */
export function pictureTexts(lang: string | null | undefined): PictureTexts {
  return lang && lang.toLowerCase().startsWith('zh') ? PICTURE_TEXTS.zh : PICTURE_TEXTS.en;
}
