import { recordQuantity } from '@lampsheet/contracts';
import { Checkbox, Flex, Form, Input, InputNumber, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { layoutQuantityDiffers } from '../../utils/rank-request';
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
  const markError = useFieldError('typeMark');
  const partial = !!liveNumber && (missing.length > 0 || pending);
  const missingText = missing.map((m) => t(`editor.numberPart.${m}`)).join(t('editor.listSeparator'));
  const differs = layoutQuantityDiffers(form);
  const counted = recordQuantity({ fixturesPerSurface: form.fixturesPerSurface, surfaceCount: form.surfaceCount });
  const count = (field: 'fixturesPerSurface' | 'surfaceCount' | 'quantity', label: string, max: number) => (
    <InputNumber
      id={`count-${field}`}
      aria-label={label}
      data-testid={`count-${field}`}
      min={field === 'quantity' ? 0 : 1}
      max={max}
      precision={0}
      style={{ width: 110 }}
      disabled={disabled}
      placeholder={field === 'quantity' && counted !== null ? String(counted) : undefined}
      value={(form[field] as number | null | undefined) ?? null}
      onChange={(v) => update((f) => ({ ...f, [field]: v ?? null }))}
    />
  );
  const text = (field: 'typeMark' | 'customLampparmNo', id: string, label: string, width: number, maxLength: number, placeholder: string) => (
    <Input
      id={id}
      aria-label={label}
      data-testid={id}
      style={{ width }}
      maxLength={maxLength}
      disabled={disabled}
      placeholder={placeholder}
      value={form[field] ?? ''}
      onChange={(e) => update((f) => ({ ...f, [field]: e.target.value }))}
    />
  );
  return (
    <>
      <Form.Item label={t('editor.typeMark')} style={{ marginBottom: 12 }} {...markError} extra={t('editor.typeMarkHint')}>
        {text('typeMark', 'type-mark', t('editor.typeMark'), 120, 12, t('editor.typeMarkPlaceholder'))}
      </Form.Item>
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
          {custom && text('customLampparmNo', 'custom-number', t('editor.customNumber'), 220, 60, t('editor.customNumberPlaceholder'))}
        </Flex>
        {!liveNumber && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('editor.numberPending')}
          </Typography.Text>
        )}
      </Form.Item>
      <Form.Item label={t('editor.quantity')} style={{ marginBottom: 12 }} extra={t('editor.quantityHint')}>
        <Flex gap={8} align="center" wrap>
          {count('fixturesPerSurface', t('editor.fixturesPerSurface'), 500)}
          <span aria-hidden>×</span>
          {count('surfaceCount', t('editor.surfaceCount'), 10000)}
          <span aria-hidden>=</span>
          {count('quantity', t('editor.quantity'), 1000000)}
          {differs !== null && (
            <Tag color="warning" data-testid="quantity-differs" style={{ marginInlineEnd: 0 }}>
              {t('editor.quantityDiffers', { count: differs })}
            </Tag>
          )}
        </Flex>
      </Form.Item>
    </>
  );
}

/** Quiet time after which a typed colour temperature counts as entered. */
