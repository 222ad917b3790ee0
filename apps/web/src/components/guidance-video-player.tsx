import type { DictEntry } from '@lampsheet/contracts';
import { Segmented } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaUrl } from '@/lib/media';

/** Volume the guidance videos start at (specification point 9). */
export const VIDEO_VOLUME = 0.3;

/**
 * One guidance video (dictionary `shipinjiaocheng`) with its WebVTT subtitles in the current
 * language, starting at volume 0.3, and a switch between the videos when there are several.
 */
export function GuidanceVideoPlayer({ video, videos, onChange }: { video: DictEntry; videos: DictEntry[]; onChange: (v: DictEntry) => void }) {
  const { t, i18n } = useTranslation();
  const media = useMediaUrl();
  const ref = useRef<HTMLVideoElement>(null);
  const zh = i18n.language === 'zh-CN';
  const list = videos.filter((v) => v.dictVideo);
  useEffect(() => {
    if (ref.current) ref.current.volume = VIDEO_VOLUME;
  }, [video]);
  return (
    <>
      {list.length > 1 && (
        <Segmented
          aria-label={t('app.videoChoice')}
          value={video.id}
          onChange={(id) => {
            const next = list.find((v) => v.id === Number(id));
            if (next) onChange(next);
          }}
          options={list.map((v) => ({ value: v.id, label: zh ? v.dictCont : v.dictContEn || v.dictCont }))}
          style={{ marginBottom: 12, maxWidth: '100%', overflowX: 'auto' }}
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
  );
}
