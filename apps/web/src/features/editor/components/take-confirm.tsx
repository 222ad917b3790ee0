/**
 * Before Take writes a fixture that differs from the record (another lamp type, a beam outside
 * the record's beam angle, another colour temperature): what differs, record → what the record
 * will store (for the beam the rule the fixture meets, beside the file's measured beam), and the
 * designer's choice to take it or keep the record.
 */
import { beamRuleOf, formatBeam, type AngleRule, type DictEntry } from '@lampsheet/contracts';
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
  const shown = (d: TakeDifference): string => {
    switch (d.field) {
      case 'lampType':
        return t('editor.takeDiffers.change', { record: lampTypeName(d.record), fixture: lampTypeName(d.fixture) });
      case 'beamAngle': {
        // what the record will store: the beam-angle rule the fixture's beam meets (mergeTaken), beside the file's measured beam
        const record = angles.find((a) => a.id === d.record)?.ruleKey ?? '—';
        const file = formatBeam(d.fixture, pending?.fixture.beamAngle90);
        const stored = pending ? beamRuleOf(angles, pending.fixture)?.ruleKey : undefined;
        return stored ? t('editor.takeDiffers.beamChange', { record, stored, file }) : t('editor.takeDiffers.beamKept', { record, file });
      }
      case 'colorTemperature':
        return d.kept
          ? t('editor.takeDiffers.colourKept', { record: `${d.kept.join(' / ')} K`, fixture: `${d.fixture} K` })
          : t('editor.takeDiffers.change', { record: `${d.record} K`, fixture: `${d.fixture} K` });
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
            <Typography.Text strong>{t(`editor.takeDiffers.${d.field}`)}</Typography.Text>: {shown(d)}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
