/**
 * The lamp parameter editor page: the form on the left (header, the form's sections, the action
 * bar), the lamp library and "Rank on this surface" on the right, the dialogs and the effect lamp
 * drawer. It composes the parts, each in a file named after what it holds:
 * - loading and saving the record: `hooks/use-editor-record.ts`, `hooks/use-save-record.ts`;
 * - choosing the sketches: `hooks/use-sketch-choice.ts`; the live number: `hooks/use-live-number.ts`;
 * - the library's and the ranking's requests: `hooks/use-search-requests.ts`;
 * - the form's sections: `form-sections/`; header and action bar: `editor-header.tsx`,
 *   `editor-actions.tsx`; the right side: `editor-right-pane.tsx`; dialogs and drawer: `editor-dialogs.tsx`;
 * - what make (the drawer) and take (the rank tab) write into the form: `utils/merge-made.ts`,
 *   `utils/rank-request.ts` (`mergeTaken`).
 */
import { contestTypeById, type LampparamForm } from '@lampsheet/contracts';
import { Flex, Form, Result, Spin } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAngleRules, useDictionary, usePartnerBrands, useTemplateIndices } from '@/api/catalog';
import { useProject } from '@/api/projects';
import { paths, type PassThrough } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { notifySuccess } from '@/lib/notify';
import { useEditorRecord } from '../hooks/use-editor-record';
import { useLiveNumber } from '../hooks/use-live-number';
import { useSaveRecord } from '../hooks/use-save-record';
import { useSearchRequests } from '../hooks/use-search-requests';
import { useSketchChoice } from '../hooks/use-sketch-choice';
import { type EditorForm } from '../utils/editor-form';
import { readGuidance, writeGuidance } from '../utils/guidance';
import { formWeights } from '../utils/library-request';
import { mergeMade } from '../utils/merge-made';
import { mergeTaken, rankLampType, takeDifferences, type TakenFixture } from '../utils/rank-request';
import { EditorActions } from './editor-actions';
import { EditorDialogs, type EditorDialog, type EffectSelectionContext } from './editor-dialogs';
import { EditorHeader } from './editor-header';
import { EditorRightPane, type RankContext } from './editor-right-pane';
import { FieldErrorProvider, type FieldErrors, type FieldFailure } from './form-sections/field-error';
import { ApplicationSection, ColourAndBeam, ControlSection, EquipmentSection, NumberBlock, TargetsSection, WeightsSection } from './form-sections';
import { GuidanceProvider } from './guidance';
import { LibraryPanel } from './library-panel';
import { ResizableSplit } from './resizable-split';
import { TakeConfirm, type PendingTake } from './take-confirm';

// The page (app/routes) composes these into the editor.
export type { EffectSelectionContext, RankContext };

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

/** The lamp parameter editor: the form on the left, the lamp library in the centre. */
export function Editor({ projectId, cid, query, passThrough, renderEffectSelection, renderRank }: EditorProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const generic = location.hash.includes('currency');
  const user = useUser();
  const project = useProject(projectId);
  const colourTypes = useDictionary('dengjusecaifenlei');
  const lampTypes = useDictionary('dengjuleixing');
  const videos = useDictionary('shipinjiaocheng');
  const angles = useAngleRules();
  const brands = usePartnerBrands();

  const record = useEditorRecord({ projectId, cid, query });
  const { view, form, setForm, sketch, lampSketch } = record;
  const [guidance, setGuidance] = useState(() => readGuidance());
  const [dialog, setDialog] = useState<EditorDialog>(null);
  const [pendingTake, setPendingTake] = useState<PendingTake | null>(null);

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
  const { number, colourCodeText, powerNo, missingParts, powerPending } = useLiveNumber(form, { colourType, lampType, angle });

  // an existing record still on its way to the form
  const recordLoading = !!cid && form.id !== cid;
  const search = useSearchRequests({ form, query, generic, loading: recordLoading });
  const sketches = useSketchChoice({ record, query, lampTypes: lampTypes.data, onSurfaceChange: search.resetLibrary });

  const isNew = !form.id;
  const isCreator = isNew || (user.data !== undefined && user.data.id === record.createdBy);
  const canSaveAs = !!form.id && record.editStatus !== 1;
  const readOnly = !isCreator;
  const backHref = paths.lampParamList.getHref(query.get('pid') ?? query.get('id') ?? projectId, passThrough);

  // the fields the save rules failed on, for the form as it was then: any change clears the marks
  const [invalid, setInvalid] = useState<{ error: FieldErrors; form: EditorForm } | null>(null);
  const onInvalid = (failures: FieldFailure[]) => setInvalid((prev) => ({ error: { failures, seq: (prev?.error.seq ?? 0) + 1 }, form }));
  const { busy, save } = useSaveRecord({ record, colourType, number, colourCodeText, powerNo, userId: user.data?.id, backHref, onInvalid });

  // "Take" on a ranked fixture writes it into the sheet as the chosen one (mergeTaken), asking first where it differs from the record
  const take = (fixture: TakenFixture) => {
    setPendingTake(null);
    setForm((f) => mergeTaken(f, fixture, angles.data ?? [], lampTypes.data ?? []));
    notifySuccess(t('editor.taken', { name: fixture.name }));
  };
  const askTake = (fixture: TakenFixture) => {
    const differences = takeDifferences(form, fixture, angles.data ?? []);
    if (differences.length) setPendingTake({ fixture, differences });
    else take(fixture);
  };

  const setGuidanceOn = (on: boolean) => {
    writeGuidance(on);
    setGuidance(on);
  };

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
        <EditorHeader
          backHref={backHref}
          projectName={project.data?.itemName ?? ''}
          guidance={guidance}
          onGuidanceChange={setGuidanceOn}
          readOnly={readOnly}
          creatorName={record.creatorName}
          generic={generic}
        />
        <FieldErrorProvider error={invalid?.form === form ? invalid.error : null}>
          <Form layout="vertical" component="div" requiredMark={false}>
            <NumberBlock form={form} update={update} disabled={readOnly} liveNumber={number} missing={missingParts} pending={powerPending} />
            <ColourAndBeam form={form} update={update} disabled={readOnly} colourTypes={colourTypes.data ?? []} angles={angles.data ?? []} />
            <ApplicationSection
              form={form}
              update={update}
              disabled={readOnly}
              indices={ofType(1)}
              sketch={sketch}
              letters={sketches.letters}
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
              lampLetters={sketches.lampDims}
              lampTypes={lampTypes.data ?? []}
              brands={brands.data ?? []}
              onChooseLamp={() => setDialog('lamp')}
            />
            <ControlSection form={form} update={update} disabled={readOnly} indices={ofType(4)} />
            <WeightsSection form={form} update={update} disabled={readOnly} />
          </Form>
        </FieldErrorProvider>
      </div>
      <EditorActions conflict={record.conflict} onReload={() => void record.reload()} canSaveAs={canSaveAs} isCreator={isCreator} busy={busy} onSave={(kind) => void save(kind)} />
    </Flex>
  );

  const library = (
    <LibraryPanel
      request={search.request}
      filters={search.filters}
      onFiltersChange={search.setFilters}
      page={search.page}
      onPageChange={search.setPage}
      brands={brands.data ?? []}
      twoFace={type?.faces === 2}
      generic={generic}
      weights={formWeights(search.settledForm).state}
      settling={search.settling}
    />
  );

  return (
    <GuidanceProvider on={guidance} videos={videos.data ?? []}>
      <div style={{ height: 'calc(100vh - 104px)', minHeight: 480 }} data-testid="editor">
        <ResizableSplit
          left={left}
          right={
            <EditorRightPane
              library={library}
              renderRank={renderRank}
              rank={{
                request: search.rankRequest,
                // as for the library, an existing record still loading counts as an unsettled form
                settling: search.rankSettling,
                filters: { ...search.rankFilters, lampType: rankLampType(search.rankForm, search.rankFilters) },
                onFiltersChange: search.setRankFilters,
                brands: brands.data ?? [],
                lampTypes: lampTypes.data ?? [],
                onTake: readOnly ? undefined : askTake,
              }}
            />
          }
        />
      </div>
      <TakeConfirm pending={pendingTake} lampTypes={lampTypes.data ?? []} angles={angles.data ?? []} onTake={take} onCancel={() => setPendingTake(null)} />
      <Spin fullscreen spinning={busy === 'generate'} description={t('editor.generating')} />
      <EditorDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        projectId={projectId}
        form={form}
        targetIndices={ofType(2)}
        lampTypes={lampTypes.data ?? []}
        onChooseSketch={sketches.chooseSketch}
        onCustomSurface={sketches.customSurface}
        onChooseLamp={sketches.chooseLamp}
        onCustomLamp={sketches.customLamp}
        renderEffectSelection={renderEffectSelection}
        onMake={(values: Partial<LampparamForm>) => {
          // make in the drawer fills this form (docs/DOMAIN.md "Make") and closes the drawer
          setForm((f) => mergeMade(f, values));
          setDialog(null);
        }}
        onLayout={(layout) => setForm((f) => ({ ...f, layout }))}
      />
    </GuidanceProvider>
  );
}
