import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Layout, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useLogout, useUser } from '@/lib/auth';
import { setLoginNotice } from '@/lib/auth-token';
import { LanguageSwitch } from '../language-switch';

/** Header with product name, language switch, the signed-in user and log-out. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser();
  const logout = useLogout();
  const queryClient = useQueryClient();

  // Leave the signed-in pages before dropping the cache, so that no mounted query refetches
  // without a token. The log-in page (a page of its own) says "logged out".
  const onLogout = () =>
    logout.mutate(undefined, {
      onSettled: async () => {
        setLoginNotice('loggedOut');
        await navigate(paths.login.getHref(), { replace: true });
        queryClient.clear();
      },
    });

  return (
    <Layout style={{ minHeight: '100%' }}>
      <Layout.Header
        style={{
          background: '#1f1f1f',
          paddingInline: 24,
          height: 56,
          lineHeight: '56px',
          display: 'flex',
          alignItems: 'center',
          gap: 24,
        }}
      >
        <Link to={paths.projects.getHref()} style={{ color: '#fff', fontWeight: 600, fontSize: 18, whiteSpace: 'nowrap' }}>
          <span aria-hidden style={{ color: '#f5a623', marginRight: 8 }}>●</span>
          {t('app.name')}
        </Link>
        <nav aria-label={t('nav.projects')}>
          <Link to={paths.projects.getHref()} style={{ color: 'rgba(255,255,255,0.85)' }}>
            {t('nav.projects')}
          </Link>
          {user.data?.role === 'admin' && (
            <Link to={paths.adminImport.getHref()} style={{ color: 'rgba(255,255,255,0.85)', marginLeft: 20 }} data-testid="nav-admin-import">
              {t('adminImport.nav')}
            </Link>
          )}
        </nav>
        <Flex flex={1} justify="flex-end" align="center" gap={16}>
          <LanguageSwitch />
          {user.data && (
            <Space size={6} style={{ color: 'rgba(255,255,255,0.85)' }} title={t('nav.user', { name: user.data.username })}>
              <UserOutlined />
              <Typography.Text style={{ color: 'inherit' }} data-testid="current-user">
                {user.data.displayName || user.data.username}
              </Typography.Text>
            </Space>
          )}
          <Button
            type="text"
            icon={<LogoutOutlined />}
            onClick={onLogout}
            loading={logout.isPending}
            style={{ color: 'rgba(255,255,255,0.85)' }}
          >
            {t('nav.logout')}
          </Button>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>{children}</Layout.Content>
    </Layout>
  );
}
