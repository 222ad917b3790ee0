import { Card, Image, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useMediaUrl } from '@/lib/media';

/** One pickable sketch of the surface and lamp sketch dialogs: the drawing, its title, tags. */
export function SketchCard({
  picture,
  title,
  aspectRatio,
  testId,
  onPick,
  children,
}: {
  picture: string;
  title: string;
  aspectRatio: string;
  testId: string;
  onPick: () => void;
  children?: ReactNode;
}) {
  const media = useMediaUrl();
  return (
    <Card
      hoverable
      size="small"
      data-testid={testId}
      onClick={onPick}
      cover={<Image preview={false} src={media(picture)} alt={title} style={{ aspectRatio, objectFit: 'contain', background: '#fafafa' }} />}
    >
      {/* the name whole, wrapped: sketches of one type differ at its end ("…upward from the base", "…continuous run spaced S") */}
      <Typography.Text style={{ fontSize: 13, display: 'block' }}>{title}</Typography.Text>
      {children}
    </Card>
  );
}
