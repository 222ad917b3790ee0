/**
 * The editor's dialogs and its drawer, each loaded and mounted when first opened: the surface
 * sketch dialog, the lamp sketch dialog, the photometric check, and the effect lamp selection
 * drawer into which the page composes the selection panel (`EffectSelectionContext`).
 */
import type { DictEntry, FixtureLayout, LampparamForm, TemplateIndex } from '@lampsheet/contracts';
import { Drawer } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '@/components/lazy-on-demand';
import { useFocusReturn } from '@/lib/focus-return';
import { useChosenFixtureFile } from '../api/photometric-check';
import type { ChosenLampSketch, ChosenSketch, EditorForm } from '../utils/editor-form';

// Loaded when first opened: the photometric check brings the file upload and the polar curve.
// The sketch dialogs (with their picture upload) load when first opened.
const SurfaceSketchDialog = lazy(() => import('./surface-sketch-dialog').then((m) => ({ default: m.SurfaceSketchDialog })));
const LampSketchDialog = lazy(() => import('./lamp-sketch-dialog').then((m) => ({ default: m.LampSketchDialog })));
const PhotometricCheckDialog = lazy(() => import('./photometric-check-dialog').then((m) => ({ default: m.PhotometricCheckDialog })));

/** Width of the effect lamp selection drawer (specification point 9). */
export const EFFECT_DRAWER_WIDTH = 835;

/** Which of the editor's dialogs is open, if any. */
export type EditorDialog = 'surface' | 'lamp' | 'effect' | 'check' | null;

/** What the page hands the effect lamp selection it composes into the drawer. */
export interface EffectSelectionContext {
  projectId: number;
  contestTypeId: number;
  /** Make in the selection panel fills this editor's form with the made values. */
  onMake: (values: Partial<LampparamForm>) => void;
}

export function EditorDialogs({
  dialog,
  onClose,
  projectId,
  form,
  targetIndices,
  lampTypes,
  onChooseSketch,
  onCustomSurface,
  onChooseLamp,
  onCustomLamp,
  renderEffectSelection,
  onMake,
  onLayout,
}: {
  dialog: EditorDialog;
  onClose: () => void;
  projectId: number;
  form: EditorForm;
  /** The lighting-target template indices, the photometric check's targets. */
  targetIndices: TemplateIndex[];
  lampTypes: DictEntry[];
  onChooseSketch: (sketch: ChosenSketch) => void;
  onCustomSurface: (contestTypeId: number, savePath: string, letters: string[]) => void;
  onChooseLamp: (sketch: ChosenLampSketch) => void;
  onCustomLamp: (lampType: number, savePath: string) => void;
  renderEffectSelection?: (ctx: EffectSelectionContext) => ReactNode;
  onMake: (values: Partial<LampparamForm>) => void;
  /** The layout the designer set in the photometric check: the record stores it. */
  onLayout: (layout: FixtureLayout) => void;
}) {
  const { t } = useTranslation();
  const checkOpened = useOpenedOnce(dialog === 'check');
  const surfaceOpened = useOpenedOnce(dialog === 'surface');
  const lampOpened = useOpenedOnce(dialog === 'lamp');
  // closing any of them gives the focus back to the button that opened it
  useFocusReturn(dialog !== null);
  /** The photometric file checked last in this editor (the check dialog calculates it again on reopening). */
  const [checkedFile, setCheckedFile] = useState<number | null>(null);
  // Until the designer drops a file, the check opens on the chosen fixture's (found again for them).
  const chosenFile = useChosenFixtureFile(form.chosenLampId, checkOpened && checkedFile === null);
  return (
    <>
      {surfaceOpened && (
        <Suspense fallback={null}>
          <SurfaceSketchDialog open={dialog === 'surface'} contestTypeId={form.contestType} onClose={onClose} onChoose={onChooseSketch} onCustom={onCustomSurface} />
        </Suspense>
      )}
      {lampOpened && (
        <Suspense fallback={null}>
          <LampSketchDialog open={dialog === 'lamp'} lampTypes={lampTypes} lampType={form.lampType} onClose={onClose} onChoose={onChooseLamp} onCustom={onCustomLamp} />
        </Suspense>
      )}
      {checkOpened && (
        <Suspense fallback={null}>
          <PhotometricCheckDialog
            open={dialog === 'check'}
            form={form}
            indices={targetIndices}
            photometryId={checkedFile ?? chosenFile.data ?? null}
            onPhotometry={setCheckedFile}
            onLayout={onLayout}
            onClose={onClose}
          />
        </Suspense>
      )}
      <Drawer
        open={dialog === 'effect'}
        placement="left"
        size={EFFECT_DRAWER_WIDTH}
        title={t('editor.effectTitle')}
        onClose={onClose}
        destroyOnHidden
        data-testid="effect-drawer"
      >
        {dialog === 'effect' && form.contestType && renderEffectSelection ? renderEffectSelection({ projectId, contestTypeId: form.contestType, onMake }) : null}
      </Drawer>
    </>
  );
}
