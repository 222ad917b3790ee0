import { Result } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { passThroughOf, paths } from '@/config/paths';
import { Editor } from '@/features/editor/components/editor';
import { EffectSelection } from './custom-effect-selection';
import { RankTab } from './custom-rank';

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
      renderEffectSelection={(ctx) => <EffectSelection {...ctx} />}
      renderRank={(ctx) => <RankTab {...ctx} />}
    />
  );
}
