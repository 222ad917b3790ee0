import { PlayCircleOutlined } from '@ant-design/icons';
import { Button, Empty, Modal, Segmented } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaUrl } from '@/lib/media';
import { useDictionary } from '../api/get-dictionary';

/** Volume the guidance videos start at (specification point 9). */
export const VIDEO_VOLUME = 0.3;

/** "video playback": the guidance videos (dictionary shipinjiaocheng) with WebVTT subtitles. */
export function VideoDialog() {
  const { t, i18n } = useTranslation();
  const media = useMediaUrl();
  const videos = useDictionary('shipinjiaocheng');
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<number | undefined>();
  const ref = useRef<HTMLVideoElement>(null);
  const list = (videos.data ?? []).filter((v) => v.dictVideo);
  const video = list.find((v) => v.id === current) ?? list[0];
  const zh = i18n.language === 'zh-CN';

  useEffect(() => {
    if (ref.current) ref.current.volume = VIDEO_VOLUME;
  }, [video, open]);

  return (
    <>
      <Button icon={<PlayCircleOutlined />} onClick={() => setOpen(true)}>
        {t('make.video')}
      </Button>
      <Modal open={open} title={t('make.videoTitle')} footer={null} onCancel={() => setOpen(false)} width={800} destroyOnHidden>
        {!video ? (
          <Empty description={t('make.noVideo')} />
        ) : (
          <>
            {list.length > 1 && (
              <Segmented
                value={video.id}
                onChange={(v) => setCurrent(Number(v))}
                options={list.map((v) => ({ value: v.id, label: zh ? v.dictCont : v.dictContEn || v.dictCont }))}
                style={{ marginBottom: 12 }}
              />
            )}
            <video
              key={video.id}
              ref={ref}
              controls
              crossOrigin="anonymous"
              style={{ width: '100%', background: '#000' }}
              onLoadedMetadata={(e) => (e.currentTarget.volume = VIDEO_VOLUME)}
              src={media(video.dictVideo)}
            >
              {video.dictSubtitle && (
                <track kind="subtitles" src={media(video.dictSubtitle)} srcLang={zh ? 'zh' : 'en'} label={zh ? '中文' : 'English'} default />
              )}
            </video>
          </>
        )}
      </Modal>
    </>
  );
}
