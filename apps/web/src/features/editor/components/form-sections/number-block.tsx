import { Checkbox, Flex, Form, Input, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldError } from './field-error';
import { type BaseProps } from './section';

/** A part of the lamp parameter number the form has not given yet. */
export type NumberPart = 'lampType' | 'beamAngle' | 'colour' | 'power';

/** The lamp parameter number: the live number, or a custom one when the box is ticked. */
export function NumberBlock({
  form,
  update,
  disabled,
  liveNumber,
  missing = [],
  pending = false,
}: BaseProps & { liveNumber: string; missing?: NumberPart[]; /** A part (the power number) is still being computed. */ pending?: boolean }) {
  const { t } = useTranslation();
  const custom = form.customLampparmnoFlag === true || form.customLampparmnoFlag === 1;
  const customError = useFieldError('customLampparmNo');
  const partial = !!liveNumber && (missing.length > 0 || pending);
  const missingText = missing.map((m) => t(`editor.numberPart.${m}`)).join(t('editor.listSeparator'));
  return (
    <Form.Item label={t('editor.number')} style={{ marginBottom: 12 }} {...customError}>
      <Flex gap={12} align="center" wrap>
        <Typography.Text
          code
          type={partial ? 'secondary' : undefined}
          style={{ fontSize: 16, ...(partial ? { borderStyle: 'dashed' } : {}) }}
          data-testid="live-number"
          data-complete={liveNumber && !partial ? 'true' : 'false'}
          data-pending={pending ? 'true' : 'false'}
          aria-busy={pending}
        >
          {liveNumber || '—'}
        </Typography.Text>
        {liveNumber && missing.length > 0 && (
          <Tag color="warning" data-testid="number-missing" style={{ marginInlineEnd: 0 }}>
            {t('editor.numberMissing', { parts: missingText })}
          </Tag>
        )}
        <Checkbox
          checked={custom}
          disabled={disabled}
          onChange={(e) => update((f) => ({ ...f, customLampparmnoFlag: e.target.checked }))}
          data-testid="custom-number-flag"
        >
          {t('editor.customNumber')}
        </Checkbox>
        {custom && (
          <Input
            id="custom-number"
            aria-label={t('editor.customNumber')}
            data-testid="custom-number"
            style={{ width: 220 }}
            maxLength={60}
            disabled={disabled}
            placeholder={t('editor.customNumberPlaceholder')}
            value={form.customLampparmNo ?? ''}
            onChange={(e) => update((f) => ({ ...f, customLampparmNo: e.target.value }))}
          />
        )}
      </Flex>
      {!liveNumber && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('editor.numberPending')}
        </Typography.Text>
      )}
    </Form.Item>
  );
}

/** Quiet time after which a typed colour temperature counts as entered. */
