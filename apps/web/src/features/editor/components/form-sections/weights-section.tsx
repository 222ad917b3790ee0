import { LAMPPARAM_WEIGHT_FIELDS, lampparamWeightSum, WEIGHT_QUOTA } from '@lampsheet/contracts';
import { Col, Form, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { keepNumber } from '../../utils/editor-form';
import { libraryWeights } from '../../utils/library-weights';
import { type BaseProps, Section } from './section';
import { useFieldError } from './field-error';

export function WeightsSection({ form, update, disabled }: BaseProps) {
  const { t } = useTranslation();
  const sum = lampparamWeightSum(libraryWeights(form));
  const over = sum > WEIGHT_QUOTA;
  const quotaError = useFieldError('priceWeight');
  return (
    <Section
      title={t('editor.sectionWeights')}
      testId="section-weights"
      extra={
        <Typography.Text type={over ? 'danger' : 'secondary'} data-testid="weights-left" style={{ fontSize: 12 }}>
          {over ? t('editor.weightsOver', { sum: Math.round(sum * 100) / 100 }) : t('editor.weightsLeft', { left: Math.round((WEIGHT_QUOTA - sum) * 100) / 100 })}
        </Typography.Text>
      }
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
        {t('editor.weightsHint')}
      </Typography.Paragraph>
      <Row gutter={12}>
        {LAMPPARAM_WEIGHT_FIELDS.map((field) => (
          <Col xs={12} md={6} key={field}>
            <Form.Item label={t(`editor.weight.${field}`)} htmlFor={`weight-${field}`} style={{ marginBottom: 12 }} validateStatus={over ? 'error' : undefined} {...(field === 'priceWeight' ? quotaError : {})}>
              <Input
                id={`weight-${field}`}
                data-testid={`weight-${field}`}
                disabled={disabled}
                inputMode="decimal"
                maxLength={6}
                suffix="%"
                value={form[field] === null || form[field] === undefined ? '' : String(form[field])}
                onChange={(e) => update((f) => ({ ...f, [field]: keepNumber(e.target.value) || null }))}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Section>
  );
}
