import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { ALL_ON, COMPARE_MAX, contestTypeById, deviationPercent, formatBeam, formatFigure, formatFigureWithUnit, isMeasured, ROW_FIGURE_KINDS, surfaceOfRow, type DetectionRow, type FigureKind, type RankFace, type RankRequest, type RankRow, type RankTarget } from '@lampsheet/contracts';
import { Alert, Button, Flex, Modal, Spin, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyUnlessLoading } from '@/components/empty-unless-loading';
import { useLayoutWords } from '@/components/fixture-layout';
import { PolarCurve } from '@/components/polar-curve';
import { FACE_PICTURE_MIN_WIDTH } from '@/lib/face-picture';
import { formatDeviation, formatRowSurface } from '@/lib/format';
import { usePrintFit } from '@/lib/print-fit';
import { useRank, useRankPictures } from '../api/rank';
import { bestOf, type Better, type OwnLayout } from '../utils/rank';
import { TargetVerdicts } from './target-verdicts';
import './compare-print.css';

/** The fixtures' colours in the polar overlays and the table headings. */
export const COMPARE_COLOURS = ['#c2410c', '#1864ab', '#2b8a3e'] as const;
/** Width of the dialog (fits an A4 landscape page when printed). */
export const COMPARE_DIALOG_WIDTH = 1080;
/** Long side of a compared false-colour map as drawn by the server (px). */
export const COMPARE_MAP_SIZE = 240;
/** Width of each compared false-colour map on the screen and the printed page (px; at least 240 to be read, issue 25). */
export const COMPARE_MAP_WIDTH = FACE_PICTURE_MIN_WIDTH;
/** Side of a polar chart (px). */
const POLAR_SIZE = 250;

/** The surface the fixtures are compared on, and the layout the designer set (the rest the type's): as for `/photometry/rank`. */
export type CompareSurface = Pick<RankRequest, 'contestTypeId' | 'dimensions' | 'albedo' | 'count' | 'layout'>;

export interface CompareDialogProps {
  open: boolean;
  surface: CompareSurface | null;
  /** Up to three fixtures, in the order chosen. */
  lampIds: number[];
  /** Fixtures computed each in its own layout (fitted rank rows, `fittedLayouts`) instead of the surface's. */
  layouts?: readonly OwnLayout[];
  targets?: RankTarget[];
  /** Whose surface the fixtures are computed on: the ticked selection rows' typical surface, or the record's (the editor). */
  basis: 'rows' | 'record';
  /** The rows the fixtures were ticked from: a measured one is shown beside the engine's figures, with its surface and the deviation. */
  tickedRows?: readonly DetectionRow[];
  onClose: () => void;
}

/** Whether a measured row's surface is the one the fixtures are computed on: type, every size (D included) and reflectance. */
function sameSurface(row: ReturnType<typeof surfaceOfRow>, surface: CompareSurface): boolean {
  const sizes = (d: Record<string, number | null | undefined> | undefined) => JSON.stringify(Object.entries(d ?? {}).filter(([, v]) => typeof v === 'number').sort(([a], [b]) => a.localeCompare(b)));
  return row.contestTypeId === surface.contestTypeId && sizes(row.dimensions) === sizes(surface.dimensions) && (row.albedo ?? null) === (surface.albedo ?? null);
}

type FaceKey = 'lightnessAve' | 'lightness' | 'lightnessMax' | 'evenness' | 'anbanHeight' | 'illuminanceAve' | 'illuminanceMin' | 'illuminanceMax';

/** A figure as the table shows it, read back as a number (its display rounding, grouping and minus sign undone); null for none. */
function shownValue(kind: FigureKind, v: number | null | undefined): number | null {
  const n = Number(formatFigure(kind, v).replace(/[,\s%]/gu, '').replace('\u2212', '-'));
  return v === null || v === undefined || !Number.isFinite(n) ? null : n;
}

/** One line of the figures table: a label, the values per fixture, which is best, and how they are written. */
interface FigureLine {
  key: string;
  label: string;
  values: Array<number | null | undefined>;
  /** Which value is best; 'none' for a line that is no merit (spacing, tilt). */
  better: Better | 'none';
  kind: FigureKind;
  /** The best, when not the best value: the score's is the row its ranking puts first. */
  best?: number[];
}

/**
 * Compare up to three fixtures on one surface: polar curves overlaid per plane, the false-colour
 * maps of the surface side by side on one scale, and the figures with the best of each line
 * marked. The browser's print gives a clean A4 landscape page.
 */
export function CompareDialog({ open, surface, lampIds, layouts, targets = [], basis, tickedRows = [], onClose }: CompareDialogProps) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language.startsWith('zh');
  const ids = lampIds.slice(0, COMPARE_MAX);
  const request: RankRequest | undefined =
    open && surface && ids.length ? { ...surface, ...(layouts?.length ? { layouts: [...layouts] } : {}), targets, filters: { lampIds: ids }, limit: COMPARE_MAX } : undefined;
  const rank = useRank(request);
  const fresh = rank.data && !rank.isPlaceholderData ? rank.data : undefined;
  // in the order chosen, not the ranking's
  const rows = fresh ? ids.map((id) => fresh.rows.find((r) => r.lampId === id)).filter((r): r is RankRow => !!r) : [];
  const missing = fresh ? ids.length - rows.length : 0;
  const pictures = useRankPictures(
    surface && rows.length
      ? {
          ...surface,
          photometryIds: [...new Set(rows.map((r) => r.photometryId))],
          // each picture in the layout its row was computed in
          ...(layouts?.length ? { layouts: rows.map((r) => ({ photometryId: r.photometryId, layout: r.layout })) } : {}),
          size: COMPARE_MAP_SIZE,
        }
      : undefined,
  );
  // Until the figures of these fixtures are in, nothing on screen is their answer (the pictures follow the figures).
  const figuresLoading = !fresh && !rank.isError;
  const type = surface ? contestTypeById(surface.contestTypeId) : undefined;
  const faceTypes = rows[0]?.faces.map((f) => f.faceType) ?? [];
  const faceName = (f: string) => (f === 'single' ? '' : `${f} `);
  const name = (r: RankRow) => `${r.brandName} ${r.model}`;
  const layoutWords = useLayoutWords();
  // printed, the body stays on one A4 landscape page whatever the surface's shape and the lines
  const body = useRef<HTMLDivElement>(null);
  usePrintFit(body, [fresh, pictures.data, open]);
  /** Illuminance lines only where the engine gives it (surfaces seen by reflection). */
  const lit = rows.some((r) => r.faces.some((f) => f.illuminanceAve !== null));

  const band = (face: string): Better => {
    const target = targets.find((x) => (face === 'single' ? x.faceType === 'single' : x.faceType === face));
    const min = target?.brightnessAvgMin ?? null;
    const max = target?.brightnessAvgMax ?? null;
    return min === null && max === null ? 'high' : { min, max };
  };
  const faceLine = (face: string, key: FaceKey, label: string, better: Better): FigureLine => ({
    key: `${face}-${key}`,
    label: `${faceName(face)}${label}`,
    values: rows.map((r) => r.faces.find((f: RankFace) => f.faceType === face)?.[key]),
    better,
    kind: ROW_FIGURE_KINDS[key] ?? 'illuminance',
  });
  const lines: FigureLine[] = [
    { key: 'power', label: t('compare.power'), values: rows.map((r) => r.power), better: 'low', kind: 'power' },
    { key: 'price', label: t('compare.price'), values: rows.map((r) => r.authorizedPrice), better: 'low', kind: 'price' },
    ...faceTypes.flatMap((face) => [
      faceLine(face, 'lightnessAve', t('compare.lavg'), band(face)),
      faceLine(face, 'lightness', t('compare.lmin'), 'high'),
      faceLine(face, 'lightnessMax', t('compare.lmax'), 'low'),
      faceLine(face, 'evenness', t('compare.u0'), 'high'),
      faceLine(face, 'anbanHeight', t('compare.darkBand'), 'low'),
      ...(lit
        ? [
            faceLine(face, 'illuminanceAve', t('layout.illuminanceAve'), 'high'),
            faceLine(face, 'illuminanceMin', t('layout.illuminanceMin'), 'high'),
            faceLine(face, 'illuminanceMax', t('layout.illuminanceMax'), 'low'),
          ]
        : []),
    ]),
    // The layout each fixture was computed in, and what it costs and spills.
    { key: 'count', label: t('layout.count'), values: rows.map((r) => r.layout.count), better: 'low', kind: 'count' },
    { key: 'spacing', label: t('layout.spacingHeader'), values: rows.map((r) => r.layout.spacing), better: 'none', kind: 'metres' },
    { key: 'tilt', label: t('layout.tiltHeader'), values: rows.map((r) => r.layout.tilt), better: 'none', kind: 'angle' },
    { key: 'installedPower', label: t('layout.installedPower'), values: rows.map((r) => r.installedPower), better: 'low', kind: 'power' },
    { key: 'powerDensity', label: t('layout.powerDensity'), values: rows.map((r) => r.powerDensity), better: 'low', kind: 'powerDensity' },
    { key: 'utilisation', label: t('layout.utilisation'), values: rows.map((r) => (r.utilisation === null ? null : r.utilisation * 100)), better: 'high', kind: 'percent' },
    { key: 'spill', label: t('layout.spill'), values: rows.map((r) => (r.spill === null ? null : r.spill * 100)), better: 'low', kind: 'percent' },
    { key: 'upwardSpill', label: t('layout.upwardSpill'), values: rows.map((r) => (r.upwardSpill === null ? null : r.upwardSpill * 100)), better: 'low', kind: 'percent' },
    // The best score is the fixture the ranking puts first (one that meets every target above one that misses:
    // docs/DOMAIN.md "Ranking"), not the highest number; the answer's rows come in that order.
    { key: 'score', label: t('compare.score'), values: rows.map((r) => r.score), better: 'high', kind: 'score', best: rows.length > 1 ? [rows.findIndex((r) => r.lampId === fresh?.rows[0]?.lampId)].filter((i) => i >= 0) : [] },
  ];
  // Measured is not calculated: each fixture's ticked measured row, on its own surface, beside the engine's figure above.
  const measured = rows.map((r) => tickedRows.find((x) => x.lampId === r.lampId && isMeasured(x)));
  const calculatedFace = (r: RankRow, row: DetectionRow) => r.faces.find((f) => f.faceType === row.surfaceType) ?? r.faces.find((f) => f.faceType === 'single');
  // A deviation only where the engine computed what was measured: the same surface (sizes, wall distance, reflectance), all lit.
  const noDeviation = (m: DetectionRow): string | null =>
    m.rgbwa !== ALL_ON ? t('compare.channelRow') : !surface || !sameSurface(surfaceOfRow(m), surface) ? t('compare.otherSurface') : null;
  const measuredLine = (key: 'lightnessAve' | 'evenness') =>
    rows.map((r, i) => {
      const m = measured[i];
      if (!m || m[key] === null) return '—';
      return `${formatFigure(ROW_FIGURE_KINDS[key]!, m[key])} (${noDeviation(m) ?? formatDeviation(deviationPercent(m[key], calculatedFace(r, m)?.[key] ?? null))})`;
    });
  // The power drawn in the measurement beside the catalogue's rated power, which the rows above count (docs/DOMAIN.md).
  const measuredPower = rows.map((r, i) => {
    const m = measured[i];
    if (!m || m.power === null) return '—';
    return `${formatFigure('power', m.power)} (${formatDeviation(deviationPercent(m.power, r.power))})`;
  });
  // The fixtures on one plane, each in its colour and dash (the engine draws them with their cones and the peak);
  // the legend names each by its number, as the table's headings in the same colour do, so the angles fit beside it.
  const polar = rows.map((r, i) => ({ photometryId: r.photometryId, colour: COMPARE_COLOURS[i]!, ...(i ? { dash: i === 1 ? '6 3' : '2 2' } : {}), label: `${i + 1}.` }));
  const sizes = surface
    ? [
        ...Object.entries(surface.dimensions ?? {})
          .filter(([, v]) => typeof v === 'number')
          .map(([k, v]) => `${k} ${formatFigureWithUnit('metres', v as number)}`),
        ...(surface.albedo != null ? [t('compare.albedo', { value: surface.albedo })] : []),
      ].join(' · ')
    : '';

  return (
    <Modal
      open={open}
      width={COMPARE_DIALOG_WIDTH}
      title={t('compare.title')}
      onCancel={onClose}
      rootClassName="compare-print-root"
      footer={
        <Flex justify="flex-end" gap={8} className="compare-no-print">
          <Button icon={<PrinterOutlined />} onClick={() => window.print()} disabled={!rows.length} data-testid="compare-print">
            {t('compare.print')}
          </Button>
          <Button type="primary" onClick={onClose}>
            {t('compare.close')}
          </Button>
        </Flex>
      }
      data-testid="compare-dialog"
    >
      <div className="compare-print" ref={body} data-testid="compare-body" aria-busy={figuresLoading || pictures.isFetching}>
        <Typography.Title level={5} style={{ marginTop: 0 }} className="compare-print-only">
          {t('compare.title')}
        </Typography.Title>
        <Typography.Text type="secondary" data-testid="compare-surface">
          {t(basis === 'rows' ? 'compare.basisRows' : 'compare.basisRecord')}{' '}
          {t('compare.surface', { type: type ? (zh ? type.nameZh : type.nameEn) : '', sizes: sizes || t('compare.defaultSizes') })}
        </Typography.Text>
        {rank.isError && <Alert type="error" showIcon style={{ marginTop: 8 }} title={rank.error.message} />}
        {missing > 0 && <Alert type="info" showIcon style={{ marginTop: 8 }} title={t('compare.noFile', { count: missing })} data-testid="compare-missing" />}
        <EmptyUnlessLoading loading={figuresLoading}>
          {rows.length > 0 && (
            <>
              <Flex gap={12} wrap style={{ marginTop: 12 }} className="compare-row">
                <figure style={{ margin: 0 }}>
                  <PolarCurve curves={polar} plane="c0c180" size={POLAR_SIZE} />
                  <figcaption className="compare-caption">{t('compare.polarC0')}</figcaption>
                </figure>
                <figure style={{ margin: 0 }}>
                  <PolarCurve curves={polar} plane="c90c270" size={POLAR_SIZE} />
                  <figcaption className="compare-caption">{t('compare.polarC90')}</figcaption>
                </figure>
                <Flex vertical gap={6} style={{ flex: `1 1 ${COMPARE_MAP_WIDTH}px`, minWidth: COMPARE_MAP_WIDTH }}>
                  <Typography.Text strong>{t('compare.maps', { max: pictures.data?.scaleMax ?? '…' })}</Typography.Text>
                  <Flex gap={10} wrap data-testid="compare-maps">
                    {rows.map((r, i) => (
                      <figure key={r.lampId} style={{ margin: 0 }}>
                        <Flex gap={4}>
                          {(pictures.data?.pictures.find((p) => p.photometryId === r.photometryId)?.faces ?? []).map((f) => (
                            <img key={f.faceType} src={f.falseColour} alt={`${name(r)} ${faceName(f.faceType)}`} data-print-fit="map" width={COMPARE_MAP_WIDTH} style={{ width: COMPARE_MAP_WIDTH, height: 'auto' }} />
                          ))}
                        </Flex>
                        <figcaption className="compare-caption" style={{ color: COMPARE_COLOURS[i] }}>
                          {i + 1}. {name(r)}
                        </figcaption>
                      </figure>
                    ))}
                    {pictures.isFetching && <Spin size="small" />}
                  </Flex>
                </Flex>
              </Flex>
              <table className="compare-table" data-testid="compare-table" data-print-fit="table">
                <thead>
                  <tr>
                    <th />
                    {rows.map((r, i) => (
                      <th key={r.lampId} style={{ color: COMPARE_COLOURS[i] }}>
                        {i + 1}. {r.brandName}
                        <div className="compare-model">{r.model}</div>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  <tr data-line="layout">
                    <th scope="row">{t('layout.layout')}</th>
                    {rows.map((r) => (
                      <td key={r.lampId} className="compare-layout">
                        {layoutWords(r.layout)}
                      </td>
                    ))}
                  </tr>
                  <tr data-line="beam">
                    <th scope="row">{t('compare.beam')}</th>
                    {rows.map((r) => (
                      <td key={r.lampId}>{formatBeam(r.beamAngle, r.beamAngle90)}</td>
                    ))}
                  </tr>
                  {lines.map((line) => {
                    // judged on the figures as shown: two that read alike (73 % and 73 %) are both best
                    const best = line.best ?? (line.better === 'none' ? [] : bestOf(line.values.map((v) => shownValue(line.kind, v)), line.better));
                    return (
                      <tr key={line.key} data-line={line.key}>
                        <th scope="row">{line.label}</th>
                        {line.values.map((v, i) => (
                          <td key={i} className={best.includes(i) ? 'compare-best' : undefined} data-best={best.includes(i) || undefined}>
                            {formatFigure(line.kind, v)}
                            {best.includes(i) && <span aria-label={t('compare.best')}> ★</span>}
                          </td>
                        ))}
                      </tr>
                    );
                  })}
                  {measured.some(Boolean) && (
                    <>
                      <tr data-line="measured-on">
                        <th scope="row">{t('compare.measuredOn')}</th>
                        {measured.map((m, i) => (
                          <td key={i}>{m ? `${t(`selection.dataType${m.dataType}`)} · ${formatRowSurface(surfaceOfRow(m).dimensions)}` : '—'}</td>
                        ))}
                      </tr>
                      <tr data-line="measured-lavg">
                        <th scope="row">{t('compare.measuredLavg')}</th>
                        {measuredLine('lightnessAve').map((v, i) => (
                          <td key={i}>{v}</td>
                        ))}
                      </tr>
                      <tr data-line="measured-u0">
                        <th scope="row">{t('compare.measuredU0')}</th>
                        {measuredLine('evenness').map((v, i) => (
                          <td key={i}>{v}</td>
                        ))}
                      </tr>
                      <tr data-line="measured-power">
                        <th scope="row">{t('compare.measuredPower')}</th>
                        {measuredPower.map((v, i) => (
                          <td key={i}>{v}</td>
                        ))}
                      </tr>
                    </>
                  )}
                  <tr data-line="meets">
                    <th scope="row">{t('compare.targets')}</th>
                    {rows.map((r) => (
                      // No target set is neither a pass nor a fail: grey, never the green of "meets".
                      <td key={r.lampId} className={r.verdicts.length === 0 ? 'compare-no-targets' : r.meets ? 'compare-meets' : 'compare-misses'} data-meets={r.verdicts.length === 0 ? undefined : r.meets}>
                        <div>{r.verdicts.length === 0 ? t('compare.noTargets') : r.meets ? t('compare.meetsAll') : t('compare.missesSome')}</div>
                        <TargetVerdicts verdicts={r.verdicts} detailed />
                      </td>
                    ))}
                  </tr>
                </tbody>
              </table>
              <Typography.Text type="secondary" className="compare-note" style={{ fontSize: 12 }}>
                {t('compare.bestNote')}
              </Typography.Text>
            </>
          )}
        </EmptyUnlessLoading>
      </div>
    </Modal>
  );
}
