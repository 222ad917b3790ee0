import { Alert, Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useImportJob } from '../api/get-import-job';

/** The calculation of an import's fixtures, polled until it is done or failed. */
export function ImportProgress({ jobId }: { jobId: string | undefined }) {
  const { t } = useTranslation();
  const j = useImportJob(jobId).data;
  if (!j) return null;
  const percent = j.total ? Math.floor((j.done / j.total) * 100) : j.status === 'done' ? 100 : 0;
  return (
    <Flex vertical gap={6} data-testid="import-progress">
      <Typography.Text>{t('adminImport.progress')}</Typography.Text>
      <Progress percent={percent} status={j.status === 'failed' ? 'exception' : j.status === 'done' ? 'success' : 'active'} />
      <Typography.Text type="secondary" data-testid="import-progress-detail">
        {t('adminImport.progressDetail', { done: j.done, total: j.total })}
      </Typography.Text>
      {j.status === 'done' && <Alert type="success" showIcon title={t('adminImport.done', { imported: j.imported, rows: j.rows })} data-testid="import-done" />}
      {j.status === 'failed' && <Alert type="error" showIcon title={t('adminImport.failed', { message: j.message ?? '' })} />}
    </Flex>
  );
}
