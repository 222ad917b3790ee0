import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import {
  ALL_ON,
  colourCode,
  contestTypeById,
  message as messageText,
  validateLampparam,
  type Brand,
  type LampparamForm,
  type ParamIndexEntry,
  type RankRequest,
} from '@lampsheet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Flex, Form, Result, Space, Spin, Switch, Tabs, Typography } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths, type PassThrough } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { notifyError, notifySuccess, notifyWarning } from '@/lib/notify';
import { useLampparam } from '../api/get-lampparam';
import { usePowerNo } from '../api/get-power-no';
import { useProject } from '@/api/projects';
import { useAngleRules, useDictionary, usePartnerBrands, useTemplateIndices } from '@/api/catalog';
import { generatePdf, saveLampparam } from '@/api/lampparams';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useLang } from '../hooks/use-lang';
import {
  applyCustomLamp,
  applyLampSketch,
  applySurfaceSketch,
  chooseCustomSurface,
  chooseSurfaceSketch,
  colourTypeOf,
  emptyForm,
  formFromView,
  isColourEntry,
  lampLetters,
  liveNumber,
  surfaceLetters,
  temperaturesOf,
  toSubmit,
  validationInput,
  type ChosenLampSketch,
  type ChosenSketch,
  type EditorForm,
  type SketchChange,
} from '../utils/editor-form';
import { readGuidance, writeGuidance } from '../utils/guidance';
import { EMPTY_FILTERS, formWeights, libraryRequest, lampIdsOf, type LibraryFilters } from '../utils/library-request';
import { EMPTY_RANK_FILTERS, mergeTaken, rankRequestOf, type RankFilters } from '../utils/rank-request';
import { ApplicationSection, ColourAndBeam, ControlSection, EquipmentSection, NumberBlock, TargetsSection, WeightsSection } from './form-sections';
import { GuidanceProvider } from './guidance';
import { LibraryPanel } from './library-panel';
import { useOpenedOnce } from '@/components/lazy-on-demand';
import { ResizableSplit } from './resizable-split';

// Loaded when first opened: the photometric check brings the file upload and the polar curve.
// The sketch dialogs (with their picture upload) load when first opened.
const SurfaceSketchDialog = lazy(() => import('./surface-sketch-dialog').then((m) => ({ default: m.SurfaceSketchDialog })));
const LampSketchDialog = lazy(() => import('./lamp-sketch-dialog').then((m) => ({ default: m.LampSketchDialog })));
const PhotometricCheckDialog = lazy(() => import('./photometric-check-dialog').then((m) => ({ default: m.PhotometricCheckDialog })));

/** Width of the effect lamp selection drawer (specification point 9). */
export const EFFECT_DRAWER_WIDTH = 835;
/** Quiet time after typing before the lamp library search re-runs (specification point 9). */
export const SEARCH_DEBOUNCE_MS = 1500;
/** Quiet time before "Rank on this surface" computes again: with the ranking itself, within a second of the last change. */
export const RANK_DEBOUNCE_MS = 500;

/** What the page hands the "Rank on this surface" tab it composes beside the lamp library. */
export interface RankContext {
  /** The form's surface type, sizes, albedo and targets, settled, with the tab's filters; undefined without a type. */
  request: RankRequest | undefined;
  filters: RankFilters;
  onFiltersChange: (next: RankFilters) => void;
  brands: Brand[];
  /** Take a fixture into the sheet as the chosen one; absent when the record is read-only. */
  onTake?: (fixture: { lampId: number; brandId: number; power: number | null; workVoltage: string | null; authorizedPrice: number | null; name: string }) => void;
}

/** What the page hands the effect lamp selection it composes into the drawer. */
export interface EffectSelectionContext {
  projectId: number;
  contestTypeId: number;
  /** Make in the selection panel fills this editor's form with the made values. */
  onMake: (values: Partial<LampparamForm>) => void;
}

export interface EditorProps {
  projectId: number;
  /** The record being edited (`cid`), if any. */
  cid?: number;
  /** The query the editor was opened with; every link and re-route keeps it. */
  query: URLSearchParams;
  passThrough: PassThrough;
  /** The page composes the selection panel here (features stay islands). */
  renderEffectSelection?: (ctx: EffectSelectionContext) => ReactNode;
  /** The page composes "Rank on this surface" here, a tab beside the lamp library. */
  renderRank?: (ctx: RankContext) => ReactNode;
}

type SaveKind = 'draft' | 'generate' | 'saveAs';

function parseItem(text: string | null): ChosenSketch | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as ChosenSketch;
    return typeof v?.id === 'number' && typeof v.contestTypeId === 'number' ? v : null;
  } catch {
    return null;
  }
}

/** Fields of the editor's own record that make never changes (identity, status, number, colour type). */
const KEPT_ON_MAKE = new Set([
  'id',
  'projectId',
  'updateDate',
  'dataStatus',
  'reCopy',
  'rootIn',
  'lampparamNo',
  'customLampparmNo',
  'customLampparmnoFlag',
  'colorType',
  'colorTemperatureStr',
  // the editor's surface type and sketch rule; rows of another type do not change them
  'contestType',
  'projectParamindexList',
  'extraIndices',
]);

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Merges the values made in the effect lamp selection into the form (DOMAIN.md "Make"): the made
 * values win where make has one; identity, status and the colour type stay; the lighting
 * targets land on the face entries of the same face (their ids and other values kept) and the
 * other targets on `extraIndices`; the record is now made from detection rows (makingWay 2).
 */
export function mergeMade(form: EditorForm, made: Partial<LampparamForm>): EditorForm {
  const next: EditorForm = { ...form };
  for (const [k, v] of Object.entries(made)) {
    if (isBlank(v) || KEPT_ON_MAKE.has(k)) continue;
    (next as Record<string, unknown>)[k] = v;
  }
  // the editor shows a single colour temperature in the first temperature field
  if (!isBlank(made.colorTemperature) && form.colorType !== 2) next.colorTemperatureFirst = made.colorTemperature;
  if (made.extraIndices) {
    const extra = { ...(form.extraIndices ?? {}) };
    for (const [k, v] of Object.entries(made.extraIndices)) if (!isBlank(v)) extra[k] = v;
    next.extraIndices = extra;
  }
  const madeEntries = (made.projectParamindexList ?? []).filter((e: ParamIndexEntry) => !isColourEntry(e));
  if (madeEntries.length) {
    const list = [...form.projectParamindexList];
    for (const entry of madeEntries) {
      const face = entry.faceType ?? null;
      const values = Object.fromEntries(
        Object.entries(entry).filter(([k, v]) => !isBlank(v) && !['id', 'faceType', 'createDate', 'updateDate', 'colorTemperatureStr'].includes(k)),
      );
      const i = list.findIndex((e) => !isColourEntry(e) && (e.faceType ?? null) === face);
      if (i >= 0) list[i] = { ...list[i], ...values };
      else list.splice(list.filter((e) => !isColourEntry(e)).length, 0, { faceType: face, colorTemperatureStr: ALL_ON, ...values });
    }
    next.projectParamindexList = list;
  }
  next.makingWay = 2;
  return next;
}

/** The lamp parameter editor: the form on the left, the lamp library in the centre. */
export function Editor({ projectId, cid, query, passThrough, renderEffectSelection, renderRank }: EditorProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const generic = location.hash.includes('currency');
  const user = useUser();
  const project = useProject(projectId);
  const view = useLampparam(cid);
  const colourTypes = useDictionary('dengjusecaifenlei');
  const lampTypes = useDictionary('dengjuleixing');
  const videos = useDictionary('shipinjiaocheng');
  const angles = useAngleRules();
  const brands = usePartnerBrands();

  const [form, setForm] = useState<EditorForm>(() => {
    const item = cid ? null : parseItem(query.get('item'));
    const base = emptyForm(projectId);
    return item ? applySurfaceSketch(base, item) : base;
  });
  const [sketch, setSketch] = useState<ChosenSketch | null>(() => (cid ? null : parseItem(query.get('item'))));
  const [customLetters, setCustomLetters] = useState<string[]>([]);
  const [lampSketch, setLampSketch] = useState<ChosenLampSketch | null>(null);
  const [editStatus, setEditStatus] = useState<number | undefined>();
  const [createdBy, setCreatedBy] = useState<number | undefined>();
  const [creatorName, setCreatorName] = useState<string | undefined>();
  // `lampIdsStr` in the address (a compare list, a link from a sheet): only those fixtures.
  const [filters, setFilters] = useState<LibraryFilters>(() => ({ ...EMPTY_FILTERS, lampIds: lampIdsOf(query.get('lampIdsStr')) }));
  const [rankFilters, setRankFilters] = useState<RankFilters>(EMPTY_RANK_FILTERS);
  const [rightTab, setRightTab] = useState<'library' | 'rank'>('library');
  const [page, setPage] = useState(1);
  const [guidance, setGuidance] = useState(() => readGuidance());
  const [dialog, setDialog] = useState<'surface' | 'lamp' | 'effect' | 'check' | null>(null);
  const checkOpened = useOpenedOnce(dialog === 'check');
  const surfaceOpened = useOpenedOnce(dialog === 'surface');
  const lampOpened = useOpenedOnce(dialog === 'lamp');
  /** The photometric file checked last in this editor (the check dialog calculates it again on reopening). */
  const [checkedFile, setCheckedFile] = useState<number | null>(null);
  const [busy, setBusy] = useState<SaveKind | null>(null);
  const [conflict, setConflict] = useState(false);
  const loadedFor = useRef<string | null>(null);

  // An existing record: its values, sketches and status once (and again after a reload).
  useEffect(() => {
    const data = view.data;
    if (!data) return;
    const key = `${data.projectLampparamVo.id}@${data.projectLampparamVo.updateDate}`;
    if (loadedFor.current === key) return;
    loadedFor.current = key;
    setForm(formFromView(data.projectLampparamVo, data.projectParamindexList));
    setSketch(data.contestSketch);
    setLampSketch(data.lampSketch);
    setEditStatus(data.projectLampparamVo.dataStatus);
    setCreatedBy(data.projectLampparamVo.createdBy);
    setCreatorName(data.projectLampparamVo.creatorName);
    setConflict(false);
  }, [view.data]);

  useEffect(() => {
    document.title = `${t('editor.title')} · ${t('app.name')}`;
  }, [t]);

  const update = (fn: (f: EditorForm) => EditorForm) => setForm((f) => fn(f));

  const templateIndices = useTemplateIndices(form.contestType);
  const indices = templateIndices.data ?? [];
  const ofType = (n: number) => indices.filter((i) => i.indexType === n);
  const type = form.contestType ? contestTypeById(form.contestType) : undefined;
  const faces: Array<string | null> = type?.faces === 2 ? ['A', 'B'] : [null];

  const colourType = colourTypes.data?.find((d) => d.id === form.grayDemand);
  const lampType = lampTypes.data?.find((d) => d.id === form.lampType);
  const angle = angles.data?.find((a) => a.id === form.angleNo);
  const settledPower = useDebouncedValue(form.lampPower, 300);
  const power = usePowerNo(form.lampType, settledPower);
  const powerNo = power.data?.powerNo ?? null;
  const number = liveNumber(form, { lampNo: lampType?.dictExtra ?? form.lampNo, angleCode: angle?.ruleNo, colourType, powerNo });
  const colourCodeText = colourCode(colourTypeOf(colourType), temperaturesOf(form));
  /** Parts of the number still missing: a half-built number says so instead of passing for a real one. */
  const missingParts = (
    [
      [!(lampType?.dictExtra ?? form.lampNo), 'lampType'],
      [!angle, 'beamAngle'],
      [!colourCodeText, 'colour'],
      [!powerNo, 'power'],
    ] as const
  )
    .filter(([missing]) => missing)
    .map(([, part]) => part);

  const letters = useMemo(
    () => (sketch ? surfaceLetters(sketch.sketchAttr) : surfaceLetters(JSON.stringify(customLetters))),
    [sketch, customLetters],
  );
  const lampDims = lampSketch ? lampLetters(lampSketch.lampAttr) : form.lampSketchPath ? (['L', 'W', 'D'] as const).slice() : [];

  // The library follows the form; typing settles for 1500 ms before the search runs again.
  const settledForm = useDebouncedValue(form, SEARCH_DEBOUNCE_MS);
  const request = useMemo(
    () => libraryRequest({ ...settledForm, contestType: form.contestType }, filters, page),
    [settledForm, form.contestType, filters, page],
  );

  // The ranking follows the form sooner than the library: it runs only while its tab is open.
  const rankForm = useDebouncedValue(form, RANK_DEBOUNCE_MS);
  const rankRequest = useMemo(() => (generic ? undefined : rankRequestOf(rankForm, rankFilters)), [generic, rankForm, rankFilters]);

  const isNew = !form.id;
  const isCreator = isNew || (user.data !== undefined && user.data.id === createdBy);
  const canSaveAs = !!form.id && editStatus !== 1;
  const readOnly = !isCreator;
  const backHref = paths.lampParamList.getHref(query.get('pid') ?? query.get('id') ?? projectId, passThrough);

  /** Says in a toast what a new surface cleared, if it cleared anything the designer entered. */
  const reportCleared = (change: SketchChange) => {
    const parts: string[] = [];
    if (change.clearedTargets) parts.push(t('editor.cleared.targets'));
    if (change.clearedSizes.length) parts.push(t('editor.cleared.sizes', { letters: change.clearedSizes.join(', ') }));
    if (!parts.length) return;
    notifyWarning(t(change.typeChanged ? 'editor.cleared.typeChanged' : 'editor.cleared.sketchChanged', { what: parts.join(t('editor.cleared.and')) }));
  };

  const chooseSketch = (s: ChosenSketch) => {
    setFilters(EMPTY_FILTERS);
    setPage(1);
    setSketch(s);
    setCustomLetters([]);
    const change = chooseSurfaceSketch(form, s);
    setForm(change.form);
    reportCleared(change);
    const next = new URLSearchParams(query);
    if (s.templateType === 2) {
      // the generic ("currency") form, recognised by the hash
      void navigate({ search: location.search, hash: 'currency' }, { replace: true });
      return;
    }
    next.set('text', 'custom');
    next.set('item', JSON.stringify(s));
    next.set('flag', '1');
    void navigate({ pathname: paths.custom.path, search: `?${next.toString()}`, hash: '' }, { replace: true });
  };

  const customSurface = (contestTypeId: number, savePath: string, typeLetters: string[]) => {
    setFilters(EMPTY_FILTERS);
    setPage(1);
    setSketch(null);
    const shown = typeLetters.length ? typeLetters : ['H', 'W', 'D'];
    setCustomLetters(shown);
    const change = chooseCustomSurface(form, contestTypeId, savePath, shown);
    setForm(change.form);
    reportCleared(change);
  };

  const setGuidanceOn = (on: boolean) => {
    writeGuidance(on);
    setGuidance(on);
  };

  const reload = async () => {
    loadedFor.current = null;
    await view.refetch();
  };

  async function save(kind: SaveKind) {
    const dataStatus = kind === 'draft' ? 1 : 2;
    const failure = validateLampparam(validationInput(form, dataStatus, colourType));
    if (failure) {
      notifyError(messageText(failure.key, lang));
      return;
    }
    const reCopy = kind === 'saveAs' ? 1 : 0;
    const body = toSubmit(form, dataStatus, { lampparamNo: form.customLampparmnoFlag ? (form.customLampparmNo ?? '') : number, colorTempeNo: colourCodeText, powerNo }, reCopy);
    // Opened while the click still counts as the user's, so the sheet's tab is not blocked.
    const sheetTab = kind === 'generate' ? window.open('', '_blank') : null;
    setBusy(kind);
    setConflict(false);
    let savedId: number | undefined;
    try {
      // silent: the editor shows the server's message itself, and a conflict (409) its own
      const answer = await saveLampparam(body, reCopy, { silent: true });
      savedId = answer.id;
      if (kind === 'generate') {
        setForm((f) => ({ ...f, id: answer.id, updateDate: answer.updateDate }));
        setEditStatus(2);
        setCreatedBy((c) => c ?? user.data?.id);
        const pdf = await generatePdf(answer.id, { silent: true });
        if (sheetTab) sheetTab.location.href = pdf.url;
        else window.open(pdf.url, '_blank');
      }
      // the toast names the record: its number as saved (custom or built)
      notifySuccess(`${messageText('ok', lang)} ${t(`editor.saved.${kind}`, { no: answer.lampparamNo })}`);
      // the list and this record changed on the server
      await queryClient.invalidateQueries({ queryKey: ['lampparams'] });
      void navigate(backHref);
    } catch (error) {
      sheetTab?.close();
      if (error instanceof ApiError && error.status === 409) setConflict(true);
      else if (kind === 'generate' && savedId !== undefined) notifyError(t('editor.pdfFailed', { message: (error as Error).message }));
      else notifyError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  }

  if (cid && view.isError) {
    return <Result status="404" title={t('editor.notFound')} extra={<Link to={backHref}>{t('editor.back')}</Link>} />;
  }
  if (cid && !view.data) {
    return (
      <Flex justify="center" style={{ padding: 64 }}>
        <Spin />
      </Flex>
    );
  }

  const left = (
    <Flex vertical style={{ height: '100%', minHeight: 0 }}>
      <div style={{ flex: '1 1 auto', overflowY: 'auto', paddingRight: 8 }} data-testid="editor-form">
        <Flex align="center" gap={12} wrap style={{ marginBottom: 8 }}>
          <Link to={backHref} data-testid="editor-back">
            <ArrowLeftOutlined /> {t('editor.back')}
          </Link>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="project-name">
            {project.data?.itemName ?? ''}
          </Typography.Title>
          <Flex flex={1} justify="flex-end">
            <Space>
              <Switch checked={guidance} onChange={setGuidanceOn} data-testid="guidance-switch" aria-label={t('editor.guidance')} />
              <Typography.Text style={{ whiteSpace: 'nowrap' }}>{t('editor.guidance')}</Typography.Text>
            </Space>
          </Flex>
        </Flex>
        {readOnly && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('editor.notCreator', { name: creatorName ?? '' })} data-testid="not-creator" />}
        {generic && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('editor.genericHint')} data-testid="generic-hint" />}
        <Form layout="vertical" component="div" requiredMark={false}>
          <NumberBlock form={form} update={update} disabled={readOnly} liveNumber={number} missing={missingParts} />
          <ColourAndBeam form={form} update={update} disabled={readOnly} colourTypes={colourTypes.data ?? []} angles={angles.data ?? []} />
          <ApplicationSection
            form={form}
            update={update}
            disabled={readOnly}
            indices={ofType(1)}
            sketch={sketch}
            letters={letters}
            generic={generic}
            onChooseSketch={() => setDialog('surface')}
            onEffect={sketch?.effectSelectFlag === 1 ? () => setDialog('effect') : undefined}
            onCheck={() => setDialog('check')}
          />
          <TargetsSection form={form} update={update} disabled={readOnly} indices={ofType(2)} faces={faces} />
          <EquipmentSection
            form={form}
            update={update}
            disabled={readOnly}
            indices={ofType(3)}
            lampSketch={lampSketch}
            lampLetters={lampDims}
            lampTypes={lampTypes.data ?? []}
            brands={brands.data ?? []}
            onChooseLamp={() => setDialog('lamp')}
          />
          <ControlSection form={form} update={update} disabled={readOnly} indices={ofType(4)} />
          <WeightsSection form={form} update={update} disabled={readOnly} />
        </Form>
      </div>
      {conflict && (
        <Alert
          type="error"
          showIcon
          data-testid="conflict"
          style={{ margin: '8px 8px 0 0' }}
          title={t('editor.conflictTitle')}
          description={t('editor.conflict')}
          action={
            <Button size="small" danger onClick={() => void reload()}>
              {t('editor.reload')}
            </Button>
          }
        />
      )}
      <Flex gap={8} justify="flex-end" style={{ padding: '10px 8px 4px 0', borderTop: '1px solid #f0f0f0', background: '#fff' }} data-testid="editor-actions">
        {canSaveAs && (
          <Button onClick={() => void save('saveAs')} loading={busy === 'saveAs'} disabled={!!busy} data-testid="save-as">
            {t('editor.saveAs')}
          </Button>
        )}
        {isCreator && (
          <Button onClick={() => void save('draft')} loading={busy === 'draft'} disabled={!!busy} data-testid="save-draft">
            {t('editor.saveDraft')}
          </Button>
        )}
        {isCreator && (
          <Button type="primary" onClick={() => void save('generate')} disabled={!!busy} data-testid="generate">
            {t('editor.generate')}
          </Button>
        )}
      </Flex>
    </Flex>
  );

  const library = (
    <LibraryPanel
      request={request}
      filters={filters}
      onFiltersChange={setFilters}
      page={page}
      onPageChange={setPage}
      brands={brands.data ?? []}
      twoFace={type?.faces === 2}
      generic={generic}
      weights={formWeights(settledForm).state}
    />
  );

  return (
    <GuidanceProvider on={guidance} videos={videos.data ?? []}>
      <div style={{ height: 'calc(100vh - 104px)', minHeight: 480 }} data-testid="editor">
        <ResizableSplit
          left={left}
          right={
            renderRank ? (
              <Tabs
                activeKey={rightTab}
                onChange={(key) => setRightTab(key as 'library' | 'rank')}
                className="editor-right-tabs"
                style={{ height: '100%' }}
                destroyOnHidden
                items={[
                  { key: 'library', label: t('editor.libraryTab'), children: library },
                  {
                    key: 'rank',
                    label: <span data-testid="rank-tab">{t('editor.rankTab')}</span>,
                    children: renderRank({
                      request: rankRequest,
                      filters: rankFilters,
                      onFiltersChange: setRankFilters,
                      brands: brands.data ?? [],
                      onTake: readOnly
                        ? undefined
                        : (fixture) => {
                            setForm((f) => mergeTaken(f, fixture));
                            notifySuccess(t('editor.taken', { name: fixture.name }));
                          },
                    }),
                  },
                ]}
              />
            ) : (
              library
            )
          }
        />
      </div>
      <Spin fullscreen spinning={busy === 'generate'} description={t('editor.generating')} />
      {surfaceOpened && (
        <Suspense fallback={null}>
          <SurfaceSketchDialog
            open={dialog === 'surface'}
            contestTypeId={form.contestType}
            onClose={() => setDialog(null)}
            onChoose={chooseSketch}
            onCustom={customSurface}
          />
        </Suspense>
      )}
      {lampOpened && (
        <Suspense fallback={null}>
          <LampSketchDialog
            open={dialog === 'lamp'}
            lampTypes={lampTypes.data ?? []}
            lampType={form.lampType}
            onClose={() => setDialog(null)}
            onChoose={(s) => {
              setLampSketch(s);
              setForm((f) => applyLampSketch(f, s, lampTypes.data?.find((d) => d.id === s.lampType)?.dictExtra ?? null));
            }}
            onCustom={(typeId, savePath) => {
              setLampSketch(null);
              setForm((f) => applyCustomLamp(f, typeId, lampTypes.data?.find((d) => d.id === typeId)?.dictExtra ?? null, savePath));
            }}
          />
        </Suspense>
      )}
      {checkOpened && (
        <Suspense fallback={null}>
          <PhotometricCheckDialog
            open={dialog === 'check'}
            form={form}
            indices={ofType(2)}
            photometryId={checkedFile}
            onPhotometry={setCheckedFile}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      <Drawer
        open={dialog === 'effect'}
        placement="left"
        size={EFFECT_DRAWER_WIDTH}
        title={t('editor.effectTitle')}
        onClose={() => setDialog(null)}
        destroyOnHidden
        data-testid="effect-drawer"
      >
        {dialog === 'effect' && form.contestType && renderEffectSelection
          ? renderEffectSelection({
              projectId,
              contestTypeId: form.contestType,
              onMake: (values) => {
                setForm((f) => mergeMade(f, values));
                setDialog(null);
              },
            })
          : null}
      </Drawer>
    </GuidanceProvider>
  );
}
