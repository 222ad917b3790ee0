import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import { Button, Empty, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GuidanceVideoPlayer } from '@/components/guidance-video-player';
import { useDictionary } from '@/api/catalog';


/** "video playback": the guidance videos (dictionary shipinjiaocheng) with WebVTT subtitles. */
export function VideoDialog() {
  const { t } = useTranslation();
  const videos = useDictionary('shipinjiaocheng');
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<number | undefined>();
  const list = (videos.data ?? []).filter((v) => v.dictVideo);
  const video = list.find((v) => v.id === current) ?? list[0];

  return (
    <>
      <Button icon={<PlayCircleOutlined />} onClick={() => setOpen(true)}>
        {t('make.video')}
      </Button>
      <Modal open={open} title={t('make.videoTitle')} footer={null} onCancel={() => setOpen(false)} width={800} destroyOnHidden>
        {!video ? <Empty description={t('make.noVideo')} /> : <GuidanceVideoPlayer video={video} videos={list} onChange={(v) => setCurrent(v.id)} />}
      </Modal>
    </>
  );
}
