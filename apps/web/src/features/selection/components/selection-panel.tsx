import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import { tableColumnKeys, type ContestTypeNode, type DetectionRow, type LampparamForm } from '@lampsheet/contracts';
import { Alert, Button, Card, Empty, Flex, Pagination, Typography } from 'antd';
import { lazy, Suspense, useLayoutEffect, useMemo, useRef, useState, type Key } from 'react';
import { useOpenedOnce } from '@/components/lazy-on-demand';
import { useFocusReturn } from '@/lib/focus-return';
import { useTableBodyHeight } from '@/lib/element-height';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/auth';
import { notifyError, notifySuccess, notifyWarning } from '@/lib/notify';
import { exportSelection } from '../api/export-selection';
import { useColumns } from '../api/get-columns';
import { useSelectionRows } from '../api/get-selection-rows';
import { useContestTypes, useTemplateIndices } from '@/api/catalog';
import { useVisibleColumns } from '../hooks/use-visible-columns';
import { sanitiseVisible } from '../utils/columns';
import { deriveMakeValues, validateMakeSelection, type DerivedMakeValues } from '../utils/make';
import { EMPTY_SEARCH, normalSearch, toSelectionRequest, weightedSearch, type SelectionSearch } from '../utils/search-state';
import { ColumnSettings } from './column-settings';
import { FilterBar } from './filter-bar';
import { ImagePreviewDialog, type ImagePreviewTarget } from './image-preview-dialog';
import { ResultsTable } from './results-table';
import { WeightPanel } from './weight-panel';

// Loaded when first opened: the make drawer brings the upload, the form engine and the
// guidance video; the fixture detail brings the polar curve (docs/PERFORMANCE.md).
const MakeDrawer = lazy(() => import('./make-drawer').then((m) => ({ default: m.MakeDrawer })));
const FixtureDetailDialog = lazy(() => import('./fixture-detail-dialog').then((m) => ({ default: m.FixtureDetailDialog })));

export const SELECTION_PAGE_SIZE = 10;

export interface SelectionPanelProps {
  projectId: number;
  state: SelectionSearch;
  onStateChange: (next: SelectionSearch) => void;
  /**
   * Inside the editor's effect lamp drawer: make (after the same checks and the same drawer for
   * review) hands the made values here instead of writing a new draft (docs/DOMAIN.md "Make").
   */
  onMake?: (values: Partial<LampparamForm>) => void;
  /** Compare the ticked rows (up to three, of one contest) on their surface; the page composes the dialog. */
  onCompare?: (rows: DetectionRow[]) => void;
  /**
   * Fill the height the page gives the panel (a page of its own): the filters above, the table's
   * rows the one thing that scrolls, its header and the pager always in view.
   */
  fill?: boolean;
  /**
   * The address of a state, when the state lives in the address: the panel then offers "Copy
   * link" (the link names the columns on screen too, so it opens as it is seen here).
   */
  linkOf?: (state: SelectionSearch) => string;
}

/** Rows the compare dialog holds. */
export const COMPARE_ROWS = 3;

function findType(tree: ContestTypeNode[], id: number | undefined): ContestTypeNode | undefined {
  for (const g of tree) {
    if (g.id === id) return g;
    const hit = g.children.find((c) => c.id === id);
    if (hit) return hit;
  }
  return undefined;
}

/** The fixture selection panel; its state comes from and goes to the caller (the address). */
export function SelectionPanel({ projectId, state, onStateChange, onMake: onMade, onCompare, fill = false, linkOf }: SelectionPanelProps) {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const contestTypes = useContestTypes();
  const typeId = state.contestTypeId;
  const columns = useColumns(typeId);
  const indices = useTemplateIndices(typeId);
  const [stored, setStored] = useVisibleColumns(user.data?.id, typeId, columns.data);
  // Columns named by the address (a shared link) win over the user's stored choice.
  const visible = useMemo(
    () => (state.columns && columns.data ? sanitiseVisible(state.columns, columns.data) : stored),
    [state.columns, columns.data, stored],
  );
  const request = useMemo(() => toSelectionRequest({ ...state, projectId }, indices.data ?? []), [state, projectId, indices.data]);
  const rows = useSelectionRows(request, state.weighted, !!typeId && !indices.isPending);
  // Until the search of this state is answered (a new type's indices come first), the rows shown are an earlier search's.
  const searching = !!typeId && (indices.isPending || rows.isPending || rows.isFetching || rows.isPlaceholderData);

  const [weightOpen, setWeightOpen] = useState(false);
  const [columnsOpen, setColumnsOpen] = useState(false);
  const [selected, setSelected] = useState<Map<Key, DetectionRow>>(new Map());
  const [detailLamp, setDetailLamp] = useState<number | undefined>();
  const [preview, setPreview] = useState<ImagePreviewTarget | null>(null);
  const [derived, setDerived] = useState<DerivedMakeValues | null>(null);
  const [exporting, setExporting] = useState(false);
  const detailOpened = useOpenedOnce(detailLamp !== undefined);
  const makeOpened = useOpenedOnce(!!derived);
  const tableBox = useRef<HTMLDivElement>(null);
  // closing the Make drawer gives the focus back to Make (the drawer's own return is lost when it
  // closes while still entering)
  const makeButton = useRef<HTMLButtonElement>(null);
  useFocusReturn(!!derived, makeButton);
  const bodyHeight = useTableBodyHeight(tableBox);

  const type = findType(contestTypes.data ?? [], typeId);
  const typeName = type ? (i18n.language === 'zh-CN' ? type.typeName : type.typeNameEn) : '';
  const total = rows.data?.total ?? 0;

  // The address changes at once and the panel renders it a moment later: a click in between
  // (clear the brands, then sort at once) must build on the change just made, not on the
  // state of the last render.
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });
  // In the address, every step after the first names the columns it shows, so going back
  // across a column choice shows the columns of then (the stored choice is the new one).
  const change = (next: SelectionSearch) => {
    const pinned = !next.columns && linkOf && next.contestTypeId === typeId && columns.data ? { ...next, columns: visible } : next;
    latest.current = pinned;
    onStateChange({ ...pinned, projectId });
  };
  const onTypeChange = (id: number | undefined) => {
    setSelected(new Map());
    setWeightOpen(false);
    const { dataTypes, brandIds, colorFlag, lampIds } = latest.current;
    change({ ...EMPTY_SEARCH, contestTypeId: id, dataTypes, brandIds, colorFlag, lampIds });
  };
  const onMake = () => {
    const chosen = [...selected.values()];
    const problem = validateMakeSelection(chosen);
    if (problem) {
      notifyWarning(t(`selection.${problem}`));
      return;
    }
    // the targets the designer entered on this page go into the record as entered (docs/DOMAIN.md "Make")
    setDerived(deriveMakeValues(chosen, latest.current.targets));
  };
  const exportRows = () => {
    setExporting(true);
    const keys = tableColumnKeys(columns.data ?? [], visible, { weighted: state.weighted, twoFace: type?.faces === 2 });
    exportSelection(request, keys)
      .catch(() => {
        // the failure was shown as a toast
      })
      .finally(() => setExporting(false));
  };
  const copyLink = () => {
    if (!linkOf) return;
    const link = linkOf({ ...latest.current, projectId, columns: visible });
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return notifyError(t('selection.linkCopyFailed'));
    clipboard.writeText(link).then(
      () => notifySuccess(t('selection.linkCopied')),
      () => notifyError(t('selection.linkCopyFailed')),
    );
  };
  const compare = () => {
    const chosen = [...selected.values()];
    // rows of several typical surfaces are compared too: each is computed on its own (docs/DOMAIN.md "Data types")
    if (chosen.length === 0) notifyWarning(t('selection.selectAtLeastOne'));
    else if (chosen.length > COMPARE_ROWS) notifyWarning(t('selection.compareAtMost', { count: COMPARE_ROWS }));
    else onCompare?.(chosen);
  };

  /** "Only these fixtures": the lamps of the ticked rows, kept in the address. */
  const onlyTicked = () => {
    const lampIds = [...new Set([...selected.values()].map((r) => r.lampId))];
    setSelected(new Map());
    change(normalSearch({ ...latest.current, lampIds }, 1));
  };

  return (
    <Flex vertical gap={fill ? 8 : 12} style={fill ? { flex: '1 1 0', minHeight: 0 } : undefined} data-testid="selection-panel">
      <Card size="small">
        <FilterBar
          makeRef={makeButton}
          state={state}
          contestTypes={contestTypes.data ?? []}
          indices={indices.data ?? []}
          weightOpen={weightOpen}
          onTypeChange={onTypeChange}
          onSearch={(draft) => change(normalSearch(draft, 1))}
          onReset={() => change({ ...EMPTY_SEARCH, contestTypeId: typeId, columns: latest.current.columns })}
          onToggleWeights={() => setWeightOpen((o) => !o)}
          onColumns={() => setColumnsOpen(true)}
          onMake={onMake}
          // filling the screen, the note sits beside the buttons it asks to use, so that the
          // footer keeps to one line and the rows get its height (issue 26, point 3)
          note={
            total > SELECTION_PAGE_SIZE && fill && typeId ? (
              <Typography.Text type="warning" data-testid="total-note">
                {t('selection.totalNote', { count: total })}
              </Typography.Text>
            ) : undefined
          }
        />
      </Card>

      {weightOpen && typeId && (
        <WeightPanel
          contestTypeId={typeId}
          weightCode={state.weightCode}
          weights={state.weights}
          onSearch={(code, weights) => {
            setWeightOpen(false);
            change(weightedSearch(state, code, weights));
          }}
        />
      )}

      {!typeId ? (
        <Card>
          <Empty description={t('selection.chooseTypeFirst')} />
        </Card>
      ) : (
        <Card
          size="small"
          style={fill ? { flex: '1 1 0', minHeight: 0, display: 'flex', flexDirection: 'column' } : undefined}
          styles={{ body: fill ? { padding: 0, flex: '1 1 0', minHeight: 0, display: 'flex', flexDirection: 'column' } : { padding: 0 } }}
        >
          {rows.isError && (
            <Alert
              type="error"
              banner
              showIcon
              title={rows.error.message}
              action={
                <Button size="small" onClick={() => void rows.refetch()}>
                  {t('app.reload')}
                </Button>
              }
            />
          )}
          {total > SELECTION_PAGE_SIZE && !fill && !searching && (
            <Alert type="warning" banner showIcon title={t('selection.totalNote', { count: total })} data-testid="total-note" />
          )}
          <div ref={tableBox} style={fill ? { flex: '1 1 0', minHeight: 0, overflow: 'hidden' } : undefined}>
            <ResultsTable
              scrollY={fill ? bodyHeight : undefined}
              compact={fill}
              rows={rows.data?.rows ?? []}
              loading={searching}
              columns={columns.data ?? []}
              visible={visible}
              weighted={state.weighted}
              sort={state.sort}
              order={state.order}
              onSort={(sort, order) => change({ ...latest.current, sort, order, page: 1 })}
              selectedKeys={[...selected.keys()]}
              onSelect={(keys, pageRows) => {
                setSelected((prev) => {
                  const next = new Map<Key, DetectionRow>();
                  for (const k of keys) {
                    const row = pageRows.find((r) => r?.id === k) ?? prev.get(k);
                    if (row) next.set(k, row);
                  }
                  return next;
                });
              }}
              onBrandClick={(row) => setDetailLamp(row.lampId)}
              onImageClick={(row, kind) =>
                setPreview({
                  title: `${row.brandName} ${row.model}`,
                  images: { lumImage: row.lumImage, pseuColor: row.pseuColor, viewPhoto: row.viewPhoto },
                  initial: kind,
                  // Calculated rows come from a photometric file: the engine can draw them on one fixed range.
                  engine: row.dataType === '4' ? { lampId: row.lampId, contestId: row.contestId, face: row.surfaceType, lightnessMax: row.lightnessMax } : null,
                })
              }
            />
          </div>
          <Flex justify="space-between" align="center" wrap gap={8} style={{ padding: fill ? '4px 16px' : '10px 16px' }} data-testid="selection-footer">
            <Flex gap={8} align="center" wrap>
              <Typography.Text type="secondary">{t('selection.selected', { count: selected.size })}</Typography.Text>
              <Button size="small" onClick={onlyTicked} disabled={selected.size === 0} data-testid="selection-only-ticked">
                {t('selection.onlyTicked')}
              </Button>
              {onCompare && (
                <Button size="small" onClick={compare} disabled={selected.size === 0} data-testid="selection-compare">
                  {t('selection.compare', { count: selected.size, max: COMPARE_ROWS })}
                </Button>
              )}
              <Button size="small" icon={<DownloadOutlined />} onClick={exportRows} loading={exporting} disabled={total === 0} data-testid="selection-export">
                {t('selection.exportXlsx')}
              </Button>
              {linkOf && (
                <Button size="small" icon={<LinkOutlined />} onClick={copyLink} data-testid="selection-copy-link">
                  {t('selection.copyLink')}
                </Button>
              )}
            </Flex>
            <Pagination
              current={state.page}
              pageSize={SELECTION_PAGE_SIZE}
              total={total}
              showSizeChanger={false}
              size={fill ? 'small' : undefined}
              // while searching the count is the earlier answer's: no count, and no pages to turn
              disabled={searching}
              showTotal={(count) => (searching ? null : <span data-testid="selection-total">{t('selection.total', { count })}</span>)}
              onChange={(page) => change({ ...latest.current, page })}
            />
          </Flex>
        </Card>
      )}

      <ColumnSettings
        open={columnsOpen}
        columns={columns.data ?? []}
        visible={visible}
        onCancel={() => setColumnsOpen(false)}
        onConfirm={(next) => {
          setStored(next);
          setColumnsOpen(false);
          // a new choice of columns is a step of the view: a history entry
          if (linkOf) change({ ...latest.current, columns: sanitiseVisible(next, columns.data ?? []) });
        }}
      />
      {detailOpened && (
        <Suspense fallback={null}>
          <FixtureDetailDialog lampId={detailLamp} onClose={() => setDetailLamp(undefined)} />
        </Suspense>
      )}
      <ImagePreviewDialog target={preview} onClose={() => setPreview(null)} />
      {makeOpened && (
        <Suspense fallback={null}>
          <MakeDrawer
        open={!!derived}
        projectId={projectId}
        contestTypeName={typeName}
        faces={type?.faces ?? 1}
        derived={derived}
        indices={indices.data ?? []}
        onClose={() => setDerived(null)}
        onMake={onMade}
          />
        </Suspense>
      )}
    </Flex>
  );
}
