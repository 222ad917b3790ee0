import { Flex, theme } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { LoginForm } from '@/features/auth/components/login-form';
import { safeRedirect } from '@/lib/auth';

/**
 * The first page most visits see: it is kept to what it shows (no Card, Typography or other
 * antd parts it does not need, which would bring tabs, skeletons and tooltips along), styled
 * from the theme's tokens. See docs/PERFORMANCE.md, "What each route loads".
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get('redirect'));
  const { token } = theme.useToken();

  useEffect(() => {
    document.title = `${t('auth.title')} · ${t('app.name')}`;
  }, [t]);

  const secondary = { color: token.colorTextSecondary, margin: 0 };
  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', padding: 24, boxSizing: 'border-box' }}>
      <div style={{ position: 'absolute', top: 16, right: 24 }}>
        <LanguageSwitch />
      </div>
      <main
        style={{
          width: '100%',
          maxWidth: 400,
          boxSizing: 'border-box',
          padding: 32,
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <h1 style={{ margin: '0 0 4px', fontSize: token.fontSizeHeading2, lineHeight: token.lineHeightHeading2, fontWeight: 600, color: token.colorTextHeading }}>
          <span aria-hidden style={{ color: '#f5a623', marginRight: 8 }}>
            ●
          </span>
          {t('app.name')}
        </h1>
        <p style={{ ...secondary, marginBottom: token.marginMD }}>{t('app.tagline')}</p>
        <h2 style={{ margin: `${token.marginXS}px 0 ${token.marginMD}px`, fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4, fontWeight: 600, color: token.colorTextHeading }}>
          {t('auth.title')}
        </h2>
        <LoginForm onSuccess={() => void navigate(redirectTo, { replace: true })} />
        <p style={{ ...secondary, marginTop: 16, fontSize: 12 }}>{t('auth.demoHint')}</p>
      </main>
    </Flex>
  );
}
