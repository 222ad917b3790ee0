import { Result } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { passThroughOf, paths } from '@/config/paths';
import { useProject } from '@/api/projects';
import { LampparamList } from '@/features/lampparams/components/lampparam-list';
import { PageHeading } from '@/components/page-heading';

/** `/parameterLampList?id=<projectId>&gd&dio&jduhh&jduhhs`: the project's lamp parameters. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const projectId = Number(searchParams.get('id')) || 0;
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const passThrough = useMemo(() => passThroughOf(searchParams), [searchParams]);
  const project = useProject(projectId);

  useEffect(() => {
    document.title = `${t('lampparamList.title')} · ${t('app.name')}`;
  }, [t]);

  if (!projectId) {
    return <Result status="404" title={t('app.notFound')} extra={<Link to={paths.projects.getHref()}>{t('app.backHome')}</Link>} />;
  }

  return (
    <div style={{ maxWidth: 1440, marginInline: 'auto' }}>
      <div style={{ marginBottom: 16 }}>
        <PageHeading backTo={paths.projects.getHref()} backLabel={t('lampparamList.back')} title={t('lampparamList.title')} projectName={project.data?.itemName} />
      </div>
      <LampparamList
        projectId={projectId}
        page={page}
        passThrough={passThrough}
        onPageChange={(next) => {
          const params = new URLSearchParams(searchParams);
          if (next > 1) params.set('page', String(next));
          else params.delete('page');
          setSearchParams(params);
        }}
      />
    </div>
  );
}
