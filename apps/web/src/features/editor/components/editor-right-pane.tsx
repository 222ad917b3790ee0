/**
 * The right side of the editor: the lamp library, and beside it in a tab "Rank on this surface"
 * when the page composes one (`renderRank`). `RankContext` is what the page's rank tab is handed.
 */
import type { Brand, RankRequest } from '@lampsheet/contracts';
import { Tabs } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RankFilters, TakenFixture } from '../utils/rank-request';

/** What the page hands the "Rank on this surface" tab it composes beside the lamp library. */
export interface RankContext {
  /** The form's surface type, sizes, albedo and targets, settled, with the tab's filters; undefined without a type. */
  request: RankRequest | undefined;
  /** The form changed since `request` was made (the ranking waits for typing to settle): its last answer is not the form's. */
  settling: boolean;
  filters: RankFilters;
  onFiltersChange: (next: RankFilters) => void;
  brands: Brand[];
  /** Take a fixture into the sheet as the chosen one; absent when the record is read-only. */
  onTake?: (fixture: TakenFixture & { name: string }) => void;
}

export function EditorRightPane({ library, renderRank, rank }: { library: ReactNode; renderRank?: (ctx: RankContext) => ReactNode; rank: RankContext }) {
  const { t } = useTranslation();
  const [rightTab, setRightTab] = useState<'library' | 'rank'>('library');
  if (!renderRank) return library;
  return (
    <Tabs
      activeKey={rightTab}
      onChange={(key) => setRightTab(key as 'library' | 'rank')}
      className="editor-right-tabs"
      style={{ height: '100%' }}
      destroyOnHidden
      items={[
        { key: 'library', label: t('editor.libraryTab'), children: library },
        { key: 'rank', label: <span data-testid="rank-tab">{t('editor.rankTab')}</span>, children: renderRank(rank) },
      ]}
    />
  );
}
