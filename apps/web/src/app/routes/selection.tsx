import { ArrowLeftOutlined } from '@ant-design/icons';
import { Flex, Result, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useProject } from '@/features/selection/api/get-project';
import { SelectionPanel } from '@/features/selection/components/selection-panel';
import { parseSelectionSearch, serialiseSelectionSearch } from '@/features/selection/utils/search-state';

/** `/selection?id=<projectId>`: the fixture selection panel on a page of its own. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseSelectionSearch(searchParams), [searchParams]);
  const project = useProject(state.projectId);

  useEffect(() => {
    document.title = `${t('selection.title')} · ${t('app.name')}`;
  }, [t]);

  if (!state.projectId) {
    return <Result status="404" title={t('app.notFound')} extra={<Link to={paths.projects.getHref()}>{t('app.backHome')}</Link>} />;
  }
  const projectId = state.projectId;

  return (
    <Flex vertical gap={12}>
      <Flex align="baseline" gap={12} wrap>
        <Link to={paths.projects.getHref()}>
          <ArrowLeftOutlined /> {t('selection.back')}
        </Link>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('selection.title')}
        </Typography.Title>
        {project.data && (
          <Typography.Text type="secondary" style={{ fontSize: 16 }} data-testid="project-name">
            {project.data.itemName}
          </Typography.Text>
        )}
      </Flex>
      <SelectionPanel
        projectId={projectId}
        state={state}
        onStateChange={(next) => setSearchParams(serialiseSelectionSearch({ ...next, projectId }))}
      />
    </Flex>
  );
}
