import { isRgbFamily, type AngleRule, type DictEntry } from '@lampsheet/contracts';
import { Col, Form, Input, Row, Select, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyColourType,
  colourEntriesOf,
  commitTemperatures,
  colourRows,
  keepNumber,
  setTemperature,
  temperaturesOf,
} from '../../utils/editor-form';
import { GuidanceVideos } from '../guidance';
import { dictLabel } from '@/lib/dict-label';
import { type Update, type BaseProps } from './section';
import { useFieldError } from './field-error';

export const TEMPERATURE_QUIET_MS = 1000;

/**
 * A colour temperature input. The digits show as typed; the multi-temperature rules (2700–5000 K,
 * no duplicates) apply when the value is committed: on blur, on Enter, or after the quiet time,
 * so typing 3500 passes 3, 35 and 350 without clearing the other temperatures on the way.
 */
function TemperatureInput({ id, label, index, value, update, disabled }: { id?: string; label?: string; index: number; value: string | null | undefined; update: Update; disabled?: boolean }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commit = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    update(commitTemperatures);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Input
      id={id}
      aria-label={label}
      placeholder={label}
      data-testid={`temperature-${index}`}
      disabled={disabled}
      inputMode="numeric"
      maxLength={5}
      suffix="K"
      value={value ?? ''}
      onChange={(e) => {
        update((f) => setTemperature(f, index, e.target.value));
        clearTimeout(timer.current);
        timer.current = setTimeout(commit, TEMPERATURE_QUIET_MS);
      }}
      onBlur={() => timer.current !== undefined && commit()}
      onPressEnter={commit}
    />
  );
}

/** Colour type and its temperatures or fixed channels, then the beam angle. */
export function ColourAndBeam({
  form,
  update,
  disabled,
  colourTypes,
  angles,
}: BaseProps & { colourTypes: DictEntry[]; angles: AngleRule[] }) {
  const { t, i18n } = useTranslation();
  const type = colourTypes.find((d) => d.id === form.grayDemand);
  const rows = colourRows(type);
  const temps = temperaturesOf(form);
  const entries = colourEntriesOf(form);
  const rgb = isRgbFamily(type?.dictRemark);
  const colourError = useFieldError('colorTempeNo');
  const temperatureError = useFieldError('colorTemperature');
  const angleError = useFieldError('angleNo');
  const setEntry = (i: number, key: 'colorPower' | 'colorCoordinate', value: string | null) =>
    update((f) => ({
      ...f,
      projectParamindexList: f.projectParamindexList.map((e) => (e.faceType === `C${i + 1}` ? { ...e, [key]: value } : e)),
    }));

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={t('editor.colourType')} htmlFor="colour-type" style={{ marginBottom: 12 }} {...colourError}>
            <Select
              id="colour-type"
              data-testid="colour-type"
              disabled={disabled}
              placeholder={t('editor.colourTypePlaceholder')}
              value={form.grayDemand ?? undefined}
              onChange={(id: number) => update((f) => applyColourType(f, colourTypes.find((d) => d.id === id)))}
              options={colourTypes.map((d) => ({ value: d.id, label: dictLabel(d, i18n.language) }))}
            />
            <GuidanceVideos topic="3" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('editor.beamAngle')} htmlFor="beam-angle" style={{ marginBottom: 12 }} {...angleError}>
            <Select
              id="beam-angle"
              data-testid="beam-angle"
              disabled={disabled}
              placeholder={t('editor.beamAnglePlaceholder')}
              value={form.angleNo ?? undefined}
              onChange={(id: number) => update((f) => ({ ...f, angleNo: id }))}
              options={angles.map((a) => ({ value: a.id, label: a.ruleKey }))}
            />
            <GuidanceVideos topic="2" />
          </Form.Item>
        </Col>
      </Row>
      {type && rows.length === 0 && (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={t('editor.colourTemperature')} htmlFor="temp-0" style={{ marginBottom: 12 }} {...temperatureError}>
              <TemperatureInput id="temp-0" index={0} value={temps[0]} update={update} disabled={disabled} />
            </Form.Item>
          </Col>
        </Row>
      )}
      {rows.length > 0 && (
        <div data-testid="colour-rows" style={{ marginBottom: 12 }}>
          {!rgb && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('editor.multiRangeHint')}
            </Typography.Text>
          )}
          {rows.map((row, i) => (
            <Row gutter={8} key={i} align="middle" style={{ marginTop: 6 }} data-testid={`colour-row-${i}`}>
              <Col span={8}>
                {row.fixed ? (
                  <Tag color={['red', 'green', 'blue', 'gold'][i] ?? 'default'} style={{ width: '100%', textAlign: 'center', lineHeight: '30px' }}>
                    {row.label} {row.fixed}
                  </Tag>
                ) : (
                  <Form.Item style={{ marginBottom: 0 }} {...(i === 0 ? temperatureError : {})}>
                    <TemperatureInput id={i === 0 ? 'temp-0' : undefined} label={t('editor.temperatureN', { n: i + 1 })} index={i} value={temps[i]} update={update} disabled={disabled} />
                  </Form.Item>
                )}
              </Col>
              <Col span={8}>
                <Input
                  aria-label={`${t('editor.colourPower')} ${i + 1}`}
                  disabled={disabled}
                  placeholder={t('editor.colourPower')}
                  suffix="W"
                  value={String(entries[i]?.colorPower ?? '')}
                  onChange={(e) => setEntry(i, 'colorPower', keepNumber(e.target.value) || null)}
                />
              </Col>
              <Col span={8}>
                <Input
                  aria-label={`${t('editor.colourCoordinate')} ${i + 1}`}
                  disabled={disabled}
                  placeholder={t('editor.colourCoordinate')}
                  maxLength={60}
                  value={entries[i]?.colorCoordinate ?? ''}
                  onChange={(e) => setEntry(i, 'colorCoordinate', e.target.value || null)}
                />
              </Col>
            </Row>
          ))}
        </div>
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={t('editor.lampColor')} htmlFor="lamp-color" style={{ marginBottom: 12 }}>
            <Input
              id="lamp-color"
              data-testid="lamp-color"
              disabled={disabled}
              maxLength={200}
              placeholder={t('editor.lampColorPlaceholder')}
              value={form.lampColor ?? ''}
              onChange={(e) => update((f) => ({ ...f, lampColor: e.target.value || null }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
