import { message as messageText, type DictEntry } from '@lampsheet/contracts';
import { Flex, Pagination, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LAMP_SKETCH_ROWS, useLampSketches } from '../api/get-lamp-sketches';
import { useLang } from '../hooks/use-lang';
import type { ChosenLampSketch } from '../utils/editor-form';
import { PictureUpload } from './picture-upload';
import { SketchDialogFrame } from './sketch-dialog-frame';

export interface LampSketchDialogProps {
  open: boolean;
  lampTypes: DictEntry[];
  lampType?: number | null;
  onClose: () => void;
  onChoose: (sketch: ChosenLampSketch) => void;
  onCustom: (lampType: number, savePath: string) => void;
}

/** "Choose lamp-type sketch": type select, upload, 9 sketches a page. */
export function LampSketchDialog({ open, lampTypes, lampType, onClose, onChoose, onCustom }: LampSketchDialogProps) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const [type, setType] = useState<number | undefined | null>(null);
  const [page, setPage] = useState(1);
  const chosenType = type === null ? (lampType ?? undefined) : type;
  const sketches = useLampSketches(chosenType, page, open);
  const label = (d: DictEntry) => (i18n.language === 'zh-CN' ? d.dictCont : d.dictContEn || d.dictCont);

  return (
    <SketchDialogFrame
      open={open}
      title={t('editor.lampDialogTitle')}
      width={860}
      bodyMaxHeight="72vh"
      onClose={onClose}
      loading={sketches.isFetching}
      sketches={sketches.data?.rows ?? []}
      gridTestId="lamp-grid"
      filters={
        <>
          <Select
            aria-label={t('editor.lampType')}
            data-testid="lamp-type-filter"
            placeholder={t('editor.allLampTypes')}
            allowClear
            style={{ width: 220 }}
            value={chosenType}
            onChange={(v: number | undefined) => {
              setType(v);
              setPage(1);
            }}
            options={lampTypes.map((d) => ({ value: d.id, label: `${label(d)}${d.dictExtra ? ` (${d.dictExtra})` : ''}` }))}
          />
          <PictureUpload
            label={t('editor.uploadLamp')}
            testId="lamp-upload"
            blockedBy={chosenType ? null : messageText('lampTypeRequiredUpload', lang)}
            onUploaded={(answer) => {
              onCustom(chosenType!, answer.savePath);
              onClose();
            }}
          />
        </>
      }
      card={(s) => ({ picture: s.sketchMapOriginal, title: s.lampDescribe })}
      aspectRatio="3 / 2"
      cardTestId="lamp-sketch"
      onPick={onChoose}
      footer={
        <Flex justify="flex-end" style={{ marginTop: 12 }}>
          <Pagination
            size="small"
            current={page}
            pageSize={LAMP_SKETCH_ROWS}
            total={sketches.data?.total ?? 0}
            onChange={setPage}
            showSizeChanger={false}
            hideOnSinglePage
          />
        </Flex>
      }
    />
  );
}
