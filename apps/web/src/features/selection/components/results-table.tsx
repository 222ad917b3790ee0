import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { formatBeam, formatFigure, isMeasured, RANKED_FIGURE_COLUMNS, selectionColumnHeader, type ColumnDefinition, type DetectionRow } from '@lampsheet/contracts';
import { Button, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyUnlessLoading } from '@/components/empty-unless-loading';
import { useMediaUrl } from '@/lib/media';
import { useWindowHeight } from '../hooks/use-window-height';
import { fitHeader } from '@/lib/header-width';
import { cellText, rowFieldOf } from '../utils/cells';
import { IMAGE_COLUMNS, isSortableColumn } from '../utils/columns';
import { isSelectableRow } from '../utils/make';
import { DataSourceTag } from './data-source-tag';
import type { ImageKind } from './image-preview-dialog';

export interface ResultsTableProps {
  rows: DetectionRow[];
  /** The rows are not yet the answer to the search on screen: a spinner over them, `aria-busy`, and no empty text. */
  loading: boolean;
  columns: ColumnDefinition[];
  visible: string[];
  weighted: boolean;
  sort?: string;
  order?: 'asc' | 'desc';
  onSort: (sort: string | undefined, order: 'asc' | 'desc' | undefined) => void;
  selectedKeys: Key[];
  onSelect: (keys: Key[], rows: DetectionRow[]) => void;
  onBrandClick: (row: DetectionRow) => void;
  onImageClick: (row: DetectionRow, kind: ImageKind) => void;
  /** The rows' scrolling height when the page measures it (a panel filling the screen); else window − 260. */
  scrollY?: number;
  /** Compact rows (a page that fills the screen): one-line headers, smaller thumbnails, tighter cells. */
  compact?: boolean;
}

/** The detection rows; height = window height − 260; B rows shown under their A row, not tickable. */
export function ResultsTable(props: ResultsTableProps) {
  const { t, i18n } = useTranslation();
  const media = useMediaUrl();
  const height = useWindowHeight();
  const zh = i18n.language === 'zh-CN';

  const dataColumns: ColumnsType<DetectionRow> = props.columns
    .filter((c) => props.visible.includes(c.indexKey) || c.indexKey === 'brandName')
    .map((c) => {
      const field = rowFieldOf(c.indexKey);
      // the unit in the language's brackets (功率（W）, Power (W)); the header cell's title holds the whole header, read where the
      // columns fixed at either edge cover part of a scrolled column ("Max. wall di")
      const title = selectionColumnHeader(c, zh ? 'zh' : 'en');
      const base = { key: c.indexKey, title, ellipsis: false, onHeaderCell: () => ({ title }) };
      if (c.indexKey === 'brandName') {
        return {
          ...base,
          fixed: 'left' as const,
          width: 170,
          sorter: isSortableColumn(c),
          sortOrder: props.sort === c.indexKey ? (props.order === 'asc' ? 'ascend' : 'descend') : null,
          render: (_: unknown, row: DetectionRow) => (
            <span>
              <Button
                type="link"
                size="small"
                style={
                  props.compact
                    ? { padding: 0, height: 'auto', lineHeight: '18px', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: 'block', textAlign: 'left' }
                    : { padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }
                }
                title={props.compact ? row.brandName : undefined}
                onClick={() => props.onBrandClick(row)}
              >
                {row.brandName}
              </Button>
              <div style={{ fontSize: 12, color: 'var(--ant-color-text-description)', ...(props.compact ? { lineHeight: '16px', whiteSpace: 'nowrap' } : {}) }}>
                {row.model}
                {row.surfaceType === 'B' && (
                  <Tag color="blue" style={{ marginInlineStart: 6 }}>
                    {t('selection.faceB')}
                  </Tag>
                )}
              </div>
            </span>
          ),
        };
      }
      if (IMAGE_COLUMNS.includes(c.indexKey)) {
        const kind = c.indexKey as ImageKind;
        return {
          ...base,
          width: props.compact ? Math.max(64, Math.ceil(title.length * (zh ? 14 : 7.6)) + 24) : 84,
          align: 'center' as const,
          render: (_: unknown, row: DetectionRow) => {
            const src = media(row[kind]);
            return src ? (
              <button
                type="button"
                aria-label={`${t(`selection.${kind}`)}: ${row.brandName} ${row.model}`}
                onClick={() => props.onImageClick(row, kind)}
                style={{ border: '1px solid #f0f0f0', padding: 0, background: '#fafafa', cursor: 'zoom-in', width: props.compact ? 44 : 56, height: props.compact ? 33 : 42 }}
              >
                <img src={src} alt="" loading="lazy" style={{ width: props.compact ? 42 : 54, height: props.compact ? 31 : 40, objectFit: 'cover', display: 'block' }} />
              </button>
            ) : (
              <Tooltip title={t('selection.noImage')}>
                <PictureOutlined style={{ color: '#d9d9d9' }} />
              </Tooltip>
            );
          },
        };
      }
      return {
        ...base,
        align: 'right' as const,
        // the title on one line beside its sort carets (the table scrolls sideways instead)
        width: props.compact ? Math.max(80, Math.ceil(title.length * (zh ? 14 : 7.6)) + 44) : fitHeader(title, 96, 32 + (isSortableColumn(c) ? 24 : 0)),
        sorter: isSortableColumn(c),
        sortOrder: props.sort === c.indexKey ? (props.order === 'asc' ? 'ascend' : 'descend') : null,
        // a fixture's beam in both planes (`10.0° × 60.0°`), one angle where they agree
        render: (_: unknown, row: DetectionRow) => (field === 'beamAngle' ? formatBeam(row.beamAngle, row.beamAngle90) : cellText(field ? row[field] : undefined, zh ? 'zh' : 'en', field)),
      };
    });

  // The figures a designer ranks by stay in sight on a laptop (1366 px): held at the right edge,
  // while the fixture's other columns scroll between them and the brand (issue 23).
  const ranked = dataColumns.filter((c) => RANKED_FIGURE_COLUMNS.includes(String(c.key))).map((c) => ({ ...c, fixed: 'right' as const }));
  const scrolled = dataColumns.filter((c) => !RANKED_FIGURE_COLUMNS.includes(String(c.key)));

  const columns: ColumnsType<DetectionRow> = [
    ...(props.weighted
      ? [
          {
            key: 'score',
            title: t('selection.score'),
            onHeaderCell: () => ({ title: t('selection.score') }),
            dataIndex: 'score',
            width: 80,
            fixed: 'left' as const,
            align: 'right' as const,
            render: (v: number | undefined) => (v === undefined ? '' : <strong>{formatFigure('score', v)}</strong>),
          },
        ]
      : []),
    ...scrolled,
    {
      key: 'dataType',
      title: t('selection.dataType'),
      onHeaderCell: () => ({ title: t('selection.dataType') }),
      // the source as a tag (its tooltip names the surface); a measured row's kind of detection beside it
      width: zh ? 140 : 190,
      render: (_: unknown, row: DetectionRow) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <DataSourceTag row={row} />
          {isMeasured(row) && t(`selection.dataType${row.dataType}`)}
        </span>
      ),
    },
    ...ranked,
  ];

  return (
    <div data-testid="results-table" className={props.compact ? 'ls-compact-table' : undefined} aria-busy={props.loading}>
    <Table<DetectionRow>
      size="small"
      bordered
      rowKey="id"
      loading={props.loading}
      dataSource={props.rows}
      columns={columns}
      pagination={false}
      scroll={{ x: 'max-content', y: props.scrollY ?? Math.max(240, height - 260) }}
      locale={{ emptyText: <EmptyUnlessLoading loading={props.loading}>{t('selection.noRows')}</EmptyUnlessLoading> }}
      rowClassName={(row) => (row.surfaceType === 'B' ? 'ls-row-face-b' : '')}
      rowSelection={{
        selectedRowKeys: props.selectedKeys,
        preserveSelectedRowKeys: true,
        fixed: true,
        getCheckboxProps: (row) => ({ disabled: !isSelectableRow(row), 'aria-label': `${row.brandName} ${row.model}` }),
        onChange: (keys, rows) => props.onSelect(keys, rows),
      }}
      onChange={(_pagination, _filters, sorter) => {
        const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<DetectionRow> | undefined;
        if (!s?.order || !s.columnKey) props.onSort(undefined, undefined);
        else props.onSort(String(s.columnKey), s.order === 'ascend' ? 'asc' : 'desc');
      }}
    />
    </div>
  );
}
