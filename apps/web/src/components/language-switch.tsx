import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type Language } from '@/lib/i18n';

/** 中文 / English switch; the choice is remembered and antd's locale follows. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Segmented<Language>
      size="small"
      aria-label={t('language.label')}
      value={i18n.language === 'zh-CN' ? 'zh-CN' : 'en'}
      options={LANGUAGES.map((lng) => ({ value: lng, label: t(`language.${lng}`) }))}
      onChange={(lng) => void changeLanguage(lng)}
    />
  );
}
