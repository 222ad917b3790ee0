import { Card, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { LoginForm } from '@/features/auth/components/login-form';
import { safeRedirect } from '@/lib/auth';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get('redirect'));

  useEffect(() => {
    document.title = `${t('auth.title')} · ${t('app.name')}`;
  }, [t]);

  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100%', padding: 24 }}>
      <div style={{ position: 'absolute', top: 16, right: 24 }}>
        <LanguageSwitch />
      </div>
      <Card style={{ width: '100%', maxWidth: 400 }} styles={{ body: { padding: 32 } }}>
        <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 4 }}>
          <span aria-hidden style={{ color: '#f5a623', marginRight: 8 }}>●</span>
          {t('app.name')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('app.tagline')}</Typography.Paragraph>
        <Typography.Title level={4} style={{ marginTop: 8 }}>
          {t('auth.title')}
        </Typography.Title>
        <LoginForm onSuccess={() => void navigate(redirectTo, { replace: true })} />
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0, fontSize: 12 }}>
          {t('auth.demoHint')}
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
