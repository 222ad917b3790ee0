import { Flex, Result, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FixtureImport } from '@/features/admin-import/components/fixture-import';
import { GldfImport } from '@/features/admin-import/components/gldf-import';
import { useUser } from '@/lib/auth';

/** `/admin/import`: the administrators' fixture import. */
export function Component() {
  const { t } = useTranslation();
  const user = useUser();

  useEffect(() => {
    document.title = `${t('adminImport.title')} · ${t('app.name')}`;
  }, [t]);

  if (user.isPending) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }
  if (user.data?.role !== 'admin') return <Result status="403" title="403" subTitle={t('adminImport.adminOnly')} />;
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        {t('adminImport.title')}
      </Typography.Title>
      <FixtureImport />
      <GldfImport />
    </Flex>
  );
}
