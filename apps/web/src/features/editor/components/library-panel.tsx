import type { Brand, LampLibraryRequest, LibraryRow } from '@lampsheet/contracts';
import { Alert, Button, Empty, Flex, Image, Input, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMediaUrl } from '@/lib/media';
import { useLampLibrary } from '../api/get-lamp-library';
import { LIBRARY_ROWS, type LibraryFilters } from '../utils/library-request';

export interface LibraryPanelProps {
  request: LampLibraryRequest | undefined;
  filters: LibraryFilters;
  onFiltersChange: (next: LibraryFilters) => void;
  page: number;
  onPageChange: (page: number) => void;
  brands: Brand[];
  twoFace: boolean;
  generic: boolean;
}

const fmt = (v: number | null | undefined, digits = 1) => (v === null || v === undefined ? '—' : Number(v.toFixed(digits)).toString());

/** Face B's luminance scaled by the same albedo ratio as face A's. */
function scaledB(row: LibraryRow): number | null {
  const b = row.faceB?.lightnessAve;
  if (b === null || b === undefined) return null;
  if (row.scaledLightnessAve === null || !row.lightnessAve) return b;
  return (b * row.scaledLightnessAve) / row.lightnessAve;
}

/** The centre panel: lamps of the library that match the form (20 a page, audited only). */
export function LibraryPanel({ request, filters, onFiltersChange, page, onPageChange, brands, twoFace, generic }: LibraryPanelProps) {
  const { t } = useTranslation();
  const media = useMediaUrl();
  const result = useLampLibrary(generic ? undefined : request);

  const columns: TableColumnsType<LibraryRow> = [
    {
      title: t('editor.lib.picture'),
      dataIndex: 'lumImage',
      width: 76,
      render: (v: string | null) => (v ? <Image src={media(v)} width={44} height={44} style={{ objectFit: 'contain' }} alt="" /> : null),
    },
    {
      title: t('editor.lib.brand'),
      dataIndex: 'brandName',
      width: 150,
      ellipsis: true,
      render: (v: string, row) => (
        <Flex vertical>
          <Typography.Text ellipsis={{ tooltip: v }}>{v}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: row.model }}>
            {row.model}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: t('editor.lib.lampType'), dataIndex: 'lampTypeStr', width: 100, ellipsis: true },
    { title: t('editor.lib.power'), dataIndex: 'power', width: 80, align: 'right', render: (v: number | null) => fmt(v) },
    { title: t('editor.lib.beam'), dataIndex: 'beamAngle', width: 70, align: 'right', render: (v: number | null) => (v === null ? '—' : `${v}°`) },
    { title: t('editor.lib.cct'), dataIndex: 'colorTemperature', width: 80, align: 'right', render: (v: number | null) => (v === null ? '—' : `${v}K`) },
    {
      title: twoFace ? t('editor.lib.luminanceAB') : t('editor.lib.luminance'),
      dataIndex: 'scaledLightnessAve',
      width: twoFace ? 130 : 100,
      align: 'right',
      render: (v: number | null, row) => (twoFace ? `${fmt(v ?? row.lightnessAve)} / ${fmt(scaledB(row))}` : fmt(v ?? row.lightnessAve)),
    },
    {
      title: twoFace ? t('editor.lib.evennessAB') : t('editor.lib.evenness'),
      dataIndex: 'evenness',
      width: twoFace ? 110 : 90,
      align: 'right',
      render: (v: number | null, row) => (twoFace ? `${fmt(v, 2)} / ${fmt(row.faceB?.evenness, 2)}` : fmt(v, 2)),
    },
    { title: t('editor.lib.price'), dataIndex: 'authorizedPrice', width: 90, align: 'right', render: (v: number | null) => fmt(v, 0) },
    {
      title: t('editor.lib.dataType'),
      dataIndex: 'dataType',
      width: 90,
      render: (v: string) => <Tag>{t(`editor.lib.dataType${v as '1' | '2' | '4'}`)}</Tag>,
    },
  ];

  return (
    <Flex vertical gap={8} style={{ height: '100%', minWidth: 0 }} data-testid="library-panel">
      <Flex align="baseline" gap={8} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('editor.library')}
        </Typography.Title>
        {request && !generic && result.data && (
          <Typography.Text type="secondary" data-testid="library-total">
            {t('editor.libraryTotal', { count: result.data.total })}
          </Typography.Text>
        )}
      </Flex>
      <Flex gap={8} wrap>
        <Flex gap={8} wrap>
          <Select
            mode="multiple"
            allowClear
            aria-label={t('editor.lib.brandFilter')}
            data-testid="library-brands"
            placeholder={t('editor.lib.brandFilter')}
            maxTagCount="responsive"
            style={{ width: 220 }}
            showSearch={{ optionFilterProp: 'label' }}
            value={filters.brandIds}
            onChange={(ids: number[]) => {
              onFiltersChange({ ...filters, brandIds: ids });
              onPageChange(1);
            }}
            options={brands.map((b) => ({ value: b.id, label: b.brandName }))}
          />
          <Input
            aria-label={t('editor.lib.priceMax')}
            data-testid="library-price"
            placeholder={t('editor.lib.priceMax')}
            style={{ width: 140 }}
            value={filters.priceMax}
            onChange={(e) => {
              onFiltersChange({ ...filters, priceMax: e.target.value.replace(/[^\d.]/g, '') });
              onPageChange(1);
            }}
          />
          <Button onClick={() => onFiltersChange({ brandIds: [], priceMax: '' })} disabled={!filters.brandIds.length && !filters.priceMax}>
            {t('editor.lib.clear')}
          </Button>
        </Flex>
      </Flex>
      {generic ? (
        <Alert type="info" showIcon title={t('editor.genericLibrary')} />
      ) : result.isError && !result.data ? (
        <Alert type="warning" showIcon title={t('editor.libraryFailed')} data-testid="library-error" />
      ) : !request ? (
        <Flex flex={1} align="center" justify="center">
          <Empty description={t('editor.libraryEmpty')} />
        </Flex>
      ) : (
        <Table<LibraryRow>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={result.data?.rows ?? []}
          loading={result.isFetching}
          scroll={{ x: 960, y: 'calc(100vh - 300px)' }}
          locale={{ emptyText: <Empty description={t('editor.libraryNone')} /> }}
          pagination={{
            current: page,
            pageSize: LIBRARY_ROWS,
            total: result.data?.total ?? 0,
            showSizeChanger: false,
            onChange: onPageChange,
            size: 'small',
          }}
        />
      )}
    </Flex>
  );
}
