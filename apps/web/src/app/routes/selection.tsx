import { Flex, Result } from 'antd';
import { surfaceOfRow, type DetectionRow } from '@lampsheet/contracts';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useProject } from '@/api/projects';
import { SelectionPanel } from '@/features/selection/components/selection-panel';
import { parseSelectionSearch, serialiseSelectionSearch } from '@/features/selection/utils/search-state';
import { PageHeading } from '@/components/page-heading';
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
    // The page fills the window below the header (its 24 px padding included): the page itself
    // never scrolls, the table's rows do (an office laptop's 1366 × 768 shows a page of rows).
    <Flex vertical gap={8} style={{ height: 'calc(100vh - 104px)', minHeight: 420 }} data-testid="selection-page">
      <PageHeading backTo={paths.projects.getHref()} backLabel={t('selection.back')} title={t('selection.title')} projectName={project.data?.itemName} />
      <SelectionPanel
        projectId={projectId}
        state={state}
        onStateChange={(next) => setSearchParams(serialiseSelectionSearch({ ...next, projectId }))}
        onCompare={setCompared}
        fill
        linkOf={(next) => `${window.location.origin}${paths.selection.path}?${serialiseSelectionSearch({ ...next, projectId })}`}
      />
      {compareOpened && (
        <Suspense fallback={null}>
          <CompareDialog
            open={!!compared}
            surface={compared?.[0] ? surfaceOfRow(compared[0]) : null}
            lampIds={compared?.map((r) => r.lampId) ?? []}
            basis="rows"
            tickedRows={compared ?? []}
            onClose={() => setCompared(null)}
          />
        </Suspense>
      )}
    </Flex>
  );
}
