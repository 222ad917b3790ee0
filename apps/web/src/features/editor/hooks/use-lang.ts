import type { Lang } from '@lampsheet/contracts';
import { useTranslation } from 'react-i18next';

/** The contracts' message language for the current UI language. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'zh-CN' ? 'zh' : 'en';
}
