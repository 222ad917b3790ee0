import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { formatBeam, PHOTOMETRY_DOWNLOAD_FORMATS, measuredBesideCalculated, surfaceOfRow, type DetectionRow, type PhotometryDownloadFormat } from '@lampsheet/contracts';
import { Button, Descriptions, Flex, Modal, Space, Spin, Table, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDeviation, formatRowSurface } from '@/lib/format';
import { useMediaUrl } from '@/lib/media';
import { useScrollRegion } from '@/lib/scroll-region';
import { notifyError } from '@/lib/notify';
import { PolarCurvePanel } from '@/components/polar-curve-panel';
import { downloadFixtureGldf, downloadPhotometry } from '../api/download-photometry';
import { useFixture } from '../api/get-fixture';
import { DataSourceTag } from './data-source-tag';

const FORMAT_LABEL = { ies: ['photometry.downloadIes', 'photometry.downloadIesTitle'], ldt: ['photometry.downloadLdt', 'photometry.downloadLdtTitle'] } as const;

/** IES and LDT buttons: the fixture's photometric file in either format; GLDF: the fixture with it. */
function PhotometryDownloads({ photometryId, lampId }: { photometryId: number; lampId: number }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<PhotometryDownloadFormat | 'gldf' | null>(null);
  const download = (format: PhotometryDownloadFormat | 'gldf') => {
    setBusy(format);
    (format === 'gldf' ? downloadFixtureGldf(lampId) : downloadPhotometry(photometryId, format))
      .catch((err: unknown) => notifyError(err instanceof Error ? err.message : String(err)))
      .finally(() => setBusy(null));
  };
  return (
    <Space size={8} aria-label={t('photometry.download')}>
      {PHOTOMETRY_DOWNLOAD_FORMATS.map((format) => (
        <Tooltip key={format} title={t(FORMAT_LABEL[format][1])}>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            loading={busy === format}
            onClick={() => download(format)}
            aria-label={t(FORMAT_LABEL[format][1])}
          >
            {t(FORMAT_LABEL[format][0])}
          </Button>
        </Tooltip>
      ))}
      <Tooltip title={t('photometry.downloadGldfTitle')}>
        <Button size="small" icon={<DownloadOutlined />} loading={busy === 'gldf'} onClick={() => download('gldf')} aria-label={t('photometry.downloadGldfTitle')}>
          GLDF
        </Button>
      </Tooltip>
    </Space>
  );
}

const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));
const sizesOf = (row: DetectionRow) => formatRowSurface(surfaceOfRow(row).dimensions);

/**
 * Where the fixture has both, each measured row beside the engine's row of the same typical
 * surface and face: the surface each was obtained on and the deviation in %.
 */
function MeasuredBesideCalculated({ rows }: { rows: DetectionRow[] }) {
  const { t } = useTranslation();
  const pairs = measuredBesideCalculated(rows);
  const region = useScrollRegion(t('selection.measuredVsCalculated'));
  if (!pairs.length) return null;
  return (
    <>
      <Typography.Title level={5}>{t('selection.measuredVsCalculated')}</Typography.Title>
      <Table
        ref={region}
        size="small"
        rowKey={(p) => p.measured.id}
        pagination={false}
        scroll={{ y: 220 }}
        data-testid="measured-vs-calculated"
        dataSource={pairs}
        columns={[
          { key: 'type', title: t('selection.applicationType'), render: (_, p) => `${p.measured.contestTypeStr} ${p.measured.surfaceType}` },
          { key: 'dt', title: t('selection.dataType'), render: (_, p) => t(`selection.dataType${p.measured.dataType}`) },
          { key: 'mOn', title: t('selection.measuredOn'), render: (_, p) => sizesOf(p.measured) },
          { key: 'cOn', title: t('selection.calculatedOn'), render: (_, p) => sizesOf(p.calculated) },
          { key: 'ave', title: `${t('selection.lightnessAve')} ${t('selection.measuredSlashCalculated')}`, render: (_, p) => `${dash(p.measured.lightnessAve)} / ${dash(p.calculated.lightnessAve)}` },
          { key: 'aveDev', title: t('selection.deviation'), render: (_, p) => formatDeviation(p.deviation.lightnessAve) },
          { key: 'ev', title: `${t('selection.weightEvenness')} ${t('selection.measuredSlashCalculated')}`, render: (_, p) => `${dash(p.measured.evenness)} / ${dash(p.calculated.evenness)}` },
          { key: 'evDev', title: t('selection.deviation'), render: (_, p) => formatDeviation(p.deviation.evenness) },
        ]}
      />
    </>
  );
}
const unit = (v: number | null, u: string) => (v === null ? '—' : `${v} ${u}`);

/** Opened by clicking the brand name of a row. */
export function FixtureDetailDialog({ lampId, onClose }: { lampId: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const fixture = useFixture(lampId);
  const media = useMediaUrl();
  const f = fixture.data;
  // the scrolling rows are a Tab stop of their own (they hold no control)
  const detectionsRegion = useScrollRegion(t('selection.detections'));

  return (
    <Modal open={!!lampId} title={t('selection.fixtureDetail')} footer={null} onCancel={onClose} width={860} destroyOnHidden>
      {fixture.isPending || !f ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      ) : (
        <>
          <Flex gap={20} align="flex-start" wrap>
            {f.lumImage && (
              <img
                src={media(f.lumImage)}
                alt={t('selection.lumImage')}
                style={{ width: 180, height: 180, objectFit: 'contain', background: '#fafafa', border: '1px solid #f0f0f0' }}
              />
            )}
            <Descriptions
              size="small"
              column={2}
              style={{ flex: 1, minWidth: 360 }}
              title={
                <Flex gap={10} align="center">
                  {f.brandLogo && <img src={media(f.brandLogo)} alt="" style={{ height: 24 }} />}
                  <span>
                    {f.brandName} · {f.model}
                  </span>
                </Flex>
              }
              items={[
                { key: 'type', label: t('selection.lampType'), children: dash(f.lampTypeStr) },
                { key: 'power', label: t('selection.power'), children: f.power === null ? '—' : `${f.power} W` },
                { key: 'voltage', label: t('selection.voltage'), children: dash(f.workVoltage) },
                { key: 'price', label: t('selection.authorizedPrice'), children: dash(f.authorizedPrice) },
                { key: 'size', label: t('selection.dimensions'), children: [f.longNs, f.widthNs, f.heightNs].map(dash).join(' × ') },
                { key: 'beam', label: t('selection.beamAngle'), children: formatBeam(f.beamAngle, f.beamAngle90) },
                { key: 'cct', label: t('selection.colorTemperature'), children: f.colorTemperature === null ? '—' : `${f.colorTemperature} K` },
                { key: 'ip', label: t('selection.protectLevel'), children: dash(f.protectLevel) },
                { key: 'flux', label: t('selection.luminousFlux'), children: unit(f.luminousFlux, 'lm') },
                { key: 'efficacy', label: t('selection.efficacy'), children: unit(f.efficacy, 'lm/W') },
                { key: 'cri', label: t('selection.cri'), children: dash(f.cri) },
                { key: 'ik', label: t('selection.ikRating'), children: dash(f.ikRating) },
                { key: 'life', label: t('selection.ratedLife'), children: unit(f.ratedLifeHours, 'h') },
                { key: 'weight', label: t('selection.weight'), children: unit(f.weightKg, 'kg') },
                { key: 'driver', label: t('selection.driver'), children: dash(f.driver) },
                { key: 'dimming', label: t('selection.dimming'), children: dash(f.dimming) },
              ]}
            />
          </Flex>
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Typography.Title level={5}>{t('photometry.title')}</Typography.Title>
            {f.photometryId !== null && <PhotometryDownloads photometryId={f.photometryId} lampId={f.lampId} />}
          </Flex>
          <PolarCurvePanel photometryId={f.photometryId} rows={f.detections} />
          <Typography.Title level={5}>{t('selection.detections')}</Typography.Title>
          <Table
            ref={detectionsRegion}
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ y: 260 }}
            dataSource={f.detections}
            columns={[
              { key: 'type', title: t('selection.applicationType'), dataIndex: 'contestTypeStr' },
              { key: 'dt', title: t('selection.dataType'), dataIndex: 'dataType', render: (v: string) => t(`selection.dataType${v as '1'}`) },
              { key: 'source', title: t('selection.source'), render: (_, r) => <DataSourceTag row={r} /> },
              { key: 'face', title: 'A/B', dataIndex: 'surfaceType', width: 60 },
              { key: 'ave', title: t('selection.lightnessAve'), dataIndex: 'lightnessAve', render: dash },
              { key: 'max', title: t('selection.lightnessMax'), dataIndex: 'lightnessMax', render: dash },
              { key: 'ev', title: t('selection.weightEvenness'), dataIndex: 'evenness', render: dash },
            ]}
          />
          <MeasuredBesideCalculated rows={f.detections} />
        </>
      )}
    </Modal>
  );
}
