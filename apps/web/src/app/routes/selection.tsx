import { Flex, Result } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useProject } from '@/features/selection/api/get-project';
import { SelectionPanel } from '@/features/selection/components/selection-panel';
import { parseSelectionSearch, serialiseSelectionSearch } from '@/features/selection/utils/search-state';
import { PageHeading } from '@/components/page-heading';

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
      <PageHeading backTo={paths.projects.getHref()} backLabel={t('selection.back')} title={t('selection.title')} projectName={project.data?.itemName} />
      <SelectionPanel
        projectId={projectId}
        state={state}
        onStateChange={(next) => setSearchParams(serialiseSelectionSearch({ ...next, projectId }))}
      />
    </Flex>
  );
}
