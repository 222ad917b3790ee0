import { Empty, Modal, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaUrl } from '@/lib/media';

export type ImageKind = 'lumImage' | 'pseuColor' | 'viewPhoto';
export interface ImagePreviewTarget {
  title: string;
  images: Partial<Record<ImageKind, string | null>>;
  initial: ImageKind;
}

/** Fixture picture, pseudo-colour picture and effect picture of a row, switchable. */
export function ImagePreviewDialog({ target, onClose }: { target: ImagePreviewTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const media = useMediaUrl();
  const [kind, setKind] = useState<ImageKind>('lumImage');
  const [kindOf, setKindOf] = useState(target);
  if (kindOf !== target) {
    setKindOf(target);
    if (target) setKind(target.initial);
  }
  const src = media(target?.images[kind]);

  return (
    <Modal open={!!target} title={`${t('selection.imagePreview')} · ${target?.title ?? ''}`} footer={null} onCancel={onClose} width={760} destroyOnHidden>
      <Segmented<ImageKind>
        value={kind}
        onChange={setKind}
        options={(['lumImage', 'pseuColor', 'viewPhoto'] as const).map((k) => ({ value: k, label: t(`selection.${k}`) }))}
        style={{ marginBottom: 12 }}
      />
      <div style={{ background: '#fafafa', minHeight: 320, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {src ? (
          <img src={src} alt={t(`selection.${kind}`)} style={{ maxWidth: '100%', maxHeight: '60vh', objectFit: 'contain' }} />
        ) : (
          <Empty description={t('selection.noImage')} />
        )}
      </div>
    </Modal>
  );
}
