import ExperimentOutlined from '@ant-design/icons/ExperimentOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import ThunderboltOutlined from '@ant-design/icons/ThunderboltOutlined';
import {
  isRgbFamily,
  LAMPPARAM_WEIGHT_FIELDS,
  lampparamWeightSum,
  WEIGHT_QUOTA,
  type AngleRule,
  type Brand,
  type DictEntry,
  type DimensionLetter,
  type TemplateIndex,
} from '@lampsheet/contracts';
import { Button, Card, Checkbox, Col, Empty, Flex, Form, Image, Input, Row, Segmented, Select, Tag, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaUrl } from '@/lib/media';
import {
  applyColourType,
  colourEntriesOf,
  commitTemperatures,
  colourRows,
  DIMENSION_FIELDS,
  indexHome,
  indexValue,
  keepNumber,
  LAMP_DIMENSION_FIELDS,
  maxChoiceOf,
  sanitizeDimension,
  setTemperature,
  temperaturesOf,
  withIndexValue,
  withMaxChoice,
  type ChosenLampSketch,
  type ChosenSketch,
  type EditorForm,
  type MaxChoice,
} from '../utils/editor-form';
import { libraryWeights } from '../utils/library-weights';
import { GuidanceHint, GuidanceVideos } from './guidance';
import { Affixed, IndexField, indexLabel } from './index-field';

export type Update = (fn: (form: EditorForm) => EditorForm) => void;

interface BaseProps {
  form: EditorForm;
  update: Update;
  disabled?: boolean;
}

const dictLabel = (d: DictEntry, language: string) => (language === 'zh-CN' ? d.dictCont : d.dictContEn || d.dictCont);

function Section({ title, testId, extra, children }: { title: string; testId: string; extra?: ReactNode; children: ReactNode }) {
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
function IndexGrid({ indices, form, update, disabled }: BaseProps & { indices: TemplateIndex[] }) {
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

/** A part of the lamp parameter number the form has not given yet. */
export type NumberPart = 'lampType' | 'beamAngle' | 'colour' | 'power';

/** The lamp parameter number: the live number, or a custom one when the box is ticked. */
export function NumberBlock({ form, update, disabled, liveNumber, missing = [] }: BaseProps & { liveNumber: string; missing?: NumberPart[] }) {
  const { t } = useTranslation();
  const custom = form.customLampparmnoFlag === true || form.customLampparmnoFlag === 1;
  const partial = !!liveNumber && missing.length > 0;
  const missingText = missing.map((m) => t(`editor.numberPart.${m}`)).join(t('editor.listSeparator'));
  return (
    <Form.Item label={t('editor.number')} style={{ marginBottom: 12 }}>
      <Flex gap={12} align="center" wrap>
        <Typography.Text
          code
          type={partial ? 'secondary' : undefined}
          style={{ fontSize: 16, ...(partial ? { borderStyle: 'dashed' } : {}) }}
          data-testid="live-number"
          data-complete={liveNumber && !partial ? 'true' : 'false'}
        >
          {liveNumber || '—'}
        </Typography.Text>
        {partial && (
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
  const setEntry = (i: number, key: 'colorPower' | 'colorCoordinate', value: string | null) =>
    update((f) => ({
      ...f,
      projectParamindexList: f.projectParamindexList.map((e) => (e.faceType === `C${i + 1}` ? { ...e, [key]: value } : e)),
    }));

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={t('editor.colourType')} htmlFor="colour-type" style={{ marginBottom: 12 }}>
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
          <Form.Item label={t('editor.beamAngle')} htmlFor="beam-angle" style={{ marginBottom: 12 }}>
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
            <Form.Item label={t('editor.colourTemperature')} htmlFor="temp-0" style={{ marginBottom: 12 }}>
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
                  <TemperatureInput label={t('editor.temperatureN', { n: i + 1 })} index={i} value={temps[i]} update={update} disabled={disabled} />
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

const DIMENSION_UNITS: Partial<Record<DimensionLetter, string>> = { A: '°' };

function DimensionInput({ label, unit, value, onChange, disabled, testId }: { label: string; unit?: string; value: unknown; onChange: (v: string) => void; disabled?: boolean; testId: string }) {
  return (
    <Form.Item label={label} htmlFor={testId} style={{ marginBottom: 12 }}>
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

/** Application requirements: the surface sketch, its sizes, and the type-1 template indices. */
export function ApplicationSection({
  form,
  update,
  disabled,
  indices,
  sketch,
  letters,
  onChooseSketch,
  onEffect,
  onCheck,
  generic,
}: BaseProps & {
  indices: TemplateIndex[];
  sketch: ChosenSketch | null;
  letters: DimensionLetter[];
  onChooseSketch: () => void;
  onEffect?: () => void;
  /** Opens the photometric check of a manufacturer's file on this surface. */
  onCheck?: () => void;
  generic: boolean;
}) {
  const { t } = useTranslation();
  const media = useMediaUrl();
  const picture = form.contestSketchPath;
  return (
    <Section title={t('editor.sectionApplication')} testId="section-application">
      <Flex gap={16} align="flex-start" wrap style={{ marginBottom: 12 }}>
        <div style={{ width: 300, flex: '0 0 auto' }}>
          {picture ? (
            <Image
              src={media(picture)}
              alt={sketch?.contestDescribe ?? t('editor.customSketch')}
              width={300}
              style={{ aspectRatio: '969 / 591', objectFit: 'contain', border: '1px solid #f0f0f0', background: '#fafafa' }}
              data-testid="surface-picture"
            />
          ) : (
            <Flex align="center" justify="center" style={{ width: 300, aspectRatio: '969 / 591', border: '1px dashed #d9d9d9', borderRadius: 6, background: '#fafafa' }}>
              <Empty image={<PictureOutlined style={{ fontSize: 32, color: '#bfbfbf' }} />} description={t('editor.noSurface')} styles={{ image: { height: 36 } }} />
            </Flex>
          )}
        </div>
        <Flex vertical gap={8} style={{ flex: '1 1 200px', minWidth: 200 }}>
          <Typography.Text strong data-testid="surface-name">
            {sketch?.contestDescribe ?? (picture ? t('editor.customSketch') : '')}
          </Typography.Text>
          {generic && <Tag color="purple" style={{ alignSelf: 'flex-start' }}>{t('editor.generic')}</Tag>}
          <Button onClick={onChooseSketch} disabled={disabled} data-testid="choose-surface" style={{ alignSelf: 'flex-start' }}>
            {t('editor.chooseSurface')}
          </Button>
          {onEffect && (
            <Button icon={<ThunderboltOutlined />} type="dashed" onClick={onEffect} disabled={disabled} data-testid="enter-effect" style={{ alignSelf: 'flex-start' }}>
              {t('editor.effectEnter')}
            </Button>
          )}
          {onCheck && (
            // A check changes nothing in the record: open to readers too, once a surface is chosen.
            <Button icon={<ExperimentOutlined />} onClick={onCheck} disabled={!form.contestType} data-testid="open-check" style={{ alignSelf: 'flex-start' }}>
              {t('check.open')}
            </Button>
          )}
          <GuidanceVideos topic="1" />
        </Flex>
      </Flex>
      {letters.length > 0 && (
        <>
          <Typography.Text type="secondary">{t('editor.sizes')}</Typography.Text>
          <Row gutter={12} style={{ marginTop: 4 }} data-testid="dimension-inputs">
            {letters.flatMap((letter) => {
              if (letter === 'D') {
                return [
                  <Col xs={12} md={6} key="Dmin">
                    <DimensionInput label={t('editor.wallDistanceMin')} testId="dim-Dmin" value={form.lumSizeMin} disabled={disabled} onChange={(v) => update((f) => ({ ...f, lumSizeMin: v || null }))} />
                  </Col>,
                  <Col xs={12} md={6} key="D">
                    <DimensionInput label={t('editor.wallDistanceMax')} testId="dim-D" value={form.lumSize} disabled={disabled} onChange={(v) => update((f) => ({ ...f, lumSize: v || null }))} />
                  </Col>,
                ];
              }
              const field = DIMENSION_FIELDS[letter];
              return [
                <Col xs={12} md={6} key={letter}>
                  <DimensionInput
                    label={`${letter} ${t(`editor.dim.${letter}`)}`}
                    unit={DIMENSION_UNITS[letter]}
                    testId={`dim-${letter}`}
                    value={form[field]}
                    disabled={disabled}
                    onChange={(v) => update((f) => ({ ...f, [field]: v || null }))}
                  />
                </Col>,
              ];
            })}
          </Row>
        </>
      )}
      <IndexGrid indices={indices} form={form} update={update} disabled={disabled} />
    </Section>
  );
}

/** Lighting targets: quantified indices per face (A and B for two-face types) and the effect description. */
export function TargetsSection({ form, update, disabled, indices, faces }: BaseProps & { indices: TemplateIndex[]; faces: Array<string | null> }) {
  const { t, i18n } = useTranslation();
  const [choices, setChoices] = useState<Record<string, MaxChoice>>({});
  const quantified = indices.filter((i) => indexHome(i.indexKey) === 'entry');
  const descriptive = indices.filter((i) => indexHome(i.indexKey) !== 'entry');
  return (
    <Section title={t('editor.sectionTargets')} testId="section-targets">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('editor.quantified')}
      </Typography.Title>
      {!form.contestType && <Typography.Text type="secondary">{t('editor.chooseSurfaceFirst')}</Typography.Text>}
      {faces.map((face) => {
        const own = quantified.filter((i) => (faces.length === 1 ? true : (i.faceType ?? null) === face));
        const maxIndex = own.find((i) => i.indexKey === 'brightnessMax');
        const aIndex = own.find((i) => i.indexKey === 'brightnessA');
        const entry = form.projectParamindexList.find((e) => (e.faceType ?? null) === face) ?? form.projectParamindexList[0];
        const choice = choices[face ?? ''] ?? maxChoiceOf(entry);
        const rest = own.filter((i) => !(maxIndex && aIndex && (i === maxIndex || i === aIndex)));
        const chosen = choice === 'brightnessA' ? aIndex : maxIndex;
        return (
          <div key={face ?? 'single'} data-testid={`face-${face ?? 'single'}`} style={{ marginBottom: 8 }}>
            {face && (
              <Tag color={face === 'A' ? 'blue' : 'cyan'} style={{ marginBottom: 8 }}>
                {face === 'A' ? t('editor.faceA') : t('editor.faceB')}
              </Tag>
            )}
            <IndexGrid indices={rest} form={form} update={update} disabled={disabled} />
            {maxIndex && aIndex && chosen && (
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Segmented
                    size="small"
                    data-testid={`max-tab-${face ?? 'single'}`}
                    disabled={disabled}
                    value={choice}
                    onChange={(v) => {
                      setChoices((c) => ({ ...c, [face ?? '']: v as MaxChoice }));
                      update((f) => withMaxChoice(f, face, v as MaxChoice));
                    }}
                    options={[
                      { value: 'brightnessMax', label: t('editor.maxTab') },
                      { value: 'brightnessA', label: t('editor.maxTabA') },
                    ]}
                    style={{ marginBottom: 6 }}
                  />
                  <IndexField
                    index={chosen}
                    label={indexLabel(chosen, i18n.language)}
                    value={indexValue(form, chosen)}
                    onChange={(v) => update((f) => withIndexValue(f, chosen, v))}
                    disabled={disabled}
                  />
                </Col>
              </Row>
            )}
            {!entry && null}
          </div>
        );
      })}
      {descriptive.length > 0 && (
        <>
          <Typography.Title level={5}>{t('editor.effectDescription')}</Typography.Title>
          <IndexGrid indices={descriptive} form={form} update={update} disabled={disabled} />
        </>
      )}
    </Section>
  );
}

/** Equipment requirements: lamp sketch and sizes, power, recommended brands, type-3 indices. */
export function EquipmentSection({
  form,
  update,
  disabled,
  indices,
  lampSketch,
  lampLetters,
  lampTypes,
  brands,
  onChooseLamp,
}: BaseProps & {
  indices: TemplateIndex[];
  lampSketch: ChosenLampSketch | null;
  lampLetters: Array<'L' | 'W' | 'D'>;
  lampTypes: DictEntry[];
  brands: Brand[];
  onChooseLamp: () => void;
}) {
  const { t, i18n } = useTranslation();
  const media = useMediaUrl();
  const lampType = lampTypes.find((d) => d.id === form.lampType);
  const brandIds = (form.recommendBrand ?? '').split(',').filter(Boolean).map(Number);
  return (
    <Section title={t('editor.sectionEquipment')} testId="section-equipment">
      <Flex gap={16} align="flex-start" wrap style={{ marginBottom: 12 }}>
        <div style={{ width: 180, flex: '0 0 auto' }}>
          {form.lampSketchPath ? (
            <Image src={media(form.lampSketchPath)} alt={lampSketch?.lampDescribe ?? t('editor.customSketch')} width={180} style={{ aspectRatio: '3 / 2', objectFit: 'contain', border: '1px solid #f0f0f0', background: '#fafafa' }} data-testid="lamp-picture" />
          ) : (
            <Flex align="center" justify="center" style={{ width: 180, aspectRatio: '3 / 2', border: '1px dashed #d9d9d9', borderRadius: 6, background: '#fafafa' }}>
              <Typography.Text type="secondary" style={{ fontSize: 12, padding: 8, textAlign: 'center' }}>
                {t('editor.noLamp')}
              </Typography.Text>
            </Flex>
          )}
        </div>
        <Flex vertical gap={8} style={{ flex: '1 1 200px', minWidth: 200 }}>
          <Typography.Text data-testid="lamp-type-name">
            {t('editor.lampType')}: {lampType ? `${dictLabel(lampType, i18n.language)} (${lampType.dictExtra ?? ''})` : '—'}
          </Typography.Text>
          {lampSketch && <Typography.Text type="secondary">{lampSketch.lampDescribe}</Typography.Text>}
          <Button onClick={onChooseLamp} disabled={disabled} data-testid="choose-lamp" style={{ alignSelf: 'flex-start' }}>
            {t('editor.chooseLamp')}
          </Button>
        </Flex>
      </Flex>
      <Row gutter={12}>
        {lampLetters.map((letter) => {
          const field = LAMP_DIMENSION_FIELDS[letter];
          return (
            <Col xs={8} md={6} key={letter}>
              <DimensionInput
                label={`${letter} ${t(`editor.lampDim.${letter}`)}`}
                unit="mm"
                testId={`lamp-dim-${letter}`}
                value={form[field]}
                disabled={disabled}
                onChange={(v) => update((f) => ({ ...f, [field]: v || null }))}
              />
            </Col>
          );
        })}
        <Col xs={12} md={6}>
          <Form.Item label={t('editor.power')} htmlFor="lamp-power" style={{ marginBottom: 12 }}>
            <Input
              id="lamp-power"
              data-testid="lamp-power"
              disabled={disabled}
              inputMode="decimal"
              maxLength={20}
              suffix="W"
              value={form.lampPower === null || form.lampPower === undefined ? '' : String(form.lampPower)}
              onChange={(e) => update((f) => ({ ...f, lampPower: e.target.value || null }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label={t('editor.unitPrice')} htmlFor="unit-price" style={{ marginBottom: 12 }}>
            <Input
              id="unit-price"
              data-testid="unit-price"
              disabled={disabled}
              inputMode="decimal"
              maxLength={20}
              suffix={t('editor.currency')}
              value={form.extraIndices?.unitPrice ?? ''}
              onChange={(e) => update((f) => withUnitPrice(f, keepNumber(e.target.value)))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('editor.recommendBrand')} htmlFor="recommend-brand" style={{ marginBottom: 12 }}>
        <Affixed>
          <Select
            id="recommend-brand"
            mode="multiple"
            allowClear
            disabled={disabled}
            maxTagCount="responsive"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('editor.recommendBrandPlaceholder')}
            value={brandIds}
            onChange={(ids: number[]) => update((f) => ({ ...f, recommendBrand: ids.join(',') || null }))}
            options={brands.map((b) => ({ value: b.id, label: b.brandName }))}
          />
        </Affixed>
        <GuidanceHint text={t('editor.recommendBrandHint')} />
      </Form.Item>
      <IndexGrid indices={indices} form={form} update={update} disabled={disabled} />
    </Section>
  );
}

/** Control requirements: the type-4 template indices. */
export function ControlSection({ form, update, disabled, indices }: BaseProps & { indices: TemplateIndex[] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('editor.sectionControl')} testId="section-control">
      {indices.length ? <IndexGrid indices={indices} form={form} update={update} disabled={disabled} /> : <Typography.Text type="secondary">{t('editor.chooseSurfaceFirst')}</Typography.Text>}
    </Section>
  );
}

/** The unit price, kept with the extra indices (the record has no price column; make writes it there). */
function withUnitPrice(form: EditorForm, value: string): EditorForm {
  const { unitPrice: _old, ...extra } = form.extraIndices ?? {};
  return { ...form, extraIndices: value ? { ...extra, unitPrice: value } : extra };
}

/**
 * The weights of the lamp library's order (the record's `priceWeight` … `powerWeight`): one quota
 * of 100 shared by all seven, as a weighted search's presets; the lamp library request sends them.
 */
export function WeightsSection({ form, update, disabled }: BaseProps) {
  const { t } = useTranslation();
  const sum = lampparamWeightSum(libraryWeights(form));
  const over = sum > WEIGHT_QUOTA;
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
            <Form.Item label={t(`editor.weight.${field}`)} htmlFor={`weight-${field}`} style={{ marginBottom: 12 }} validateStatus={over ? 'error' : undefined}>
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
