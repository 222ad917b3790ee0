/**
 * Before Take writes a fixture that differs from the record (another lamp type, a beam outside
 * the record's beam angle, another colour temperature): what differs, record → fixture, and the
 * designer's choice to take it or keep the record.
 */
import { formatBeam, type AngleRule, type DictEntry } from '@lampsheet/contracts';
import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TakeDifference, TakenFixture } from '../utils/rank-request';
import { dictLabel } from '@/lib/dict-label';

export interface PendingTake {
  fixture: TakenFixture;
  differences: TakeDifference[];
}

export function TakeConfirm({
  pending,
  lampTypes,
  angles,
  onTake,
  onCancel,
}: {
  pending: PendingTake | null;
  lampTypes: DictEntry[];
  angles: AngleRule[];
  onTake: (fixture: TakenFixture) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lampTypeName = (id: number) => {
    const entry = lampTypes.find((d) => d.id === id);
    return entry ? dictLabel(entry, i18n.language) : String(id);
  };
  const shown = (d: TakeDifference) => {
    switch (d.field) {
      case 'lampType':
        return { record: lampTypeName(d.record), fixture: lampTypeName(d.fixture) };
      case 'beamAngle':
        return { record: angles.find((a) => a.id === d.record)?.ruleKey ?? '—', fixture: formatBeam(d.fixture, pending?.fixture.beamAngle90) };
      case 'colorTemperature':
        return { record: `${d.record} K`, fixture: `${d.fixture} K` };
    }
  };
  return (
    <Modal
      open={!!pending}
      title={pending ? t('editor.takeDiffers.title', { name: pending.fixture.name }) : undefined}
      okText={t('editor.takeDiffers.ok')}
      cancelText={t('editor.takeDiffers.cancel')}
      onOk={() => pending && onTake(pending.fixture)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('editor.takeDiffers.intro')}</Typography.Paragraph>
      <ul data-testid="take-differences">
        {pending?.differences.map((d) => (
          <li key={d.field} data-field={d.field}>
            <Typography.Text strong>{t(`editor.takeDiffers.${d.field}`)}</Typography.Text>: {t('editor.takeDiffers.change', shown(d))}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
