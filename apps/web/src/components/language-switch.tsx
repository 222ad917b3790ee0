import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type Language } from '@/lib/i18n';

/**
 * 中文 / English switch; the choice is remembered and antd's locale follows. Drawn like antd's
 * small Segmented from the theme's tokens: it is on the log-in page, where Segmented would
 * bring antd's tooltip and popup positioning along for two words.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const current: Language = i18n.language === 'zh-CN' ? 'zh-CN' : 'en';
  return (
    <div
      role="radiogroup"
      aria-label={t('language.label')}
      style={{ display: 'inline-flex', padding: 2, gap: 2, background: token.colorBgLayout, borderRadius: token.borderRadiusSM + 2 }}
    >
      {LANGUAGES.map((lng) => {
        const active = lng === current;
        return (
          <button
            key={lng}
            type="button"
            role="radio"
            aria-checked={active}
            onClick={() => void (active ? undefined : changeLanguage(lng))}
            style={{
              border: 0,
              cursor: 'pointer',
              padding: `0 ${token.paddingXS}px`,
              minHeight: token.controlHeightSM - 4,
              lineHeight: `${token.controlHeightSM - 4}px`,
              fontSize: token.fontSize,
              fontFamily: 'inherit',
              borderRadius: token.borderRadiusSM,
              color: active ? token.colorText : token.colorTextSecondary,
              background: active ? token.colorBgElevated : 'transparent',
              boxShadow: active ? token.boxShadowTertiary : 'none',
              transition: `color ${token.motionDurationMid}, background ${token.motionDurationMid}`,
            }}
          >
            {t(`language.${lng}`)}
          </button>
        );
      })}
    </div>
  );
}
