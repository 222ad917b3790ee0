import FileExcelOutlined from '@ant-design/icons/FileExcelOutlined';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import { Alert, Button, Flex, Progress, Space, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadProgress } from '@/lib/api-client';
import { formatBytes } from '@/lib/format';
import { downloadSchedule, type ScheduleFormat } from '../api/download-schedule';
import { saveFile } from '@/lib/save-file';

const LABEL_KEY = { xlsx: 'lampparamList.scheduleXlsx', pdf: 'lampparamList.schedulePdf' } as const;

/** The buttons that download the project's luminaire schedule (XLSX or one PDF). */
export function ScheduleButtons({ running, onStart }: { running: ScheduleFormat | null; onStart: (format: ScheduleFormat) => void }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('lampparamList.scheduleHint')}>
      <Space.Compact>
        <Button icon={<FileExcelOutlined />} loading={running === 'xlsx'} disabled={running !== null} onClick={() => onStart('xlsx')} data-testid="schedule-xlsx">
          {t(LABEL_KEY.xlsx)}
        </Button>
        <Button icon={<FilePdfOutlined />} loading={running === 'pdf'} disabled={running !== null} onClick={() => onStart('pdf')} data-testid="schedule-pdf">
          {t(LABEL_KEY.pdf)}
        </Button>
      </Space.Compact>
    </Tooltip>
  );
}

interface Outcome {
  type: 'success' | 'error';
  text: string;
}

/**
 * The state of a schedule download: which one runs, how far it is, and how the last one ended.
 * The body is read as it streams in; a size the server announced gives a percentage, otherwise
 * (the PDF is sent while it is written) the bytes received so far.
 */
export function useScheduleDownload(projectId: number) {
  const { t, i18n } = useTranslation();
  const [running, setRunning] = useState<ScheduleFormat | null>(null);
  const [progress, setProgress] = useState<DownloadProgress>({ received: 0, total: null });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async (format: ScheduleFormat) => {
    const controller = new AbortController();
    abort.current = controller;
    const label = t(LABEL_KEY[format]);
    setRunning(format);
    setProgress({ received: 0, total: null });
    setOutcome(null);
    try {
      const file = await downloadSchedule(projectId, format, { signal: controller.signal, onProgress: setProgress });
      saveFile(file.blob, file.fileName ?? `schedule-${projectId}.${format}`);
      setOutcome({ type: 'success', text: t('lampparamList.downloaded', { file: file.fileName ?? label, size: formatBytes(file.blob.size, i18n.language) }) });
    } catch (error) {
      if (!controller.signal.aborted) {
        setOutcome({ type: 'error', text: t('lampparamList.downloadFailed', { file: label, message: error instanceof Error ? error.message : String(error) }) });
      }
    } finally {
      if (abort.current === controller) abort.current = null;
      setRunning(null);
    }
  };
  const cancel = () => abort.current?.abort();
  return { running, progress, outcome, start, cancel, dismiss: () => setOutcome(null) };
}

/** The progress of a running download and the message of the last one, shown in the page. */
export function ScheduleDownloadStatus({ download }: { download: ReturnType<typeof useScheduleDownload> }) {
  const { t, i18n } = useTranslation();
  const { running, progress, outcome } = download;
  if (!running && !outcome) return null;
  if (running) {
    const percent = progress.total ? Math.min(100, Math.floor((progress.received / progress.total) * 100)) : null;
    return (
      <Flex vertical gap={4} data-testid="schedule-progress" role="status" aria-live="polite">
        <Flex justify="space-between" align="center" gap={12}>
          <Typography.Text>{t('lampparamList.downloading', { file: t(LABEL_KEY[running]) })}</Typography.Text>
          <Space size={12}>
            <Typography.Text type="secondary" data-testid="schedule-received">
              {t('lampparamList.received', { size: formatBytes(progress.received, i18n.language) })}
            </Typography.Text>
            <Button size="small" onClick={download.cancel} data-testid="schedule-cancel">
              {t('lampparamList.cancelDownload')}
            </Button>
          </Space>
        </Flex>
        {/* Without a size from the server the bar runs full and moving: it cannot know the end. */}
        <Progress percent={percent ?? 100} status="active" showInfo={percent !== null} size="small" />
      </Flex>
    );
  }
  return <Alert type={outcome!.type} title={outcome!.text} showIcon closable={{ onClose: download.dismiss }} data-testid="schedule-message" />;
}
