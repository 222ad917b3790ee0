import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { Button, Tooltip } from 'antd';
import { useCallback, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Initial width of the left form panel (specification point 9). */
export const LEFT_PANEL_WIDTH = 824;
const MIN_WIDTH = 420;
const MAX_WIDTH = 1400;

export const clampWidth = (w: number) => Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(w)));

/** A collapsible left panel with a draggable (and keyboard-movable) divider before the centre. */
export function ResizableSplit({ left, right }: { left: ReactNode; right: ReactNode }) {
  const { t } = useTranslation();
  const [width, setWidth] = useState(LEFT_PANEL_WIDTH);
  const [collapsed, setCollapsed] = useState(false);
  const drag = useRef<{ x: number; w: number } | null>(null);

  const onPointerDown = useCallback(
    (e: React.PointerEvent<HTMLDivElement>) => {
      if (collapsed) return;
      drag.current = { x: e.clientX, w: width };
      e.currentTarget.setPointerCapture(e.pointerId);
    },
    [collapsed, width],
  );
  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setWidth(clampWidth(drag.current.w + e.clientX - drag.current.x));
  };
  const onPointerUp = (e: React.PointerEvent<HTMLDivElement>) => {
    drag.current = null;
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowLeft') setWidth((w) => clampWidth(w - 24));
    if (e.key === 'ArrowRight') setWidth((w) => clampWidth(w + 24));
  };

  return (
    <div style={{ display: 'flex', height: '100%', minHeight: 0 }}>
      <aside
        data-testid="editor-left"
        aria-hidden={collapsed}
        style={{ width: collapsed ? 0 : width, flex: '0 0 auto', overflow: 'hidden', display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        {!collapsed && left}
      </aside>
      {/* the separator and the collapse button side by side: a control may not hold another */}
      <div style={{ flex: '0 0 12px', position: 'relative', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <div
          role="separator"
          aria-orientation="vertical"
          aria-valuenow={collapsed ? 0 : width}
          aria-valuemin={MIN_WIDTH}
          aria-valuemax={MAX_WIDTH}
          aria-label={t('editor.divider')}
          tabIndex={0}
          data-testid="editor-divider"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onKeyDown={onKeyDown}
          style={{
            position: 'absolute',
            inset: 0,
            cursor: collapsed ? 'default' : 'col-resize',
            background: 'linear-gradient(to right, transparent 5px, #e5e5e5 5px, #e5e5e5 7px, transparent 7px)',
            touchAction: 'none',
          }}
        />
        <Tooltip title={collapsed ? t('editor.expand') : t('editor.collapse')} placement="right">
          <Button
            size="small"
            shape="circle"
            data-testid="editor-collapse"
            aria-label={collapsed ? t('editor.expand') : t('editor.collapse')}
            icon={collapsed ? <RightOutlined /> : <LeftOutlined />}
            onClick={() => setCollapsed((c) => !c)}
            style={{ position: 'absolute', top: '40%', zIndex: 2 }}
          />
        </Tooltip>
      </div>
      <div style={{ flex: '1 1 0', minWidth: 0, minHeight: 0, paddingLeft: 8, overflow: 'hidden' }}>{right}</div>
    </div>
  );
}
