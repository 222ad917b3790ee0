import InboxOutlined from '@ant-design/icons/InboxOutlined';
import type { GldfImportAnswer } from '@lampsheet/contracts';
import { Alert, Button, Flex, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportGldf } from '../api/import-gldf';
import { ImportProgress } from './import-progress';

const number = (v: number | null) => (v === null ? '—' : v.toLocaleString('en-US', { maximumFractionDigits: 1 }));

/** Upload a `.gldf` container: the fixtures it made and their calculation, or why it was refused. */
export function GldfImport() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [made, setMade] = useState<{ file: string; answer: GldfImportAnswer } | null>(null);
  const start = useImportGldf();

  const submit = () => {
    if (!file) return;
    setMade(null);
    start.mutate(file, { onSuccess: (answer) => setMade({ file: file.name, answer }) });
  };

  return (
    <Flex vertical gap={12} style={{ maxWidth: 880 }} data-testid="gldf-import">
      <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
        {t('adminImport.gldf.title')}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>{t('adminImport.gldf.intro')}</Typography.Paragraph>
      <Upload.Dragger
        accept=".gldf"
        maxCount={1}
        beforeUpload={(f) => {
          setFile(f);
          return false;
        }}
        onRemove={() => setFile(null)}
        fileList={file ? [{ uid: 'gldf', name: file.name, status: 'done' }] : []}
        data-testid="gldf-file"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('adminImport.gldf.hint')}</p>
      </Upload.Dragger>
      <Flex>
        <Button type="primary" onClick={submit} disabled={!file} loading={start.isPending} data-testid="gldf-start">
          {t('adminImport.gldf.start')}
        </Button>
      </Flex>
      {start.isError && <Alert type="error" showIcon title={t('adminImport.refused', { message: start.error.message })} data-testid="gldf-refused" />}
      {made && (
        <>
          <Alert
            type="success"
            showIcon
            title={t('adminImport.gldf.made', { count: made.answer.lamps.length, file: made.file, version: made.answer.formatVersion })}
            data-testid="gldf-made"
          />
          <Table
            size="small"
            rowKey="lampId"
            pagination={false}
            dataSource={made.answer.lamps}
            data-testid="gldf-lamps"
            columns={[
              { key: 'brand', title: t('adminImport.gldf.brand'), dataIndex: 'brandName' },
              { key: 'model', title: t('adminImport.gldf.model'), dataIndex: 'model' },
              { key: 'flux', title: t('adminImport.gldf.flux'), dataIndex: 'flux', align: 'right', render: number },
              { key: 'power', title: t('adminImport.gldf.power'), dataIndex: 'power', align: 'right', render: number },
            ]}
          />
          <ImportProgress jobId={made.answer.jobId} />
        </>
      )}
    </Flex>
  );
}
