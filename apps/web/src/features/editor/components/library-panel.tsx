import FilterOutlined from '@ant-design/icons/FilterOutlined';
import { DATA_TYPES, formatBeam, formatFigure, surfaceOfRow, type Brand, type DataType, type LampLibraryRequest, type LibraryRow } from '@lampsheet/contracts';
import { Alert, Badge, Button, Checkbox, Empty, Flex, Image, Input, Pagination, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '@/api/catalog';
import { dictLabel } from '@/lib/dict-label';
import { EmptyUnlessLoading } from '@/components/empty-unless-loading';
import { useTableBodyHeight } from '@/lib/element-height';
import { fitHeader } from '@/lib/header-width';
import { useMediaUrl } from '@/lib/media';
import { useStoredFlag } from '@/lib/stored-flag';
import { formatRowSurface } from '@/lib/format';
import { useLampLibrary } from '../api/get-lamp-library';
import {
  CRI_CHOICES,
  IP_CHOICES,
  EMPTY_FILTERS,
  LIBRARY_ROWS,
  TOLERANCE_CHOICES,
  foldedFilterCount,
  hasFilters,
  type LibraryFilters,
} from '../utils/library-request';

export interface LibraryPanelProps {
  request: LampLibraryRequest | undefined;
  filters: LibraryFilters;
  onFiltersChange: (next: LibraryFilters) => void;
  page: number;
  onPageChange: (page: number) => void;
  brands: Brand[];
  twoFace: boolean;
  generic: boolean;
  /** Whether the form's weights order the library ('ok'), are over the quota ('over') or unset. */
  weights?: 'none' | 'ok' | 'over';
  /** The form changed since the request was made (the search waits for typing to settle). */
  settling?: boolean;
}

/** Where the panel remembers whether "more filters" is open. */
export const MORE_FILTERS_KEY = 'lampsheet.library.moreFilters';

const digitsOnly = (v: string) => v.replace(/[^\d.]/g, '');

/** Face B's luminance scaled by the same albedo ratio as face A's. */
function scaledB(row: LibraryRow): number | null {
  const b = row.faceB?.lightnessAve;
  if (b === null || b === undefined) return null;
  if (row.scaledLightnessAve === null || !row.lightnessAve) return b;
  return (b * row.scaledLightnessAve) / row.lightnessAve;
}

/**
 * A folded filter with its label above it: a side panel at 1366 px has no room for a label as the
 * placeholder ("Flux at le…"), so the label is read above and the placeholder says only "Any".
 */
function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={2}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <label htmlFor={id}>{label}</label>
      </Typography.Text>
      {children}
    </Flex>
  );
}

/** One folded filter chosen from a list, with its label above; a clearable one may be left unset ("Any"), cleared back to undefined. */
function FilterSelect<V extends string | number>({
  label,
  testId,
  width,
  value,
  onChange,
  options,
  clearable = false,
}: {
  label: string;
  testId: string;
  width: number;
  value: V | undefined;
  onChange: (v: V | undefined) => void;
  options: Array<{ value: V; label: string }>;
  clearable?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Labelled id={testId} label={label}>
      <Select<V>
        id={testId}
        allowClear={clearable}
        aria-label={label}
        data-testid={testId}
        placeholder={clearable ? t('editor.lib.any') : undefined}
        style={{ width }}
        value={value}
        onChange={(v) => onChange(v === null || v === undefined || v === '' ? undefined : v)}
        options={options}
      />
    </Labelled>
  );
}

/**
 * The centre panel: lamps of the library that match the form (20 a page, audited only). Its
 * title, filters and pager stay in view; only the rows scroll. The filters the request implies
 * beyond brands and price fold away under "More filters".
 */
export function LibraryPanel({ request, filters, onFiltersChange, page, onPageChange, brands, twoFace, generic, weights = 'none', settling = false }: LibraryPanelProps) {
  const { t, i18n } = useTranslation();
  const media = useMediaUrl();
  const result = useLampLibrary(generic ? undefined : request);
  // Until the form has settled and its answer is in, the rows and their count are an earlier form's.
  const busy = !generic && (settling || (!!request && result.isFetching));
  const voltages = useDictionary('gongzuodianya');
  const colourTypes = useDictionary('dengjusecaifenlei');
  const [moreOpen, setMoreOpen] = useStoredFlag(MORE_FILTERS_KEY, false);
  const tableBox = useRef<HTMLDivElement>(null);
  const bodyHeight = useTableBodyHeight(tableBox);
  const set = (next: Partial<LibraryFilters>) => {
    onFiltersChange({ ...filters, ...next });
    onPageChange(1);
  };
  const folded = foldedFilterCount(filters);

  // Narrow columns that wrap their titles. Beside the 824 px form at 1366 px the panel is about
  // 474 px wide: the figures the library is searched and ordered by (luminance, U0) and the beam
  // angle come first and stay in view; power, CCT, price and data type follow.
  const columns: TableColumnsType<LibraryRow> = [
    {
      title: t('editor.lib.picture'),
      dataIndex: 'lumImage',
      // its header whole ("Photo", 图片), not cut to "Pictur"
      width: fitHeader(t('editor.lib.picture'), 48),
      // the picture opens a preview: its name says whose picture it is
      render: (v: string | null, row) => (v ? <Image src={media(v)} width={36} height={36} style={{ objectFit: 'contain' }} alt={`${t('editor.lib.picture')}: ${row.brandName}`} /> : null),
    },
    {
      title: t('editor.lib.brand'),
      dataIndex: 'brandName',
      width: 136,
      // brand and model whole, wrapped where they are long (a designer tells fixtures apart by them: "坎德瓦 Cande…" told nothing)
      render: (v: string, row) => (
        <Flex vertical style={{ minWidth: 0, overflowWrap: 'anywhere' }} data-testid="library-brand">
          <Typography.Text>{v}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.model}
            {row.lampTypeStr ? ` · ${row.lampTypeStr}` : ''}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: <span data-testid="library-luminance-header">{twoFace ? t('editor.lib.luminanceAB') : t('editor.lib.luminance')}</span>,
      dataIndex: 'scaledLightnessAve',
      width: twoFace ? 112 : 92,
      align: 'right',
      render: (v: number | null, row) => (twoFace ? `${formatFigure('luminance', v ?? row.lightnessAve)} / ${formatFigure('luminance', scaledB(row))}` : formatFigure('luminance', v ?? row.lightnessAve)),
    },
    {
      title: <span data-testid="library-evenness-header">{twoFace ? t('editor.lib.evennessAB') : t('editor.lib.evenness')}</span>,
      dataIndex: 'evenness',
      width: twoFace ? 104 : 84,
      align: 'right',
      render: (v: number | null, row) => (twoFace ? `${formatFigure('u0', v)} / ${formatFigure('u0', row.faceB?.evenness)}` : formatFigure('u0', v)),
    },
    {
      title: <span data-testid="library-beam-header">{t('editor.lib.beam')}</span>,
      dataIndex: 'beamAngle',
      width: 76,
      align: 'right',
      // two principal planes one above the other ("10.0°" over "× 60.0°"), each on one line: not wrapped or cut in a narrow column
      render: (v: number | null, row) => (
        <span style={{ whiteSpace: 'pre', fontVariantNumeric: 'tabular-nums' }} data-testid="library-beam">
          {formatBeam(v, row.beamAngle90).replace(' × ', '\n× ')}
        </span>
      ),
    },
    { title: t('editor.lib.power'), dataIndex: 'power', width: 64, align: 'right', render: (v: number | null) => formatFigure('power', v) },
    { title: t('editor.lib.cct'), dataIndex: 'colorTemperature', width: 68, align: 'right', render: (v: number | null) => (v === null ? '—' : `${v}K`) },
    { title: t('editor.lib.price'), dataIndex: 'authorizedPrice', width: 72, align: 'right', render: (v: number | null) => formatFigure('price', v) },
    ...(weights === 'ok'
      ? [{ title: t('editor.lib.score'), dataIndex: 'score', width: 64, align: 'right' as const, render: (v: number | undefined) => formatFigure('score', v) }]
      : []),
    {
      title: t('editor.lib.dataType'),
      dataIndex: 'dataType',
      width: 84,
      render: (v: string) => <Tag style={{ marginInlineEnd: 0 }}>{t(`editor.lib.dataType${v as '1' | '2' | '4'}`)}</Tag>,
    },
    {
      // the typical surface the row's figures were measured or calculated on (its sizes and wall distance), not the record's
      title: t('editor.lib.surface'),
      key: 'surface',
      width: 96,
      render: (_: unknown, row) => (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="library-surface">
          {formatRowSurface(surfaceOfRow(row).dimensions)}
        </Typography.Text>
      ),
    },
  ];
  const tableWidth = columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0);

  return (
    <Flex vertical gap={8} style={{ height: '100%', minWidth: 0, minHeight: 0 }} data-testid="library-panel" aria-busy={busy}>
      <Flex align="baseline" gap={8} wrap data-testid="library-title">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('editor.library')}
        </Typography.Title>
        {/* the count is the earlier form's while busy: none then */}
        {request && !generic && result.data && !busy && (
          <Typography.Text type="secondary" data-testid="library-total">
            {t('editor.libraryTotal', { count: result.data.total })}
          </Typography.Text>
        )}
        {request && !generic && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="library-surface-note">
            {t('editor.lib.surfaceNote')}
          </Typography.Text>
        )}
        {request && !generic && weights !== 'none' && (
          <Typography.Text type={weights === 'over' ? 'warning' : 'secondary'} style={{ fontSize: 12 }} data-testid="library-weights">
            {t(weights === 'over' ? 'editor.lib.weightsOver' : 'editor.lib.weighted')}
          </Typography.Text>
        )}
      </Flex>
      <Flex gap={8} wrap align="center">
        <Select
          mode="multiple"
          allowClear
          aria-label={t('editor.lib.brandFilter')}
          data-testid="library-brands"
          placeholder={t('editor.lib.brandFilter')}
          maxTagCount="responsive"
          style={{ width: 180 }}
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.brandIds}
          onChange={(ids: number[]) => set({ brandIds: ids })}
          options={brands.map((b) => ({ value: b.id, label: b.brandName }))}
        />
        <Space.Compact>
          <Input
            aria-label={t('editor.lib.priceMin')}
            data-testid="library-price-min"
            placeholder={t('editor.lib.priceMin')}
            style={{ width: 104 }}
            value={filters.priceMin}
            onChange={(e) => set({ priceMin: digitsOnly(e.target.value) })}
          />
          <Input
            aria-label={t('editor.lib.priceMax')}
            data-testid="library-price"
            placeholder={t('editor.lib.priceMax')}
            style={{ width: 104 }}
            value={filters.priceMax}
            onChange={(e) => set({ priceMax: digitsOnly(e.target.value) })}
          />
        </Space.Compact>
        <Badge count={moreOpen ? 0 : folded} size="small" offset={[-4, 2]}>
          <Button
            icon={<FilterOutlined />}
            aria-expanded={moreOpen}
            aria-controls="library-more-filters"
            data-testid="library-more"
            onClick={() => setMoreOpen(!moreOpen)}
            type={moreOpen ? 'primary' : 'default'}
            ghost={moreOpen}
          >
            {t('editor.lib.more')}
          </Button>
        </Badge>
        <Button
          onClick={() => {
            onFiltersChange(EMPTY_FILTERS);
            onPageChange(1);
          }}
          disabled={!hasFilters(filters)}
        >
          {t('editor.lib.clear')}
        </Button>
      </Flex>
      {moreOpen && (
        <Flex
          id="library-more-filters"
          data-testid="library-more-filters"
          role="group"
          aria-label={t('editor.lib.more')}
          wrap
          gap="8px 16px"
          align="center"
          style={{ padding: '8px 10px', background: '#fafafa', border: '1px solid #f0f0f0', borderRadius: 6 }}
        >
          <Checkbox.Group<DataType>
            aria-label={t('editor.lib.dataTypes')}
            data-testid="library-data-types"
            value={filters.dataTypes}
            // at least one data type stays ticked
            onChange={(v) => v.length && set({ dataTypes: DATA_TYPES.filter((x) => v.includes(x)) })}
            options={DATA_TYPES.map((v) => ({ value: v, label: t(`editor.lib.dataType${v}`) }))}
          />
          {/* the colour type the request asks for: the record's own until another (or all) is chosen */}
          <FilterSelect<number>
            label={t('editor.lib.colour')}
            testId="library-colour"
            width={190}
            value={typeof request?.colorType === 'number' ? request.colorType : 0}
            onChange={(v) => set({ colorType: v ? v : null })}
            options={[{ value: 0, label: t('editor.lib.colourAll') }, ...(colourTypes.data ?? []).map((d) => ({ value: d.id, label: dictLabel(d, i18n.language) }))]}
          />
          <FilterSelect
            clearable
            label={t('editor.lib.voltage')}
            testId="library-voltage"
            width={130}
            value={filters.voltage}
            onChange={(v) => set({ voltage: v })}
            options={(voltages.data ?? []).map((d) => ({ value: d.dictCont, label: d.dictCont }))}
          />
          <Checkbox.Group<number>
            aria-label={t('editor.lib.shape')}
            data-testid="library-shape"
            value={filters.lampShape}
            onChange={(v) => set({ lampShape: [...v].sort() })}
            options={[
              { value: 1, label: t('selection.square') },
              { value: 2, label: t('selection.round') },
            ]}
          />
          <Labelled id="library-flux-min" label={t('editor.lib.fluxMin')}>
            <Input
              id="library-flux-min"
              aria-label={t('editor.lib.fluxMin')}
              data-testid="library-flux-min"
              placeholder={t('editor.lib.any')}
              style={{ width: 120 }}
              inputMode="decimal"
              suffix="lm"
              value={filters.fluxMin}
              onChange={(e) => set({ fluxMin: e.target.value })}
            />
          </Labelled>
          <FilterSelect
            clearable
            label={t('editor.lib.criMin')}
            testId="library-cri-min"
            width={120}
            value={filters.criMin}
            onChange={(v) => set({ criMin: v })}
            options={CRI_CHOICES.map((v) => ({ value: v, label: `Ra ≥ ${v}` }))}
          />
          <FilterSelect
            clearable
            label={t('editor.lib.ipMin')}
            testId="library-ip-min"
            width={120}
            value={filters.ipMin}
            onChange={(v) => set({ ipMin: v })}
            options={IP_CHOICES.map((v) => ({ value: v, label: `≥ ${v}` }))}
          />
          <FilterSelect<number>
            label={t('editor.lib.tolerance')}
            testId="library-tolerance"
            width={92}
            value={filters.tolerance}
            onChange={(v) => v !== undefined && set({ tolerance: v })}
            options={TOLERANCE_CHOICES.map((p) => ({ value: p, label: `±${p} %` }))}
          />
        </Flex>
      )}
      {filters.lampIds.length > 0 && (
        <div>
          <Tag closable color="blue" onClose={() => set({ lampIds: [] })} data-testid="library-only">
            {t('editor.lib.only', { count: filters.lampIds.length })}
          </Tag>
        </div>
      )}
      {generic ? (
        <Alert type="info" showIcon title={t('editor.genericLibrary')} />
      ) : result.isError && !result.data ? (
        <Alert type="warning" showIcon title={t('editor.libraryFailed')} data-testid="library-error" />
      ) : !request ? (
        <Flex flex={1} align="center" justify="center">
          <EmptyUnlessLoading loading={busy}>
            <Empty description={t('editor.libraryEmpty')} />
          </EmptyUnlessLoading>
        </Flex>
      ) : (
        <>
          <div ref={tableBox} style={{ flex: '1 1 0', minHeight: 0, overflow: 'hidden' }} data-testid="library-table" className="ls-library-table">
            <Table<LibraryRow>
              size="small"
              rowKey="id"
              columns={columns}
              tableLayout="fixed"
              dataSource={result.data?.rows ?? []}
              loading={busy}
              // No lamp, no scrolling body: the empty message fits the panel, and a region that
              // scrolls with nothing to focus in it is out of a keyboard's reach (axe, WCAG 2.1.1).
              scroll={result.data?.rows.length ? { x: tableWidth, y: bodyHeight } : undefined}
              locale={{
                emptyText: (
                  <EmptyUnlessLoading loading={busy}>
                    <Empty description={t('editor.libraryNone')} />
                  </EmptyUnlessLoading>
                ),
              }}
              pagination={false}
            />
          </div>
          <Flex justify="flex-end" data-testid="library-pager">
            <Pagination
              current={page}
              pageSize={LIBRARY_ROWS}
              total={result.data?.total ?? 0}
              disabled={busy}
              showSizeChanger={false}
              onChange={onPageChange}
              size="small"
            />
          </Flex>
        </>
      )}
    </Flex>
  );
}
