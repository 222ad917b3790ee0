import { Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CreateProject } from '@/features/projects/components/create-project';
import { ProjectsList } from '@/features/projects/components/projects-list';

/** `/projects`: list and create. The page number lives in the address. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);

  useEffect(() => {
    document.title = `${t('projects.title')} · ${t('app.name')}`;
  }, [t]);

  return (
    <div style={{ maxWidth: 1100, marginInline: 'auto' }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          {t('projects.title')}
        </Typography.Title>
        <CreateProject />
      </Flex>
      <ProjectsList page={page} onPageChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})} />
    </div>
  );
}
