import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { ALL_ON, COMPARE_MAX, contestTypeById, deviationPercent, formatBeam, formatFigure, formatFigureWithUnit, isMeasured, ROW_FIGURE_KINDS, surfaceOfRow, type DetectionRow, type FigureKind, type RankFace, type RankRequest, type RankRow, type RankTarget } from '@lampsheet/contracts';
import { Alert, Button, Flex, Modal, Spin, Typography } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyUnlessLoading } from '@/components/empty-unless-loading';
import { useLayoutWords } from '@/components/fixture-layout';
import { PolarCurve } from '@/components/polar-curve';
import { FACE_PICTURE_MIN_WIDTH } from '@/lib/face-picture';
import { formatDeviation, formatRowSurface } from '@/lib/format';
import { usePrintFit } from '@/lib/print-fit';
import { useRanks, useRankPicturesOnOneScale } from '../api/rank';
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
  /**
   * The rows the fixtures were ticked from (basis 'rows'): each is computed on its own surface
   * (`surfaceOfRow`: its typical surface's sizes, its wall distance D, reflectance), one column
   * each; a measured one is shown beside the engine's figures there, with the deviation.
   */
  tickedRows?: readonly DetectionRow[];
  onClose: () => void;
}

/** A surface's identity: type, every size (D included), reflectance and layout, whatever the order of its sizes. */
function surfaceKey(surface: CompareSurface): string {
  const sizes = Object.entries(surface.dimensions ?? {}).filter(([, v]) => typeof v === 'number').sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([surface.contestTypeId, sizes, surface.albedo ?? null, surface.count ?? null, surface.layout ?? null]);
}

/** One compared fixture: its lamp, the surface it is computed on, and the row it was ticked from. */
interface Column {
  lampId: number;
  surface: CompareSurface;
  ticked?: DetectionRow;
}

/**
 * The columns and the surfaces they are computed on: from ticked selection rows each row on its
 * own surface (the same fixture ticked on two surfaces is two columns), from the editor every
 * fixture on the record's surface.
 */
function columnsOf(basis: 'rows' | 'record', surface: CompareSurface | null, lampIds: readonly number[], tickedRows: readonly DetectionRow[]): { columns: Column[]; surfaces: CompareSurface[] } {
  const columns: Column[] =
    basis === 'rows' && tickedRows.length
      ? tickedRows.slice(0, COMPARE_MAX).map((row) => ({ lampId: row.lampId, surface: surfaceOfRow(row), ticked: row }))
      : surface
        ? lampIds.slice(0, COMPARE_MAX).map((lampId) => ({ lampId, surface }))
        : [];
  const surfaces = new Map<string, CompareSurface>();
  for (const c of columns) if (!surfaces.has(surfaceKey(c.surface))) surfaces.set(surfaceKey(c.surface), c.surface);
  return { columns, surfaces: [...surfaces.values()] };
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
 * Compare up to three fixtures: polar curves overlaid per plane, the false-colour maps side by
 * side on one scale, and the figures with the best of each line marked. From the editor every
 * fixture is computed on the record's surface; from ticked selection rows each on its row's own
 * (one ranking per surface; the scores are the library's, so they compare across rankings). The
 * browser's print gives a clean A4 landscape page.
 */
export function CompareDialog({ open, surface, lampIds, layouts, targets = [], basis, tickedRows = [], onClose }: CompareDialogProps) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language.startsWith('zh');
  const { columns: allColumns, surfaces } = useMemo(() => columnsOf(basis, surface, lampIds, tickedRows), [basis, surface, lampIds, tickedRows]);
  // one ranking per surface, of the fixtures computed there
  const requests: RankRequest[] = open
    ? surfaces.map((s) => {
        const ids = [...new Set(allColumns.filter((c) => surfaceKey(c.surface) === surfaceKey(s)).map((c) => c.lampId))];
        return { ...s, ...(layouts?.length ? { layouts: [...layouts] } : {}), targets, filters: { lampIds: ids }, limit: COMPARE_MAX };
      })
    : [];
  const rank = useRanks(requests);
  const fresh = rank.answers;
  // in the order chosen, not the ranking's; each column its own surface's row
  const found = fresh ? allColumns.map((c) => ({ column: c, row: fresh[surfaces.findIndex((s) => surfaceKey(s) === surfaceKey(c.surface))]?.rows.find((r) => r.lampId === c.lampId) })) : [];
  const shownColumns = found.filter((f): f is { column: Column; row: RankRow } => !!f.row);
  const rows = shownColumns.map((f) => f.row);
  const columns = shownColumns.map((f) => f.column);
  const missing = fresh ? allColumns.length - rows.length : 0;
  // the pictures: one request per surface with fixtures shown, each picture in the layout its row was computed in
  const pictured = surfaces.filter((s) => columns.some((c) => surfaceKey(c.surface) === surfaceKey(s)));
  const pictureRequests = pictured.map((s) => {
    const here = rows.filter((_, i) => surfaceKey(columns[i]!.surface) === surfaceKey(s));
    return {
      ...s,
      photometryIds: [...new Set(here.map((r) => r.photometryId))],
      ...(layouts?.length ? { layouts: here.map((r) => ({ photometryId: r.photometryId, layout: r.layout })) } : {}),
      size: COMPARE_MAP_SIZE,
    };
  });
  // the surface of the brightest face sets the one colour scale
  const brightest = rows.reduce((b, r, i) => (Math.max(...r.faces.map((f) => f.lightnessMax)) > Math.max(...rows[b]!.faces.map((f) => f.lightnessMax)) ? i : b), 0);
  const pictures = useRankPicturesOnOneScale(pictureRequests, rows.length ? pictured.findIndex((s) => surfaceKey(s) === surfaceKey(columns[brightest]!.surface)) : 0);
  const pictureOf = (i: number) => pictures.answers[pictured.findIndex((s) => surfaceKey(s) === surfaceKey(columns[i]!.surface))]?.pictures.find((p) => p.photometryId === rows[i]!.photometryId);
  // Until the figures of these fixtures are in, nothing on screen is their answer (the pictures follow the figures).
  const figuresLoading = !fresh && !rank.error;
  const onOneSurface = surfaces.length <= 1;
  const shared = onOneSurface ? (surfaces[0] ?? surface) : null;
  const type = (shared ?? surfaces[0]) ? contestTypeById((shared ?? surfaces[0])!.contestTypeId) : undefined;
  const faceTypes = rows[0]?.faces.map((f) => f.faceType) ?? [];
  const faceName = (f: string) => (f === 'single' ? '' : `${f} `);
  const name = (r: RankRow) => `${r.brandName} ${r.model}`;
  const layoutWords = useLayoutWords();
  // printed, the body stays on one A4 landscape page whatever the surface's shape and the lines
  const body = useRef<HTMLDivElement>(null);
  usePrintFit(body, [rows.length, !fresh, pictures.answers.filter(Boolean).length, pictures.scaleMax, open]);
  /** Illuminance lines only where the engine gives it (surfaces seen by reflection). */
  const lit = rows.some((r) => r.faces.some((f) => f.illuminanceAve !== null));

  const sizesOf = (s: CompareSurface) =>
    [
      ...Object.entries(s.dimensions ?? {})
        .filter(([, v]) => typeof v === 'number')
        .map(([k, v]) => `${k} ${formatFigureWithUnit('metres', v as number)}`),
      ...(s.albedo != null ? [t('compare.albedo', { value: s.albedo })] : []),
    ].join(' · ');
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
  /**
   * The column its ranking puts first (docs/DOMAIN.md "Ranking"): on one surface the ranking's
   * first row; across surfaces, of each surface's first, one that meets every target before one
   * that misses, then the higher score (the library's score, one per fixture and surface).
   */
  const bestRanked = (): number[] => {
    const firsts = (fresh ?? [])
      .map((answer, s) => columns.findIndex((c, i) => surfaceKey(c.surface) === surfaceKey(surfaces[s]!) && rows[i]!.lampId === answer.rows[0]?.lampId))
      .filter((i) => i >= 0);
    if (!firsts.length) return [];
    return [firsts.reduce((a, b) => ((Number(rows[b]!.meets) - Number(rows[a]!.meets) || rows[b]!.score - rows[a]!.score) > 0 ? b : a))];
  };
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
    { key: 'score', label: t('compare.score'), values: rows.map((r) => r.score), better: 'high', kind: 'score', best: rows.length > 1 ? bestRanked() : [] },
  ];
  // Measured is not calculated: each column's ticked measured row beside the engine's figure above, computed on that row's surface.
  const measured = columns.map((c) => (c.ticked && isMeasured(c.ticked) ? c.ticked : undefined));
  const calculatedFace = (r: RankRow, row: DetectionRow) => r.faces.find((f) => f.faceType === row.surfaceType) ?? r.faces.find((f) => f.faceType === 'single');
  // A deviation only where the engine computed what was measured: every row is computed on its own surface (sizes, wall distance, reflectance), all lit.
  const noDeviation = (m: DetectionRow): string | null => (m.rgbwa !== ALL_ON ? t('compare.channelRow') : null);
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
  const sizes = shared ? sizesOf(shared) : '';
  // rows computed each on its own surface are not compared "on this surface"
  const title = t(onOneSurface ? 'compare.title' : 'compare.titleEachRow');

  return (
    <Modal
      open={open}
      width={COMPARE_DIALOG_WIDTH}
      title={title}
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
          {title}
        </Typography.Title>
        <Typography.Text type="secondary" data-testid="compare-surface">
          {onOneSurface ? (
            <>
              {t(basis === 'rows' ? 'compare.basisRows' : 'compare.basisRecord')}{' '}
              {t('compare.surface', { type: type ? (zh ? type.nameZh : type.nameEn) : '', sizes: sizes || t('compare.defaultSizes') })}
            </>
          ) : (
            t('compare.basisEachRow', { type: type ? (zh ? type.nameZh : type.nameEn) : '' })
          )}
        </Typography.Text>
        {rank.error && <Alert type="error" showIcon style={{ marginTop: 8 }} title={rank.error.message} />}
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
                  <Typography.Text strong>{t('compare.maps', { max: pictures.scaleMax ?? '…' })}</Typography.Text>
                  <Flex gap={10} wrap data-testid="compare-maps">
                    {rows.map((r, i) => (
                      <figure key={i} style={{ margin: 0 }}>
                        <Flex gap={4}>
                          {(pictureOf(i)?.faces ?? []).map((f) => (
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
                      <th key={i} style={{ color: COMPARE_COLOURS[i] }}>
                        {i + 1}. {r.brandName}
                        <div className="compare-model">{r.model}</div>
                        {basis === 'rows' && (
                          // which surface this column was computed on: its ticked row's
                          <div className="compare-computed-on" data-testid="compare-computed-on">
                            {t('compare.computedOn', { sizes: sizesOf(columns[i]!.surface) })}
                          </div>
                        )}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  <tr data-line="layout">
                    <th scope="row">{t('layout.layout')}</th>
                    {rows.map((r, i) => (
                      <td key={i} className="compare-layout">
                        {layoutWords(r.layout)}
                      </td>
                    ))}
                  </tr>
                  <tr data-line="beam">
                    <th scope="row">{t('compare.beam')}</th>
                    {rows.map((r, i) => (
                      <td key={i}>{formatBeam(r.beamAngle, r.beamAngle90)}</td>
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
                    {rows.map((r, i) => (
                      // No target set is neither a pass nor a fail: grey, never the green of "meets".
                      <td key={i} className={r.verdicts.length === 0 ? 'compare-no-targets' : r.meets ? 'compare-meets' : 'compare-misses'} data-meets={r.verdicts.length === 0 ? undefined : r.meets}>
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
