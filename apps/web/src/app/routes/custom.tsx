import { Result } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { passThroughOf, paths } from '@/config/paths';
import { Editor } from '@/features/editor/components/editor';
import { PageSpinner } from '@/components/page-spinner';

// The selection panel (effect lamp drawer) and the rank tab (rank panel, compare dialog) are
// chunks of their own, fetched when first shown: opening the editor loads the editor only.
// e2e/tests/route-chunks.spec.ts guards the split.
const EffectSelection = lazy(() => import('./custom-effect-selection').then((m) => ({ default: m.EffectSelection })));
const RankTab = lazy(() => import('./custom-rank').then((m) => ({ default: m.RankTab })));

/**
 * `/custom?id&cid&pid&gd&dio&jduhh&jduhhs`: the lamp parameter editor. The page composes the
 * selection panel into the editor's effect lamp drawer and "Rank on this surface" beside the
 * lamp library (features stay islands).
 */
export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const projectId = Number(searchParams.get('id') ?? searchParams.get('pid')) || 0;
  const cid = Number(searchParams.get('cid')) || undefined;
  const passThrough = useMemo(() => passThroughOf(searchParams), [searchParams]);

  if (!projectId) {
    return <Result status="404" title={t('app.notFound')} extra={<Link to={paths.projects.getHref()}>{t('app.backHome')}</Link>} />;
  }
  return (
    <Editor
      key={`${projectId}:${cid ?? 'new'}`}
      projectId={projectId}
      cid={cid}
      query={searchParams}
      passThrough={passThrough}
      renderEffectSelection={(ctx) => (
        <Suspense fallback={<PageSpinner />}>
          <EffectSelection {...ctx} />
        </Suspense>
      )}
      renderRank={(ctx) => (
        <Suspense fallback={<PageSpinner />}>
          <RankTab {...ctx} />
        </Suspense>
      )}
    />
  );
}
