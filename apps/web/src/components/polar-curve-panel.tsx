import { formatBeam, formatFigureWithUnit, type PhotometrySummaryAnswer } from '@lampsheet/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Flex, Spin, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { useMediaUrl } from '@/lib/media';
import { PolarCurve } from './polar-curve';

/** `GET /api/photometry/{id}`: a photometric file's summary and polar curves. */
export const getPhotometrySummary = (id: number) => api.get<PhotometrySummaryAnswer>(`/photometry/${id}`, undefined, { silent: true });

export const usePhotometrySummary = (id: number | null | undefined) =>
  useQuery({ queryKey: ['photometry', id], queryFn: () => getPhotometrySummary(id!), enabled: !!id, staleTime: 10 * 60_000 });

/** The rows a false-colour picture can come from (a fixture's detection rows). */
export interface PictureRow {
  dataType: string;
  surfaceType?: string | null;
  contestTypeStr?: string | null;
  pseuColor: string | null;
}

/** The engine's false-colour picture of a calculated row: one it drew (`calc/…`) first, else any calculated row's. */
export function calculatedPicture(rows: readonly PictureRow[]): PictureRow | undefined {
  const calculated = rows.filter((r) => r.dataType === '4' && r.pseuColor && (r.surfaceType ?? 'A') === 'A');
  return calculated.find((r) => r.pseuColor!.startsWith('calc/')) ?? calculated[0];
}

/** A fixture's photometry: polar curve, summary figures and the false-colour picture of a calculated row. */
export function PolarCurvePanel({ photometryId, rows = [] }: { photometryId: number | null; rows?: readonly PictureRow[] }) {
  const { t } = useTranslation();
  const media = useMediaUrl();
  const summary = usePhotometrySummary(photometryId);
  const picture = calculatedPicture(rows);
  if (!photometryId) return <Typography.Text type="secondary">{t('photometry.none')}</Typography.Text>;
  if (summary.isError) return <Alert type="warning" showIcon title={t('photometry.loadFailed')} />;
  const s = summary.data;
  if (!s) {
    return (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin />
      </Flex>
    );
  }
  return (
    <Flex gap={20} align="flex-start" wrap data-testid="fixture-photometry">
      <figure style={{ margin: 0, flex: '0 0 auto' }} aria-label={`${t('photometry.polar')} · ${s.fileName}`}>
        <PolarCurve curves={[{ photometryId: s.id }]} size={260} />
      </figure>
      <Descriptions
        size="small"
        column={1}
        style={{ flex: '1 1 220px', minWidth: 220 }}
        items={[
          { key: 'file', label: t('photometry.file'), children: `${s.fileName} (${s.format})` },
          { key: 'lm', label: t('photometry.lumens'), children: formatFigureWithUnit('flux', s.lumens) },
          { key: 'cd', label: t('photometry.maxIntensity'), children: formatFigureWithUnit('intensity', s.maxIntensity) },
          { key: 'beam', label: t('photometry.beamAngle'), children: formatBeam(s.beamAngle, s.beamAngle90) },
          {
            key: 'beamCie',
            label: t('photometry.beamAngleCie'),
            children: (
              <Flex gap={8} align="center" wrap>
                <span style={{ whiteSpace: 'nowrap' }}>{formatBeam(s.beamAngleCie, s.beamAngleCie90)}</span>
                {s.batwing && (
                  <Tooltip title={t('photometry.batwingHint')}>
                    <Tag color="purple" data-testid="photometry-batwing" style={{ marginInlineEnd: 0 }}>
                      {t('photometry.batwing')}
                    </Tag>
                  </Tooltip>
                )}
              </Flex>
            ),
          },
          { key: 'field', label: t('photometry.fieldAngle'), children: formatBeam(s.fieldAngle, s.fieldAngle90) },
          { key: 'eff', label: t('photometry.efficacy'), children: formatFigureWithUnit('efficacy', s.efficacy) },
          { key: 'w', label: t('photometry.inputWatts'), children: formatFigureWithUnit('power', s.inputWatts) },
        ]}
      />
      {picture?.pseuColor && (
        <figure style={{ margin: 0, flex: '0 0 auto' }}>
          <img
            src={media(picture.pseuColor)}
            alt={t('photometry.falseColour')}
            style={{ maxWidth: 260, maxHeight: 240, border: '1px solid #f0f0f0' }}
            data-testid="fixture-false-colour"
          />
          <figcaption style={{ fontSize: 12, color: 'var(--ant-color-text-description)' }}>
            {t('photometry.falseColourOf', { type: picture.contestTypeStr ?? '' })}
          </figcaption>
        </figure>
      )}
    </Flex>
  );
}
