import { type TemplateIndex } from '@lampsheet/contracts';
import { Card, Col, Form, Input, Row } from 'antd';
import { type ReactNode } from 'react';
import { indexValue, sanitizeDimension, withIndexValue, type EditorForm } from '../../utils/editor-form';
import { IndexField } from '../index-field';
import { useFieldError } from './field-error';

export type Update = (fn: (form: EditorForm) => EditorForm) => void;

export interface BaseProps {
  form: EditorForm;
  update: Update;
  disabled?: boolean;
}


export function Section({ title, testId, extra, children }: { title: string; testId: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card
      size="small"
      title={<span role="heading" aria-level={3}>{title}</span>}
      extra={extra}
      data-testid={testId}
      style={{ marginBottom: 12 }}
      styles={{ body: { paddingBottom: 4 } }}
    >
      {children}
    </Card>
  );
}

/** Template indices of one kind, two to a row (text areas take the whole row). */
export function IndexGrid({ indices, form, update, disabled }: BaseProps & { indices: TemplateIndex[] }) {
  if (!indices.length) return null;
  return (
    <Row gutter={16}>
      {indices.map((index) => (
        <Col key={`${index.faceType ?? ''}${index.indexKey}`} xs={24} md={index.controlType === 'textarea' ? 24 : 12}>
          <IndexField
            index={index}
            value={indexValue(form, index)}
            onChange={(v) => update((f) => withIndexValue(f, index, v))}
            contestType={form.contestType}
            lampType={form.lampType}
            disabled={disabled}
          />
        </Col>
      ))}
    </Row>
  );
}

/** A size input in metres (or degrees), its letter's unit beside it. */
export function DimensionInput({
  label,
  unit,
  value,
  onChange,
  disabled,
  testId,
  field = '',
}: {
  label: string;
  unit?: string;
  value: unknown;
  onChange: (v: string) => void;
  disabled?: boolean;
  testId: string;
  /** The record field a save rule may name (red with its message then). */
  field?: string;
}) {
  const error = useFieldError(field);
  return (
    <Form.Item label={label} htmlFor={testId} style={{ marginBottom: 12 }} {...error}>
      <Input
        id={testId}
        data-testid={testId}
        disabled={disabled}
        inputMode="decimal"
        maxLength={10}
        suffix={unit}
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(e) => onChange(sanitizeDimension(e.target.value))}
      />
    </Form.Item>
  );
}
