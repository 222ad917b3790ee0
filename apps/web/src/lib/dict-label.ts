import type { DictEntry } from '@lampsheet/contracts';

/** A dictionary entry's words in the page's language (English falls back to the Chinese entry). */
export const dictLabel = (d: Pick<DictEntry, 'dictCont' | 'dictContEn'>, language: string) => (language === 'zh-CN' ? d.dictCont : d.dictContEn || d.dictCont);
