import { Alert, Empty, Flex, InputNumber, Modal, Segmented, Spin, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roundScaleTop, useFacePicture } from '@/lib/face-picture';
import { useMediaUrl } from '@/lib/media';

export type ImageKind = 'lumImage' | 'pseuColor' | 'viewPhoto';
export interface ImagePreviewTarget {
  title: string;
  images: Partial<Record<ImageKind, string | null>>;
  initial: ImageKind;
  /**
   * A calculated row the engine can draw again on a fixed cd/m² range: its fixture, typical
   * surface, face and brightest luminance (the range's default top).
   */
  engine?: { lampId: number; contestId: number; face: 'A' | 'B'; lightnessMax: number | null } | null;
}

/**
 * Fixture picture, pseudo-colour picture and effect picture of a row, switchable. The
 * pseudo-colour picture of a calculated row can be drawn on one fixed range: the range stays
 * while other rows are previewed, so their colours compare.
 */
export function ImagePreviewDialog({ target, onClose }: { target: ImagePreviewTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const media = useMediaUrl();
  const [kind, setKind] = useState<ImageKind>(target?.initial ?? 'lumImage');
  const [kindOf, setKindOf] = useState(target);
  /** The fixed range's top (cd/m²), null when each picture keeps its own scale; kept from one row to the next. */
  const [fixedMax, setFixedMax] = useState<number | null>(null);
  if (kindOf !== target) {
    setKindOf(target);
    if (target) setKind(target.initial);
  }
  const engine = kind === 'pseuColor' ? (target?.engine ?? null) : null;
  const fixed = engine && fixedMax !== null ? fixedMax : null;
  const picture = useFacePicture(
    engine && fixed !== null
      ? { lampId: engine.lampId, contestId: engine.contestId, face: engine.face, kind: 'falseColour', variant: 'full', format: 'svg', range: { min: 0, max: fixed } }
      : undefined,
  );
  const src = fixed !== null ? (picture.data ? media(picture.data.address) : null) : media(target?.images[kind]);

  return (
    <Modal open={!!target} title={`${t('selection.imagePreview')} · ${target?.title ?? ''}`} footer={null} onCancel={onClose} width={760} destroyOnHidden>
      <Flex gap={16} align="center" wrap style={{ marginBottom: 12 }}>
        <Segmented<ImageKind>
          aria-label={t('app.pictureChoice')}
          value={kind}
          onChange={setKind}
          options={(['lumImage', 'pseuColor', 'viewPhoto'] as const).map((k) => ({ value: k, label: t(`selection.${k}`) }))}
        />
        {engine && (
          <Flex gap={8} align="center" data-testid="preview-fixed-scale">
            <Switch
              size="small"
              checked={fixedMax !== null}
              onChange={(on) => setFixedMax(on ? roundScaleTop(engine.lightnessMax ?? 0) : null)}
              aria-label={t('selection.fixedScale')}
            />
            <Typography.Text>{t('selection.fixedScale')}</Typography.Text>
            {fixedMax !== null && (
              <InputNumber
                size="small"
                min={0.01}
                max={1_000_000}
                value={fixedMax}
                onChange={(v) => typeof v === 'number' && v > 0 && setFixedMax(v)}
                aria-label={t('selection.fixedScaleMax')}
                addonAfter="cd/m²"
                style={{ width: 150 }}
              />
            )}
          </Flex>
        )}
      </Flex>
      {fixed !== null && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t('selection.fixedScaleHint', { max: fixed })}
        </Typography.Paragraph>
      )}
      <div style={{ background: '#fafafa', minHeight: 320, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {fixed !== null && picture.isError ? (
          <Alert type="warning" showIcon title={t('selection.fixedScaleFailed')} />
        ) : src ? (
          <img
            src={src}
            alt={t(`selection.${kind}`)}
            data-testid="preview-image"
            style={{ maxWidth: '100%', maxHeight: '60vh', objectFit: 'contain', opacity: fixed !== null && picture.isPlaceholderData ? 0.5 : 1 }}
          />
        ) : fixed !== null && picture.isFetching ? (
          <Spin />
        ) : (
          <Empty description={t('selection.noImage')} />
        )}
      </div>
    </Modal>
  );
}
