import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';

/** "square" (1) and "round" (2). */
export function ShapeSelector({ value, onChange }: { value: number[]; onChange: (value: number[]) => void }) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group<number>
      value={value}
      onChange={(v) => onChange([...v].sort())}
      options={[
        { value: 1, label: t('selection.square') },
        { value: 2, label: t('selection.round') },
      ]}
      style={{ minHeight: 32, alignItems: 'center' }}
    />
  );
}
