import { unitText, type ColumnDefinition } from '@lampsheet/contracts';
import { Checkbox, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyWarning } from '@/lib/notify';
import { columnGroup, MAX_VISIBLE_COLUMNS, toggleColumn, type ColumnGroup } from '../utils/columns';

export interface ColumnSettingsProps {
  open: boolean;
  columns: readonly ColumnDefinition[];
  visible: readonly string[];
  onConfirm: (visible: string[]) => void;
  onCancel: () => void;
}

const GROUPS: { key: ColumnGroup; label: 'selection.groupApplication' | 'selection.groupDevice' | 'selection.groupMeasured' }[] = [
  { key: 'application', label: 'selection.groupApplication' },
  { key: 'device', label: 'selection.groupDevice' },
  { key: 'measured', label: 'selection.groupMeasured' },
];

/** "select the information included in the settings": three groups, at most 12 ticks. */
export function ColumnSettings({ open, columns, visible, onConfirm, onCancel }: ColumnSettingsProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<string[]>([...visible]);
  // Opening (or other columns shown while open) starts the draft from the visible columns. The
  // caller may hand a new array of the same columns on any render (a refetch, the address parsed
  // again): compared by content, so the ticks made so far are kept.
  const shown = visible.join('\n');
  const [draftOf, setDraftOf] = useState({ open, shown });
  if (draftOf.open !== open || draftOf.shown !== shown) {
    setDraftOf({ open, shown });
    if (open) setDraft([...visible]);
  }

  const onTick = (key: string, checked: boolean) => {
    const result = toggleColumn(draft, key, checked);
    if (result.error) notifyWarning(t('selection.atMost12Columns'));
    setDraft(result.visible);
  };
  const name = (c: ColumnDefinition) => (i18n.language === 'zh-CN' ? c.indexName : c.indexNameEn || c.indexName);

  return (
    <Modal
      open={open}
      title={t('selection.columnSettingsTitle')}
      okText={t('selection.confirm')}
      cancelText={t('selection.cancel')}
      onOk={() => onConfirm(draft)}
      onCancel={onCancel}
      width={720}
      destroyOnHidden
    >
      <Typography.Text type="secondary">
        {draft.length} / {MAX_VISIBLE_COLUMNS}
      </Typography.Text>
      {GROUPS.map((group) => {
        const inGroup = columns.filter((c) => columnGroup(c) === group.key);
        if (inGroup.length === 0) return null;
        return (
          <section key={group.key} aria-label={t(group.label)} style={{ marginTop: 16 }}>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t(group.label)}
            </Typography.Title>
            <Flex wrap gap="8px 16px">
              {inGroup.map((c) => (
                <Checkbox key={c.indexKey} checked={draft.includes(c.indexKey)} onChange={(e) => onTick(c.indexKey, e.target.checked)}>
                  {name(c)}
                  {c.indexUnit ? ` (${unitText(c.indexUnit, (i18n.language === 'zh-CN' ? 'zh' : 'en'))})` : ''}
                </Checkbox>
              ))}
            </Flex>
          </section>
        );
      })}
    </Modal>
  );
}
