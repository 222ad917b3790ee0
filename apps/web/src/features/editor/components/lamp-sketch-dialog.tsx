import { message as messageText, type DictEntry } from '@lampsheet/contracts';
import { Col, Empty, Flex, Modal, Pagination, Row, Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LAMP_SKETCH_ROWS, useLampSketches } from '../api/get-lamp-sketches';
import { useLang } from '../hooks/use-lang';
import type { ChosenLampSketch } from '../utils/editor-form';
import { PictureUpload } from './picture-upload';
import { SketchCard } from '@/components/sketch-card';

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
    <Modal
      open={open}
      title={t('editor.lampDialogTitle')}
      width={860}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      styles={{ body: { maxHeight: '72vh', overflowY: 'auto', overflowX: 'hidden' } }}
    >
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
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
      </Flex>
      <Spin spinning={sketches.isFetching}>
        {(sketches.data?.rows.length ?? 0) === 0 && !sketches.isFetching ? (
          <Empty description={t('editor.noSketches')} />
        ) : (
          <Row gutter={[12, 12]} data-testid="lamp-grid">
            {(sketches.data?.rows ?? []).map((s) => (
              <Col span={8} key={s.id}>
                <SketchCard
                  picture={s.sketchMapOriginal}
                  title={s.lampDescribe}
                  aspectRatio="3 / 2"
                  testId="lamp-sketch"
                  onPick={() => {
                    onChoose(s);
                    onClose();
                  }}
                />
              </Col>
            ))}
          </Row>
        )}
      </Spin>
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
    </Modal>
  );
}
