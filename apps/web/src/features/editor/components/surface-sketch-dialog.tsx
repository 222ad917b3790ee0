import { message as messageText, type SurfaceSketch } from '@lampsheet/contracts';
import { Flex, Select, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flattenSketches, useContestSketches, useContestTypes } from '@/api/catalog';
import { useLang } from '../hooks/use-lang';
import { surfaceLetters, type ChosenSketch } from '../utils/editor-form';
import { RECOMMENDED_SKETCH_SIZE } from '../utils/upload-check';
import { PictureUpload } from './picture-upload';
import { SketchDialogFrame } from './sketch-dialog-frame';

/** Width of the dialog (specification point 9). */
export const SURFACE_DIALOG_WIDTH = 860;

/** Letters a custom picture of a type shows: those any sketch of the type defines. */
export function typeLetters(sketches: SurfaceSketch[], contestTypeId: number): string[] {
  const all = new Set<string>();
  for (const s of sketches) if (s.contestTypeId === contestTypeId) surfaceLetters(s.sketchAttr).forEach((l) => all.add(l));
  return [...all];
}

export interface SurfaceSketchDialogProps {
  open: boolean;
  /** The type of the current sketch, preselected. */
  contestTypeId?: number | null;
  onClose: () => void;
  onChoose: (sketch: ChosenSketch) => void;
  onCustom: (contestTypeId: number, savePath: string, letters: string[]) => void;
}

/** "Choose application-surface sketch": parent and child type selects, upload, 3-column grid. */
export function SurfaceSketchDialog({ open, contestTypeId, onClose, onChoose, onCustom }: SurfaceSketchDialogProps) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const types = useContestTypes();
  const tree = types.data ?? [];
  const initialParent = tree.find((g) => g.children.some((c) => c.id === contestTypeId))?.id;
  const [parentId, setParentId] = useState<number | undefined>();
  const [childId, setChildId] = useState<number | undefined>();
  const effectiveParent = parentId ?? initialParent;
  const effectiveChild = childId ?? (parentId === undefined ? (contestTypeId ?? undefined) : undefined);
  const group = tree.find((g) => g.id === effectiveParent);
  const ids = effectiveChild ? [effectiveChild] : group ? group.children.map((c) => c.id) : undefined;
  const sketches = useContestSketches(ids, open);
  const flat = useMemo(() => flattenSketches(sketches.data ?? []), [sketches.data]);
  const name = (n: { typeName: string; typeNameEn: string }) => (i18n.language === 'zh-CN' ? n.typeName : n.typeNameEn);

  return (
    <SketchDialogFrame
      open={open}
      title={t('editor.surfaceDialogTitle')}
      width={SURFACE_DIALOG_WIDTH}
      bodyMaxHeight="70vh"
      onClose={onClose}
      loading={sketches.isFetching}
      sketches={flat}
      gridTestId="surface-grid"
      filters={
        <>
          <Select
            aria-label={t('editor.parentType')}
            data-testid="surface-parent"
            placeholder={t('editor.parentType')}
            style={{ width: 180 }}
            allowClear
            value={effectiveParent}
            onChange={(v: number | undefined) => {
              setParentId(v ?? 0);
              setChildId(undefined);
            }}
            options={tree.map((g) => ({ value: g.id, label: name(g) }))}
          />
          <Select
            aria-label={t('editor.childType')}
            data-testid="surface-child"
            placeholder={t('editor.childType')}
            style={{ width: 220 }}
            allowClear
            value={effectiveChild}
            onChange={(v: number | undefined) => setChildId(v)}
            options={(group ? group.children : tree.flatMap((g) => g.children)).map((c) => ({ value: c.id, label: name(c) }))}
          />
          <PictureUpload
            label={t('editor.uploadSketch')}
            testId="surface-upload"
            blockedBy={effectiveChild ? null : messageText('childTypeRequired', lang)}
            onUploaded={(answer) => {
              onCustom(effectiveChild!, answer.savePath, typeLetters(flat, effectiveChild!));
              onClose();
            }}
          />
          <Typography.Text type="secondary">{t('editor.recommendedSize', { size: RECOMMENDED_SKETCH_SIZE })}</Typography.Text>
        </>
      }
      card={(s) => ({
        picture: s.sketchMapOriginal,
        title: s.contestDescribe,
        children: (
          <Flex gap={4} wrap style={{ marginTop: 4 }}>
            <Tag>{s.contestTypeStr}</Tag>
            {s.templateType === 2 && <Tag color="purple">{t('editor.generic')}</Tag>}
            {s.effectSelectFlag === 1 && <Tag color="gold">{t('editor.effectTag')}</Tag>}
          </Flex>
        ),
      })}
      aspectRatio="969 / 591"
      cardTestId="surface-sketch"
      onPick={(s) =>
        onChoose({
          id: s.id,
          contestTypeId: s.contestTypeId,
          contestDescribe: s.contestDescribe,
          sketchMapOriginal: s.sketchMapOriginal,
          sketchAttr: s.sketchAttr,
          templateType: s.templateType,
          effectSelectFlag: s.effectSelectFlag,
        })
      }
    />
  );
}
