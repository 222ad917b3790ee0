import DiffOutlined from '@ant-design/icons/DiffOutlined';
import ImportOutlined from '@ant-design/icons/ImportOutlined';
import { type Brand, type DictEntry, type LayoutInput, type RankFit, type RankPicturesRequest, type RankRequest, type RankRow, COMPARE_MAX, formatBeam, formatFigure, formatCheckedFigure, formatFigureWithUnit, ROW_FIGURE_KINDS } from '@lampsheet/contracts';
import { Alert, Button, Empty, Flex, Input, Progress, Select, Spin, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState, type TdHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { fitHeader } from '@/lib/header-width';
import { useScrollRegion } from '@/lib/scroll-region';
import { useRankPictures, useRankStream } from '../api/rank';
import { EmptyUnlessLoading } from '@/components/empty-unless-loading';
import { dictLabel } from '@/lib/dict-label';
import { LayoutEditor, useLayoutFiguresWords, useLayoutWords } from '@/components/fixture-layout';
import { sharedLayout } from '../utils/rank';
import { FitControl } from './fit-control';
import { TargetVerdicts } from './target-verdicts';
import { formatDuration } from '@/lib/format';

/** Rows on screen: their pictures are made on demand, on one common scale. */
export const RANK_PAGE_SIZE = 10;
/** Long side of a thumbnail (px). */
export const THUMB_SIZE = 96;

/** The tab's own filters (brands, a price cap, the lamp type: an entry id, null for every type). */
export interface RankFilterState {
  brandIds: number[];
  priceMax: string;
  lampType: number | null;
}

export interface RankPanelProps {
  /** The form's surface and targets, settled; undefined until a surface type is chosen. */
  request: RankRequest | undefined;
  /** The form changed since `request` was made (typing not yet settled): the rows shown are an earlier form's. */
  settling?: boolean;
  filters: RankFilterState;
  onFiltersChange: (next: RankFilterState) => void;
  brands: Brand[];
  /** The lamp types (`dengjuleixing`): the filter's choices and the column's names. */
  lampTypes: DictEntry[];
  /** Take a row into the sheet as the chosen fixture (absent when the record is read-only). */
  onTake?: (row: RankRow) => void;
  /** Compare the ticked rows in the layout the designer set here (none: the type's own), a fixture given its own in that one (`layouts`: the record's chosen fixture). */
  onCompare: (rows: RankRow[], layout?: LayoutInput, layouts?: RankRequest['layouts']) => void;
}

/** Names a column's cells (`data-col`), so that tests and styles find a figure by name, not by place. */
const cellNamed = (name: string) => () => ({ 'data-col': name }) as TdHTMLAttributes<HTMLTableCellElement>;

/** The table's width: its columns' own and the tick box's, so that no column is stretched and the figures stay where they are laid out. */
const TICK_BOX_WIDTH = 32;
const tableWidth = (columns: TableColumnsType<RankRow>) => columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 0), TICK_BOX_WIDTH);

/**
 * "12.3" for one face, "12.3 / 4.5" for faces A and B. A figure checked against a target has the
 * digits that tell it from the bound (`formatVerdictFigure`): U0 0.097 beside a cross for ≥ 0.10
 * reads 0.097, never a rounded 0.10.
 */
const perFace = (row: RankRow, key: 'lightnessAve' | 'lightness' | 'lightnessMax' | 'evenness' | 'anbanHeight') =>
  byFace(
    row.faces.map((f, i) => {
      const value = f[key];
      const face = row.faces.length > 1 ? (i === 0 ? 'A' : 'B') : '';
      return formatCheckedFigure(ROW_FIGURE_KINDS[key]!, value, value === null ? [] : row.verdicts.filter((v) => v.metric === key && v.face === face));
    }),
  );

/**
 * A figure of each face: one face's alone; two faces a line each, named A and B, so that the
 * column stays as narrow as one face's (Lavg, U0 and the score in sight beside the form at 1366 px).
 */
const byFace = (texts: string[]) =>
  texts.length < 2
    ? (texts[0] ?? '')
    : texts.map((text, i) => (
        <div key={i} style={{ whiteSpace: 'nowrap' }}>
          <Typography.Text type="secondary" style={{ fontSize: 11 }}>
            {i === 0 ? 'A' : 'B'}
          </Typography.Text>{' '}
          {text}
        </div>
      ));

/**
 * "Rank on this surface": every fixture of the library computed on the form's surface, meeting
 * rows first; figures on this surface, a tick or cross per target, a false-colour thumbnail of
 * the rows on screen on one common scale; take a row into the sheet, or compare up to three.
 */
/** A fitted row's installed power and power density, as the row says them ("168 W, 9.3 W/m²"; in 中文 with the sentence's full-width comma, "168 W，9.3 W/m²"). */
function fitFigures(row: Pick<RankRow, 'installedPower' | 'powerDensity'>, comma: string): string {
  return [row.installedPower !== null ? formatFigureWithUnit('power', row.installedPower) : null, row.powerDensity !== null ? formatFigureWithUnit('powerDensity', row.powerDensity) : null].filter(Boolean).join(comma);
}

export function RankPanel({ request: formRequest, settling = false, filters, onFiltersChange, brands, lampTypes, onTake, onCompare }: RankPanelProps) {
  const { t, i18n } = useTranslation();
  const lampTypeName = (id: number | null) => {
    const entry = id === null ? undefined : lampTypes.find((d) => d.id === id);
    return entry ? dictLabel(entry, i18n.language) : '—';
  };
  /** The designer's layout for every fixture, over the request's own (a record's stored layout) part by part; the rest is the type's own. */
  const [layout, setLayout] = useState<LayoutInput>({});
  /** "Fit the layout": the search's limits, or null when off. */
  const [fit, setFit] = useState<RankFit | null>(null);
  const request = useMemo(() => {
    if (!formRequest) return formRequest;
    const merged = { ...formRequest.layout, ...layout };
    // as in the editor: a count set lets the spacing follow from the width, a spacing set the count
    if (layout.count !== undefined && layout.spacing === undefined) delete merged.spacing;
    if (layout.spacing !== undefined && layout.count === undefined) delete merged.count;
    // The record's chosen fixture in its stored layout (`layouts`), unless the designer lays every
    // fixture out here (a layout set or fitted in the tab is every row's, that fixture's too).
    const { layouts, ...rest } = formRequest;
    const own = !fit && Object.keys(layout).length === 0 && layouts?.length ? { layouts } : {};
    return { ...rest, ...(Object.keys(merged).length ? { layout: merged } : {}), ...own, ...(fit ? { fit } : {}) };
  }, [formRequest, layout, fit]);
  const layoutWords = useLayoutWords();
  const figureWords = useLayoutFiguresWords();
  /** The tilt each row was computed at (its own aim, or the fitted or set one), to 0.1°. */
  const tiltWords = (row: RankRow) => `${t('layout.tilt')} ${formatFigureWithUnit('angle', row.layout.tilt)}`;
  const { query: rank, progress, provisional } = useRankStream(request);
  // Until the form has settled and its ranking is in, the rows (or their absence) are not the form's answer.
  const busy = settling || (!!request && rank.isFetching);
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<RankRow[]>([]);
  // While the ranking goes, the first rows as its first stage has them: marked, not taken, no pictures yet.
  const previewing = !settling && !!provisional;
  const rows = (previewing ? provisional : rank.data?.rows) ?? [];
  const twoFace = rows[0]?.faces.length === 2;

  const onScreen = rows.slice((page - 1) * RANK_PAGE_SIZE, page * RANK_PAGE_SIZE);
  // the rows on screen and the surface decide the pictures
  const onScreenIds = [...new Set(onScreen.map((r) => r.photometryId))].join(',');
  // fitted rows (and a fixture ranked in its own layout) are pictured each in its own layout
  const ownLampIds = new Set((request?.layouts ?? []).map((l) => l.lampId));
  const fittedOnScreen = onScreen.some((r) => r.fit || ownLampIds.has(r.lampId)) ? JSON.stringify(onScreen.map((r) => ({ photometryId: r.photometryId, layout: r.layout }))) : '';
  const picturesRequest = useMemo(
    () =>
      request && onScreenIds && !rank.isPlaceholderData && !previewing
        ? {
            contestTypeId: request.contestTypeId,
            dimensions: request.dimensions,
            albedo: request.albedo,
            count: request.count,
            layout: request.layout,
            photometryIds: onScreenIds.split(',').map(Number),
            ...(fittedOnScreen ? { layouts: JSON.parse(fittedOnScreen) as RankPicturesRequest['layouts'] } : {}),
            size: THUMB_SIZE,
            legend: false,
          }
        : undefined,
    [request, onScreenIds, fittedOnScreen, rank.isPlaceholderData, previewing],
  );
  const pictures = useRankPictures(picturesRequest);
  const pictureOf = (row: RankRow) => pictures.data?.pictures.find((p) => p.photometryId === row.photometryId)?.faces;
  const meeting = rows.filter((r) => r.meets).length;
  // no target set (no row checked against one): "meets every target" would be an empty truth
  const targeted = rows.some((r) => r.verdicts.length > 0);
  const rowsRegion = useScrollRegion(t('rank.rowsRegion'));

  const columns: TableColumnsType<RankRow> = [
    { title: '#', key: 'rank', width: 36, align: 'right', fixed: 'left', render: (_, row) => rows.indexOf(row) + 1 },
    {
      title: t('rank.picture'),
      key: 'picture',
      fixed: 'left',
      onHeaderCell: cellNamed('picture'),
      width: fitHeader(t('rank.picture'), twoFace ? 64 : 56),
      render: (_, row) => {
        const faces = pictureOf(row);
        if (!faces) return <div style={{ width: 40, height: 56, background: '#fafafa' }} />;
        return (
          <Flex gap={4} vertical>
            {faces.map((f) => (
              <img key={f.faceType} src={f.falseColour} alt={t('rank.pictureOf', { face: f.faceType === 'single' ? '' : f.faceType })} style={{ height: 56, maxWidth: twoFace ? 48 : 72, objectFit: 'contain' }} data-testid="rank-thumb" />
            ))}
          </Flex>
        );
      },
    },
    {
      // The fixture with its Take button and, under it, which targets it meets: the figures
      // follow at once and no column is fixed on the right, so that Lavg, U0 and the score stay
      // in sight beside the form at 1366 px (a Take column on the right covered them).
      title: t('rank.fixture'),
      key: 'fixture',
      width: 144,
      fixed: 'left',
      onCell: cellNamed('fixture'),
      render: (_, row) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <Flex gap={4} align="center" style={{ minWidth: 0 }}>
            <Typography.Text className="ls-rank-brand" style={{ flex: '1 1 auto', minWidth: 0 }}>
              {row.brandName}
            </Typography.Text>
            {previewing ? (
              <Tooltip title={t('rank.provisionalHint')}>
                <Tag color="gold" style={{ marginInlineEnd: 0 }} data-testid="rank-provisional">
                  {t('rank.provisional')}
                </Tag>
              </Tooltip>
            ) : onTake && (
              <Tooltip title={t('rank.take')}>
                <Button size="small" icon={<ImportOutlined />} aria-label={t('rank.take')} onClick={() => onTake(row)} data-testid="rank-take" />
              </Tooltip>
            )}
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: row.model }}>
            {row.model}
          </Typography.Text>
          <Tooltip title={layoutWords(row.layout)}>
            {row.fit ? (
              <Typography.Text type={row.fit.met ? 'success' : 'warning'} style={{ fontSize: 12 }} data-testid="rank-fit" data-met={row.fit.met}>
                {row.fit.met ? t('rank.fit.meets', { count: row.layout.count, spacing: formatFigure('metres', row.layout.spacing), figures: fitFigures(row, i18n.language.startsWith('zh') ? '，' : ', ') }) : row.fit.reason}
                {` · ${tiltWords(row)}`}
              </Typography.Text>
            ) : (
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="rank-layout">
                {[`${row.layout.count} × ${formatFigureWithUnit('metres', row.layout.spacing)}`, figureWords({ ...row, utilisation: null, spill: null }), tiltWords(row)].filter(Boolean).join(' · ')}
              </Typography.Text>
            )}
          </Tooltip>
          {row.verdicts.length > 0 && (
            <Tooltip title={row.misses.length ? row.misses.join('; ') : t('rank.meetsAll')}>
              <div data-testid="rank-verdicts" data-meets={row.meets}>
                <TargetVerdicts verdicts={row.verdicts} />
              </div>
            </Tooltip>
          )}
        </Flex>
      ),
    },
    { title: t('rank.lavg'), key: 'lavg', width: fitHeader(t('rank.lavg'), twoFace ? 64 : 60), align: 'right', onCell: cellNamed('lavg'), onHeaderCell: cellNamed('lavg'), render: (_, row) => perFace(row, 'lightnessAve') },
    { title: t('rank.u0'), key: 'u0', width: fitHeader(t('rank.u0'), twoFace ? 60 : 52), align: 'right', onCell: cellNamed('u0'), onHeaderCell: cellNamed('u0'), render: (_, row) => perFace(row, 'evenness') },
    { title: t('rank.score'), dataIndex: 'score', width: fitHeader(t('rank.score'), 52), align: 'right', onCell: cellNamed('score'), onHeaderCell: cellNamed('score'), render: (v: number) => formatFigure('score', v) },
    {
      // what the fixture is (Take carries it into the record), after the figures read first
      title: t('rank.lampType'),
      key: 'lampType',
      width: fitHeader(t('rank.lampType'), 96),
      onCell: cellNamed('lampType'),
      onHeaderCell: cellNamed('lampType'),
      render: (_, row) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text ellipsis={{ tooltip: true }}>{lampTypeName(row.lampType)}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[row.beamAngle === null ? null : formatBeam(row.beamAngle, row.beamAngle90), row.colorTemperature === null ? null : `${row.colorTemperature} K`].filter(Boolean).join(' · ') || '—'}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: t('rank.darkBand'), key: 'band', width: fitHeader(t('rank.darkBand'), 64), align: 'right', onCell: cellNamed('band'), render: (_, row) => perFace(row, 'anbanHeight') },
    { title: t('rank.lmin'), key: 'lmin', width: fitHeader(t('rank.lmin'), 64), align: 'right', onCell: cellNamed('lmin'), render: (_, row) => perFace(row, 'lightness') },
    { title: t('rank.lmax'), key: 'lmax', width: fitHeader(t('rank.lmax'), 64), align: 'right', onCell: cellNamed('lmax'), render: (_, row) => perFace(row, 'lightnessMax') },
    { title: t('rank.eavg'), key: 'eavg', width: fitHeader(t('rank.eavg'), 64), align: 'right', onCell: cellNamed('eavg'), render: (_, row) => byFace(row.faces.map((f) => formatFigure('illuminance', f.illuminanceAve))) },
    { title: t('rank.power'), dataIndex: 'power', width: fitHeader(t('rank.power'), 64), align: 'right', onCell: cellNamed('power'), render: (v: number | null) => formatFigure('power', v) },
    { title: t('rank.price'), dataIndex: 'authorizedPrice', width: fitHeader(t('rank.price'), 72), align: 'right', onCell: cellNamed('price'), render: (v: number | null) => formatFigure('price', v) },
  ];

  return (
    <Flex vertical gap={8} style={{ height: '100%', minWidth: 0 }} data-testid="rank-panel" aria-busy={busy}>
      <Flex gap={8} wrap align="center">
        <Select
          allowClear
          aria-label={t('rank.lampType')}
          placeholder={t('rank.allLampTypes')}
          style={{ width: 150 }}
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.lampType ?? undefined}
          onChange={(id: number | undefined) => {
            onFiltersChange({ ...filters, lampType: id ?? null });
            setPage(1);
          }}
          options={lampTypes.map((d) => ({ value: d.id, label: dictLabel(d, i18n.language) }))}
          data-testid="rank-lamp-type"
        />
        <Select
          mode="multiple"
          allowClear
          aria-label={t('rank.brands')}
          placeholder={t('rank.brands')}
          maxTagCount="responsive"
          style={{ width: 200 }}
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.brandIds}
          onChange={(ids: number[]) => {
            onFiltersChange({ ...filters, brandIds: ids });
            setPage(1);
          }}
          options={brands.map((b) => ({ value: b.id, label: b.brandName }))}
        />
        <Input
          aria-label={t('rank.priceMax')}
          placeholder={t('rank.priceMax')}
          style={{ width: 120 }}
          value={filters.priceMax}
          onChange={(e) => {
            onFiltersChange({ ...filters, priceMax: e.target.value.replace(/[^\d.]/g, '') });
            setPage(1);
          }}
        />
        <Button
          type="primary"
          icon={<DiffOutlined />}
          disabled={picked.length === 0}
          // the ticked fixtures as the ranking on screen has them (a row ticked in a fitted ranking compares in its
          // fitted layout only while the ranking is fitted)
          onClick={() => onCompare(picked.map((p) => rows.find((r) => r.lampId === p.lampId) ?? p), request?.layout, request?.layouts)}
          data-testid="rank-compare"
        >
          {t('rank.compare', { count: picked.length, max: COMPARE_MAX })}
        </Button>
        {busy && <Spin size="small" />}
      </Flex>
      {formRequest && <LayoutEditor used={sharedLayout(rows)} value={layout} onChange={setLayout} />}
      {formRequest && <FitControl value={fit} onChange={setFit} contestTypeId={formRequest.contestTypeId} />}
      {/* the count is the earlier form's while busy: the spinner says it, no number */}
      {request && rank.data && !busy && (
        <Typography.Text type="secondary" data-testid="rank-summary">
          {t(targeted ? 'rank.summary' : 'rank.summaryNoTargets', {
            evaluated: new Intl.NumberFormat(i18n.language === 'zh-CN' ? 'zh-CN' : 'en-GB').format(rank.data.evaluated),
            time: formatDuration(rank.data.ms, i18n.language),
            count: meeting,
          })}
          {pictures.data && ` · ${t('rank.scale', { max: pictures.data.scaleMax })}`}
        </Typography.Text>
      )}
      {busy && progress && (
        <Flex align="center" gap={8} data-testid="rank-progress">
          {/* named for a screen reader by the words beside it */}
          <Progress
            percent={progress.total ? Math.floor((100 * progress.done) / progress.total) : 0}
            size="small"
            showInfo={false}
            aria-label={t(`rank.progress.${progress.stage}`, { done: progress.done, total: progress.total })}
            style={{ flex: '1 1 auto', margin: 0 }}
          />
          <Typography.Text type="secondary" style={{ flex: 'none', fontSize: 12 }}>
            {t(`rank.progress.${progress.stage}`, { done: progress.done, total: progress.total })}
          </Typography.Text>
        </Flex>
      )}
      {!request ? (
        <Flex flex={1} align="center" justify="center">
          <EmptyUnlessLoading loading={busy}>
            <Empty description={t('rank.chooseType')} />
          </EmptyUnlessLoading>
        </Flex>
      ) : rank.isError ? (
        <Alert type="warning" showIcon title={rank.error.message} data-testid="rank-error" />
      ) : (
        <Table<RankRow>
          ref={rowsRegion}
          className="ls-rank-table"
          size="small"
          rowKey="lampId"
          columns={columns}
          dataSource={rows}
          loading={busy && !previewing}
          scroll={{ x: tableWidth(columns), y: 'calc(100vh - 340px)' }}
          locale={{
            emptyText: (
              <EmptyUnlessLoading loading={busy}>
                <Empty description={t('rank.none')} />
              </EmptyUnlessLoading>
            ),
          }}
          rowSelection={{
            selectedRowKeys: picked.map((r) => r.lampId),
            hideSelectAll: true,
            onChange: (_, chosen) => setPicked(chosen.slice(0, COMPARE_MAX)),
            getCheckboxProps: (row) => ({
              disabled: previewing || (picked.length >= COMPARE_MAX && !picked.some((p) => p.lampId === row.lampId)),
              'aria-label': `${row.brandName} ${row.model}`,
            }),
          }}
          pagination={{ current: page, pageSize: RANK_PAGE_SIZE, total: rows.length, showSizeChanger: false, onChange: setPage, size: 'small' }}
          data-testid="rank-table"
        />
      )}
    </Flex>
  );
}
