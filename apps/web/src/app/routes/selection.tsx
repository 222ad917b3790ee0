import { Flex, Result } from 'antd';
import type { DetectionRow } from '@lampsheet/contracts';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useProject } from '@/api/projects';
import { SelectionPanel } from '@/features/selection/components/selection-panel';
import { parseSelectionSearch, serialiseSelectionSearch } from '@/features/selection/utils/search-state';
import { PageHeading } from '@/components/page-heading';
import { surfaceOfRow } from '@/features/rank/utils/rank';
import { useOpenedOnce } from '@/components/lazy-on-demand';

// loaded when first opened: the panel's page does not need the compare dialog's code to show
const CompareDialog = lazy(() => import('@/features/rank/components/compare-dialog').then((m) => ({ default: m.CompareDialog })));

/** `/selection?id=<projectId>`: the fixture selection panel on a page of its own, and the compare dialog for its ticked rows. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseSelectionSearch(searchParams), [searchParams]);
  const project = useProject(state.projectId);
  const [compared, setCompared] = useState<DetectionRow[] | null>(null);
  const compareOpened = useOpenedOnce(!!compared);

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
        onCompare={setCompared}
      />
      {compareOpened && (
        <Suspense fallback={null}>
          <CompareDialog
            open={!!compared}
            surface={compared?.[0] ? surfaceOfRow(compared[0]) : null}
            lampIds={compared?.map((r) => r.lampId) ?? []}
            onClose={() => setCompared(null)}
          />
        </Suspense>
      )}
    </Flex>
  );
}
