import ControlOutlined from '@ant-design/icons/ControlOutlined';
import ExperimentOutlined from '@ant-design/icons/ExperimentOutlined';
import FilterOutlined from '@ant-design/icons/FilterOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { DATA_TYPES, TARGETS, contestTypeById, targetBoundFields, unitText, type ContestTypeNode, type DataType, type TargetKey, type TemplateIndex } from '@lampsheet/contracts';
import { Badge, Button, Cascader, Checkbox, Flex, Input, Select, Space, Tag, Typography } from 'antd';
import { useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoredFlag } from '@/lib/stored-flag';
import { normalisePrice } from '../utils/price';
import { isSearchableTarget, type RangeField, type SelectionSearch } from '../utils/search-state';
import { BrandPopover } from './brand-popover';
import { ShapeSelector } from './shape-selector';

export interface FilterBarProps {
  state: SelectionSearch;
  contestTypes: ContestTypeNode[];
  indices: TemplateIndex[];
  weightOpen: boolean;
  onTypeChange: (contestTypeId: number | undefined) => void;
  /** A normal search with the edited filters (page 1). */
  onSearch: (next: SelectionSearch) => void;
  onReset: () => void;
  onToggleWeights: () => void;
  onColumns: () => void;
  onMake: () => void;
  /** The Make button, which the Make drawer gives the focus back to when it closes. */
  makeRef?: Ref<HTMLButtonElement>;
  /** Shown at the end of the buttons' row (the panel's total note when it fills the screen). */
  note?: ReactNode;
}

/** Where the panel remembers whether its targets and filters are folded away. */
export const FILTERS_FOLDED_KEY = 'lampsheet.selection.filtersFolded';

/** The targets and filters set in the folding rows (the count on the unfold button). */
function foldedCount(state: SelectionSearch): number {
  return Object.values(state.targets).filter((v) => v !== '').length + Object.values(state.ranges).filter((v) => v && v.trim() !== '').length;
}

/**
 * The filters a shown target already sets: both request bounds of the quantity each target checks
 * (a Lavg target covers the Lavg filter's minimum and maximum). Each quantity is asked for in one
 * place: the target, which also drives the verdicts; its filter is left out of the fold.
 */
function coveredByTargets(targets: readonly Pick<TemplateIndex, 'indexKey'>[]): Set<string> {
  return new Set(targets.flatMap((i) => (i.indexKey in TARGETS ? Object.values(targetBoundFields(i.indexKey as TargetKey)) : [])));
}

function Field({ label, children, htmlFor }: { label: string; children: ReactNode; htmlFor?: string }) {
  return (
    <Flex vertical gap={2}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {htmlFor ? <label htmlFor={htmlFor}>{label}</label> : label}
      </Typography.Text>
      {children}
    </Flex>
  );
}

/**
 * The caption of a row of fields: the targets (what the surface must reach) and the filters
 * (what the fixture and its measured data must be) both name luminance, so each row says which
 * it is.
 */
function GroupCaption({ children }: { children: ReactNode }) {
  return (
    <Typography.Text strong style={{ fontSize: 12, width: 120, paddingBottom: 6, whiteSpace: 'nowrap', color: '#595959' }}>
      {children}
    </Typography.Text>
  );
}

/**
 * Application type, targets, data types, brands, price, voltage, power, brightness, shape; actions.
 * One rule for when the table follows (decision 014): a choice made by clicking — type, data
 * types, shape, colour, brands — searches at once (the specification says so of brands); a
 * typed value — targets and ranges — waits for Search or Enter.
 */
export function FilterBar({ makeRef, ...props }: FilterBarProps) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language === 'zh-CN';
  const [draft, setDraft] = useState<SelectionSearch>(props.state);
  const [draftOf, setDraftOf] = useState(props.state);
  if (draftOf !== props.state) {
    setDraftOf(props.state);
    setDraft(props.state);
  }

  // Folded, only the type, data types, shape, colour, brands and the actions take room, so the
  // table keeps the specification's height (window − 260) on a 768 px screen. Folded unless the
  // user unfolded it before (remembered in this browser) or a folded filter holds a value.
  const [storedFolded, storeFolded] = useStoredFlag(FILTERS_FOLDED_KEY, true);
  const [folded, setFoldedNow] = useState(() => storedFolded && foldedCount(props.state) === 0);
  const setFolded = (next: boolean) => {
    setFoldedNow(next);
    storeFolded(next);
  };
  const setRange = (field: RangeField, value: string) => setDraft((d) => ({ ...d, ranges: { ...d.ranges, [field]: value } }));
  /** A filter's input; one bound of a pair is named with its field ("Luminous flux (lm) Min"), not only "Min". */
  const rangeInput = (field: RangeField, placeholder: string, opts: { price?: boolean; width?: number; noPlaceholder?: boolean; of?: string } = {}) => (
    <Input
      id={`f-${field}`}
      aria-label={opts.of ? `${opts.of} ${placeholder}` : placeholder}
      placeholder={opts.noPlaceholder ? undefined : placeholder}
      style={{ width: opts.width ?? 96 }}
      value={draft.ranges[field] ?? ''}
      onChange={(e) => setRange(field, e.target.value)}
      onBlur={opts.price ? (e) => setRange(field, normalisePrice(e.target.value)) : undefined}
      onPressEnter={() => props.onSearch(draft)}
    />
  );

  /** A filter's minimum and maximum side by side under its label ("Luminous flux (lm) Min", "… Max"). */
  const rangePair = (stem: 'flux' | 'lightnessAve' | 'lightnessMax', label: string) => (
    <Field label={label}>
      <Space.Compact>
        {rangeInput(`${stem}Min`, t('selection.min'), { of: label })}
        {rangeInput(`${stem}Max`, t('selection.max'), { of: label })}
      </Space.Compact>
    </Field>
  );

  const typeOptions = props.contestTypes.map((g) => ({
    value: g.id,
    label: zh ? g.typeName : g.typeNameEn,
    children: g.children.map((c) => ({ value: c.id, label: zh ? c.typeName : c.typeNameEn })),
  }));
  const parentOf = props.contestTypes.find((g) => g.children.some((c) => c.id === props.state.contestTypeId));
  const targets = props.indices.filter(
    (i) => i.indexType === 2 && i.queryFlag === 1 && isSearchableTarget(i.indexKey) && (i.faceType === null || i.faceType === 'A'),
  );
  // a quantity's filter shows only where no target asks for it, or where it already holds a value
  // (an older address): a value never applies unseen
  const covered = coveredByTargets(targets);
  const offered = (...fields: RangeField[]) => fields.some((f) => !covered.has(f) || !!draft.ranges[f]?.trim());

  return (
    <Flex vertical gap={12} data-testid="filter-bar">
      <Flex wrap gap="12px 20px" align="flex-end">
        <Field label={t('selection.applicationType')}>
          <Cascader
            aria-label={t('selection.applicationType')}
            style={{ width: 260 }}
            options={typeOptions}
            placeholder={t('selection.chooseType')}
            value={parentOf && props.state.contestTypeId ? [parentOf.id, props.state.contestTypeId] : undefined}
            onChange={(value) => props.onTypeChange(value ? Number(value[value.length - 1]) : undefined)}
            allowClear={false}
            expandTrigger="hover"
          />
        </Field>
        <Field label={t('selection.dataTypes')}>
          <Checkbox.Group<DataType>
            value={draft.dataTypes}
            onChange={(v) => props.onSearch({ ...draft, dataTypes: DATA_TYPES.filter((x) => v.includes(x)) })}
            options={DATA_TYPES.map((v) => ({ value: v, label: t(`selection.dataType${v}`) }))}
            style={{ minHeight: 32, alignItems: 'center' }}
          />
        </Field>
        <Field label={t('selection.shape')}>
          <ShapeSelector value={draft.lampShape} onChange={(lampShape) => props.onSearch({ ...draft, lampShape })} />
        </Field>
        <Field label={t('selection.colour')}>
          <Select<0 | 1 | 2>
            aria-label={t('selection.colour')}
            data-testid="selection-colour"
            style={{ width: 140 }}
            value={draft.colorFlag ?? 0}
            onChange={(v) => props.onSearch({ ...draft, colorFlag: v === 0 ? undefined : v })}
            options={[
              { value: 0, label: t('selection.colourAll') },
              { value: 1, label: t('selection.colourSingle') },
              { value: 2, label: t('selection.colourMulti') },
            ]}
          />
        </Field>
        <Field label={t('selection.brands')}>
          <BrandPopover chosenIds={props.state.brandIds} onChange={(brandIds) => props.onSearch({ ...draft, brandIds })} />
        </Field>
        {!!props.state.lampIds?.length && (
          <Field label={t('selection.onlyLabel')}>
            <Tag
              closable
              color="blue"
              style={{ lineHeight: '30px', marginInlineEnd: 0 }}
              data-testid="selection-only"
              onClose={(e) => {
                e.preventDefault();
                props.onSearch({ ...draft, lampIds: undefined });
              }}
            >
              {t('selection.only', { count: props.state.lampIds.length })}
            </Tag>
          </Field>
        )}
      </Flex>

      {!folded && targets.length > 0 && (
        <Flex wrap gap="12px 20px" align="flex-end" aria-label={t('selection.targets')} role="group">
          <GroupCaption>{t('selection.targets')}</GroupCaption>
          {targets.map((index) => {
            const name = zh ? index.indexName : index.indexNameEn || index.indexName;
            return (
              <Field key={index.id} label={name} htmlFor={`t-${index.indexKey}`}>
                <Input
                  id={`t-${index.indexKey}`}
                  style={{ width: 150 }}
                  prefix={index.indexPrefix ? <span style={{ color: 'var(--ant-color-text-description)' }}>{index.indexPrefix}</span> : undefined}
                  suffix={index.indexUnit ? <span style={{ color: 'var(--ant-color-text-description)' }}>{unitText(index.indexUnit, (i18n.language === 'zh-CN' ? 'zh' : 'en'))}</span> : undefined}
                  value={draft.targets[index.indexKey] ?? ''}
                  onChange={(e) => setDraft((d) => ({ ...d, targets: { ...d.targets, [index.indexKey]: e.target.value.replace(/[^\d.]/g, '') } }))}
                  onPressEnter={() => props.onSearch(draft)}
                />
              </Field>
            );
          })}
        </Flex>
      )}

      {!folded && (
        <Flex wrap gap="12px 20px" align="flex-end" aria-label={t('selection.filters')} role="group" id="selection-folding-filters">
          {targets.length > 0 && <GroupCaption>{t('selection.filters')}</GroupCaption>}
          <Field label={t('selection.price')}>
            <Space.Compact>
              {rangeInput('priceMin', t('selection.min'), { of: t('selection.price'), price: true })}
              {rangeInput('priceMax', t('selection.max'), { of: t('selection.price'), price: true })}
            </Space.Compact>
          </Field>
          <Field label={t('selection.voltage')}>{rangeInput('voltage', t('selection.voltage'), { width: 110, noPlaceholder: true })}</Field>
          <Field label={t('selection.powerMax')}>{rangeInput('powerMax', t('selection.powerMax'), { width: 120, noPlaceholder: true })}</Field>
          {rangePair('flux', t('selection.flux'))}
          <Field label={t('selection.criMin')}>{rangeInput('criMin', t('selection.criMin'), { width: 90, noPlaceholder: true })}</Field>
          <Field label={t('selection.ipMin')}>{rangeInput('ipMin', t('selection.ipMin'), { width: 90, noPlaceholder: true })}</Field>
          {offered('lightnessAveMin', 'lightnessAveMax') && rangePair('lightnessAve', t('selection.lightnessAve'))}
          {offered('lightnessMaxMin', 'lightnessMaxMax') && rangePair('lightnessMax', t('selection.lightnessMax'))}
          {offered('evennessMin') && <Field label={t('selection.evennessMin')}>{rangeInput('evennessMin', t('selection.evennessMin'), { noPlaceholder: true })}</Field>}
          {props.state.contestTypeId !== undefined && contestTypeById(props.state.contestTypeId)?.faces === 2 && (
            <Field label={t('selection.lightnessRatio')}>
              <Space.Compact>
                {rangeInput('lightnessRatioMin', `${t('selection.lightnessRatio')} ${t('selection.min')}`)}
                {rangeInput('lightnessRatioMax', `${t('selection.lightnessRatio')} ${t('selection.max')}`)}
              </Space.Compact>
            </Field>
          )}
        </Flex>
      )}

      <Flex wrap gap={8}>
        <Badge count={folded ? foldedCount(props.state) : 0} size="small" offset={[-4, 2]}>
          <Button
            icon={<FilterOutlined />}
            aria-expanded={!folded}
            aria-controls="selection-folding-filters"
            data-testid="selection-fold"
            onClick={() => setFolded(!folded)}
          >
            {t(folded ? 'selection.unfold' : 'selection.fold')}
          </Button>
        </Badge>
        <Button type="primary" icon={<SearchOutlined />} onClick={() => props.onSearch(draft)} disabled={!props.state.contestTypeId}>
          {t('selection.search')}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={props.onReset}>
          {t('selection.reset')}
        </Button>
        <Button
          icon={<ControlOutlined />}
          onClick={props.onToggleWeights}
          type={props.weightOpen ? 'primary' : 'default'}
          ghost={props.weightOpen}
          aria-expanded={props.weightOpen}
          disabled={!props.state.contestTypeId}
        >
          {t('selection.weightedSearch')}
        </Button>
        <Button icon={<SettingOutlined />} onClick={props.onColumns} disabled={!props.state.contestTypeId}>
          {t('selection.columns')}
        </Button>
        <Button ref={makeRef} icon={<ExperimentOutlined />} onClick={props.onMake} disabled={!props.state.contestTypeId}>
          {t('selection.make')}
        </Button>
        {props.note && (
          <Flex align="center" style={{ marginInlineStart: 'auto' }}>
            {props.note}
          </Flex>
        )}
      </Flex>
    </Flex>
  );
}
