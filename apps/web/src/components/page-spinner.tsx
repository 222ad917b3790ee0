import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Full-area loading indicator for pages and lazy routes. Drawn with CSS from the theme's
 * tokens rather than antd's Spin: it is in the first script, shown before any page's code.
 */
export function PageSpinner() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div role="status" aria-live="polite" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: token.marginXS, padding: 64 }}>
      <span
        aria-hidden
        className="ls-spinner"
        style={{ width: 32, height: 32, borderRadius: '50%', border: `3px solid ${token.colorPrimaryBg}`, borderTopColor: token.colorPrimary }}
      />
      <span style={{ color: token.colorPrimary, fontSize: token.fontSize }}>{t('app.loading')}</span>
    </div>
  );
}
