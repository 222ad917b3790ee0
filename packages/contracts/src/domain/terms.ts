/**
 * One word for one idea (docs/DOMAIN.md "Words"): the term each language uses for an idea the
 * screens and documents name often, and the synonyms once mixed in that must not come back. The
 * web's catalogues test and the documents' words test scan their texts for every `retired` word,
 * so a synonym that returns fails a test.
 */
interface Term {
  readonly en: string;
  readonly zh: string;
  /** The letter a sketch and a table label it with, where it has one. */
  readonly letter?: string;
  /** Words that once named the same idea; none of them may appear in a user's text. */
  readonly retired: { readonly en: readonly RegExp[]; readonly zh: readonly RegExp[] };
}

export const DOMAIN_TERMS = {
  /** The distance from the fixtures to the lit surface: the layout's setback, the sketch letter D, the record's range lumSizeMin–lumSize. */
  setback: {
    en: 'setback',
    zh: '离面距离',
    retired: { en: [/wall[- ]?dist/i, /distance (to|from) (the )?(wall|face|surface)/i, /from the face/i], zh: [/距墙/, /离墙/, /墙距/, /离面(?!距离)/] },
  },
  /** The record's (or the designer's) own surface: the application type with the sizes of the form. */
  surface: {
    en: 'surface',
    zh: '应用面',
    retired: { en: [/application[- ]surface/i], zh: [/本立面/, /的立面/, /立面上/, /表面/] },
  },
  /** The application type's test set-up (a contest), on which detection rows are measured or calculated. */
  typicalSurface: {
    en: 'typical surface',
    zh: '典型面',
    retired: { en: [/typical wall/i], zh: [/典型立面/, /典型墙面/, /测量墙面/] },
  },
  /**
   * The lamp's third size (`heightNs`, `lampHeight`): its depth, lettered T (its thickness off the
   * mounting surface) on the lamp sketch and in every table, since D is the setback's letter (the
   * specification's surface letters) and one sheet printed both as D.
   */
  lampDepth: {
    en: 'depth',
    zh: '深度',
    letter: 'T',
    retired: { en: [/L ?× ?W ?× ?[HD]\b/, /(fixture|lamp) height/i, /depth D\b/i], zh: [/长 ?× ?宽 ?× ?高/, /灯具高度/, /高（深）/, /深度? ?D\b/] },
  },
  /** A contest type: one of the 14 facade-lighting methods. */
  applicationType: {
    en: 'application type',
    zh: '应用类型',
    retired: { en: [/surface type/i], zh: [/立面类型/, /应用面类型/] },
  },
  /** A fixture's IES or LDT file (its light distribution): one word in the app, its messages and documents. */
  photometricFile: {
    en: 'photometric file',
    zh: '配光文件',
    retired: { en: [/photometry file/i], zh: [/光度文件/] },
  },
  /** The record kind: the project's specification of a fixture (the editor's record). */
  lampParameter: {
    en: 'lamp parameter',
    zh: '灯具参数',
    retired: { en: [/fixture parameter/i], zh: [] },
  },
} as const satisfies Record<string, Term>;

/** The retired words a text holds, as "idea: word" (empty when it is clean). */
export function retiredWordsIn(text: string, lang: 'en' | 'zh'): string[] {
  return Object.entries(DOMAIN_TERMS).flatMap(([idea, term]: [string, Term]) => term.retired[lang].filter((word) => word.test(text)).map((word) => `${idea}: ${String(word)}`));
}
