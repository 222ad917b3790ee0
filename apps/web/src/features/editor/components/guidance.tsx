import BulbOutlined from '@ant-design/icons/BulbOutlined';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import type { DictEntry } from '@lampsheet/contracts';
import { Button, Modal, Space, Typography } from 'antd';
import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// the video player loads when a video is first played
const GuidanceVideoPlayer = lazy(() => import('@/components/guidance-video-player').then((m) => ({ default: m.GuidanceVideoPlayer })));


interface GuidanceState {
  on: boolean;
  videos: DictEntry[];
  play: (video: DictEntry) => void;
}
const GuidanceContext = createContext<GuidanceState>({ on: false, videos: [], play: () => {} });

/** Picks the part of a bilingual "中文 / English" hint for the current language. */
export function hintText(desc: string, language: string): string {
  const parts = desc.split(' / ');
  if (parts.length < 2) return desc;
  return language === 'zh-CN' ? parts[0]! : parts.slice(1).join(' / ');
}

/** Holds the guidance switch and the video player for the fields below it. */
export function GuidanceProvider({ on, videos, children }: { on: boolean; videos: DictEntry[]; children: ReactNode }) {
  const [playing, setPlaying] = useState<DictEntry | null>(null);
  return (
    <GuidanceContext.Provider value={{ on, videos, play: setPlaying }}>
      {children}
      <VideoPlayer video={playing} videos={videos} onChange={setPlaying} onClose={() => setPlaying(null)} />
    </GuidanceContext.Provider>
  );
}

export const useGuidance = () => useContext(GuidanceContext);

/** A field's "lamp parameter making guidance" hint, shown only while guidance is on. */
export function GuidanceHint({ text }: { text: string | null | undefined }) {
  const { on } = useGuidance();
  const { i18n } = useTranslation();
  if (!on || !text) return null;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', marginTop: 2 }} data-testid="guidance-hint">
      <BulbOutlined style={{ color: '#d48806', marginRight: 4 }} />
      {hintText(text, i18n.language)}
    </Typography.Text>
  );
}

/**
 * Guidance videos beside a field while guidance is on. `topic` is the video's dictExtra:
 * 1 typical surface, 2 beam angle, 3 colour.
 */
export function GuidanceVideos({ topic }: { topic: string }) {
  const { on, videos, play } = useGuidance();
  const { i18n } = useTranslation();
  if (!on) return null;
  const list = videos.filter((v) => v.dictVideo && v.dictExtra === topic);
  if (!list.length) return null;
  return (
    <Space size={4} wrap>
      {list.map((v) => (
        <Button key={v.id} size="small" type="link" icon={<PlayCircleOutlined />} onClick={() => play(v)} style={{ paddingInline: 0 }}>
          {i18n.language === 'zh-CN' ? v.dictCont : v.dictContEn || v.dictCont}
        </Button>
      ))}
    </Space>
  );
}

function VideoPlayer({
  video,
  videos,
  onChange,
  onClose,
}: {
  video: DictEntry | null;
  videos: DictEntry[];
  onChange: (v: DictEntry) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={!!video} title={t('editor.videoTitle')} footer={null} onCancel={onClose} width={800} destroyOnHidden>
      {video && (
        <Suspense fallback={null}>
          <GuidanceVideoPlayer video={video} videos={videos} onChange={onChange} />
        </Suspense>
      )}
    </Modal>
  );
}
