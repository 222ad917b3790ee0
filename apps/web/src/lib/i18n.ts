import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { en } from '@/locales/en';
import { zhCN } from '@/locales/zh-CN';

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
 * The language of the answers the server translates (`Accept-Language`): part of the query key
 * of every such answer, so switching language fetches the other language's text.
 */
export function useAnswerLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** Switch language and remember it. */
export async function changeLanguage(language: Language): Promise<void> {
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

/** Initialise once; safe to call again (tests re-use the singleton). */
export function initI18n(language: Language = initialLanguage()) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: { en: { translation: en }, 'zh-CN': { translation: zhCN } },
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
