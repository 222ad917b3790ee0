import InboxOutlined from '@ant-design/icons/InboxOutlined';
import type { ImportRowError } from '@lampsheet/contracts';
import { Alert, Button, Flex, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportJob } from '../api/get-import-job';
import { useStartImport } from '../api/start-import';
import { ImportProgress } from './import-progress';

/** Upload a fixture spreadsheet with its photometric files; shows the row errors or the calculation's progress. */
export function FixtureImport() {
  const { t } = useTranslation();
  const [spreadsheet, setSpreadsheet] = useState<File | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [refusal, setRefusal] = useState<{ message: string; errors: ImportRowError[] } | null>(null);
  const [jobId, setJobId] = useState<string>();
  const start = useStartImport();
  const job = useImportJob(jobId);
  const j = job.data;

  const submit = () => {
    if (!spreadsheet) return;
    setRefusal(null);
    setJobId(undefined);
    start.mutate(
      { spreadsheet, files },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'refused') setRefusal({ message: outcome.message, errors: outcome.errors });
          else setJobId(outcome.job.jobId);
        },
      },
    );
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Typography.Paragraph style={{ margin: 0 }}>
        {t('adminImport.intro')}
        <br />
        <Typography.Text type="secondary">{t('adminImport.columns')}</Typography.Text>
      </Typography.Paragraph>
      <Flex gap={16} wrap>
        <div style={{ flex: '1 1 320px' }}>
          <Typography.Text strong>{t('adminImport.spreadsheet')}</Typography.Text>
          <Upload.Dragger
            accept=".xlsx,.csv"
            maxCount={1}
            beforeUpload={(file) => {
              setSpreadsheet(file);
              return false;
            }}
            onRemove={() => setSpreadsheet(null)}
            fileList={spreadsheet ? [{ uid: 'sheet', name: spreadsheet.name, status: 'done' }] : []}
            data-testid="import-spreadsheet"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('adminImport.spreadsheetHint')}</p>
          </Upload.Dragger>
        </div>
        <div style={{ flex: '1 1 320px' }}>
          <Typography.Text strong>{t('adminImport.files')}</Typography.Text>
          <Upload.Dragger
            accept=".ies,.ldt"
            multiple
            showUploadList={false}
            beforeUpload={(file) => {
              setFiles((prev) => [...prev.filter((f) => f.name !== file.name), file]);
              return false;
            }}
            data-testid="import-files"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('adminImport.filesHint')}</p>
            <p className="ant-upload-hint" data-testid="import-files-count">
              {t('adminImport.filesCount', { count: files.length })}
            </p>
          </Upload.Dragger>
        </div>
      </Flex>
      <Flex gap={12} align="center">
        <Button type="primary" onClick={submit} disabled={!spreadsheet || (j?.status === 'running')} loading={start.isPending} data-testid="import-start">
          {t('adminImport.start')}
        </Button>
        {!spreadsheet && <Typography.Text type="secondary">{t('adminImport.needSpreadsheet')}</Typography.Text>}
      </Flex>

      {refusal && (
        <>
          <Alert type="error" showIcon title={t('adminImport.refused', { message: refusal.message })} data-testid="import-refused" />
          <Table
            size="small"
            rowKey={(e) => `${e.row}:${e.column}:${e.message}`}
            pagination={false}
            dataSource={refusal.errors}
            data-testid="import-errors"
            columns={[
              { key: 'row', title: t('adminImport.row'), dataIndex: 'row', width: 70 },
              { key: 'column', title: t('adminImport.column'), dataIndex: 'column', width: 150 },
              { key: 'message', title: t('adminImport.problem'), dataIndex: 'message' },
            ]}
          />
        </>
      )}

      <ImportProgress jobId={jobId} />
    </Flex>
  );
}
