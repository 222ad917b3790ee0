import DownOutlined from '@ant-design/icons/DownOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import type { Brand } from '@lampsheet/contracts';
import { Badge, Button, Empty, Flex, Input, Popover, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePartnerBrands } from '@/api/catalog';
import { applyChosenIds, chosenBrands, filterBrands, toggleBrand, unchooseBrands } from '../utils/brands';

export interface BrandPopoverProps {
  chosenIds: number[];
  /** Called with the new chosen ids; the panel re-runs the search. */
  onChange: (ids: number[]) => void;
}

/** Brand filter pop-over (width 610): search, chips of the chosen brands, the partner note. */
export function BrandPopover({ chosenIds, onChange }: BrandPopoverProps) {
  const { t } = useTranslation();
  const brands = usePartnerBrands();
  const [search, setSearch] = useState('');
  const list = useMemo(() => applyChosenIds<Brand>(brands.data ?? [], chosenIds), [brands.data, chosenIds]);
  const shown = filterBrands(list, search);
  const chosen = chosenBrands(list);
  const emit = (next: Brand[]) => onChange(chosenBrands(next).map((b) => b.id));

  const content = (
    <div style={{ width: 610, maxWidth: 'calc(100vw - 48px)' }} data-testid="brand-popover">
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('selection.brandSearch')}
        aria-label={t('selection.brandSearch')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <Typography.Text type="secondary" style={{ display: 'block', margin: '6px 0 10px', fontSize: 12 }}>
        {t('selection.brandNote')}
      </Typography.Text>
      {chosen.length > 0 && (
        <Flex wrap gap={6} align="center" style={{ marginBottom: 10 }} data-testid="brand-chips">
          {chosen.map((b) => (
            <Tag key={b.id} color="gold" closable onClose={() => emit(unchooseBrands(list, b.id))} style={{ marginInlineEnd: 0 }}>
              {b.brandName}
            </Tag>
          ))}
          <Button size="small" type="link" onClick={() => emit(unchooseBrands(list))}>
            {t('selection.clearAll')}
          </Button>
        </Flex>
      )}
      <div style={{ maxHeight: 260, overflowY: 'auto', borderTop: '1px solid #f0f0f0', paddingTop: 8 }}>
        {shown.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('selection.brandNone')} />
        ) : (
          <Flex wrap gap={6} data-testid="brand-list">
            {shown.map((b) => (
              <Tag.CheckableTag
                key={b.id}
                checked={b.delFlag === '1'}
                onChange={() => emit(toggleBrand(list, b.id))}
                style={{ border: '1px solid #d9d9d9', padding: '2px 10px', marginInlineEnd: 0 }}
              >
                {b.brandName}
              </Tag.CheckableTag>
            ))}
          </Flex>
        )}
      </div>
    </div>
  );

  return (
    <Popover content={content} trigger="click" placement="bottomLeft" destroyOnHidden={false}>
      <Badge count={chosenIds.length} size="small" offset={[-4, 2]}>
        <Button>
          {chosenIds.length ? t('selection.brandsChosen', { count: chosenIds.length }) : t('selection.brands')} <DownOutlined />
        </Button>
      </Badge>
    </Popover>
  );
}
