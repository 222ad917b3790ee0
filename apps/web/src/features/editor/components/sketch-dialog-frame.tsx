import { Col, Empty, Flex, Modal, Row, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SketchCard } from '@/components/sketch-card';

export interface SketchDialogFrameProps<S extends { id: number }> {
  open: boolean;
  title: string;
  width: number;
  /** How high the body may grow before it scrolls (a CSS length). */
  bodyMaxHeight: string;
  onClose: () => void;
  /** The bar above the grid: type selects, upload, hints. */
  filters: ReactNode;
  loading: boolean;
  sketches: S[];
  gridTestId: string;
  /** A sketch's drawing, title and what shows under it (tags). */
  card: (sketch: S) => { picture: string; title: string; children?: ReactNode };
  aspectRatio: string;
  cardTestId: string;
  /** A sketch is picked (the dialog then closes). */
  onPick: (sketch: S) => void;
  /** Below the grid (the lamp dialog's pages). */
  footer?: ReactNode;
}

/** The frame of the surface and lamp sketch dialogs: a modal with a filter bar over a 3-column grid of sketches, "no sketches" when none. */
export function SketchDialogFrame<S extends { id: number }>({ open, title, width, bodyMaxHeight, onClose, filters, loading, sketches, gridTestId, card, aspectRatio, cardTestId, onPick, footer }: SketchDialogFrameProps<S>) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={title} width={width} footer={null} onCancel={onClose} destroyOnHidden styles={{ body: { maxHeight: bodyMaxHeight, overflowY: 'auto', overflowX: 'hidden' } }}>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        {filters}
      </Flex>
      <Spin spinning={loading}>
        {sketches.length === 0 && !loading ? (
          <Empty description={t('editor.noSketches')} />
        ) : (
          <Row gutter={[12, 12]} data-testid={gridTestId}>
            {sketches.map((s) => (
              <Col span={8} key={s.id}>
                <SketchCard
                  {...card(s)}
                  aspectRatio={aspectRatio}
                  testId={cardTestId}
                  onPick={() => {
                    onPick(s);
                    onClose();
                  }}
                />
              </Col>
            ))}
          </Row>
        )}
      </Spin>
      {footer}
    </Modal>
  );
}
