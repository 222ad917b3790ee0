import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import type { Catalogue } from '@/locales/en';

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** localStorage key that remembers the user's language choice. */
export const LANGUAGE_STORAGE_KEY = 'lampsheet.lang';

/** Any Chinese browser language (zh, zh-CN, zh-TW, zh-Hans…) gets Chinese; anything else English. */
export function languageFromNavigator(navigatorLanguage: string | undefined): Language {
  return navigatorLanguage?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The remembered choice if any, else the browser's language. */
export function initialLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage may be disabled; fall through to the browser language
  }
  if (isLanguage(stored)) return stored;
  return languageFromNavigator(typeof navigator === 'undefined' ? undefined : navigator.language);
}

/** Current language as one of ours (i18next may report a fallback such as 'cimode'). */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : 'en';
}

/**
 * Each catalogue is a script of its own, fetched when its language is first used: a visitor
 * downloads the texts of one language, not of both (docs/PERFORMANCE.md).
 */
const CATALOGUES: Record<Language, () => Promise<[Catalogue, Locale]>> = {
  en: () => Promise.all([import('@/locales/en').then((m) => m.en), enUS]),
  'zh-CN': () => Promise.all([import('@/locales/zh-CN').then((m) => m.zhCN), import('antd/es/locale/zh_CN').then((m) => m.default)]),
};

/** antd's own texts (pagination, empty states, pickers) per loaded language. */
const antdLocales = new Map<string, Locale>([['en', enUS]]);

/** antd's locale for a language: English until that language is loaded. */
export function antdLocaleOf(language: string): Locale {
  return antdLocales.get(language) ?? enUS;
}

/** Makes the language's texts (ours and antd's) available, once; resolves when they are. */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation') && antdLocales.has(language)) return;
  const [catalogue, antd] = await CATALOGUES[language]();
  antdLocales.set(language, antd);
  i18next.addResourceBundle(language, 'translation', catalogue, true, true);
}

/**
 * The language of the answers the server translates (`Accept-Language`): part of the query key
 * of every such answer, so switching language fetches the other language's text.
 */
export function useAnswerLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** Switch language and remember it. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // not remembered, still switched
  }
  await i18next.changeLanguage(language);
}

i18next.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

/**
 * Initialise once; safe to call again (tests re-use the singleton). `catalogues`: texts already
 * at hand (the tests give both); the app calls `loadLanguage` for the first language before it
 * renders, and every other language is loaded by `changeLanguage`.
 */
export function initI18n(
  language: Language = initialLanguage(),
  catalogues: Partial<Record<Language, Catalogue>> = {},
  antd: Partial<Record<Language, Locale>> = {},
) {
  for (const [lng, locale] of Object.entries(antd)) antdLocales.set(lng, locale);
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: Object.fromEntries(Object.entries(catalogues).map(([lng, translation]) => [lng, { translation }])),
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18next;
}

export { i18next };
