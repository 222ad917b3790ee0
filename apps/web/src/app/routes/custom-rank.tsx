import type { LayoutInput, RankRow } from '@lampsheet/contracts';
import { lazy, Suspense, useState } from 'react';
import type { RankContext } from '@/features/editor/components/editor';
import { RankPanel } from '@/features/rank/components/rank-panel';
import { fittedLayouts, type OwnLayout } from '@/features/rank/utils/rank';
import { useOpenedOnce } from '@/components/lazy-on-demand';

// loaded when first opened (polar curves, pictures, print styles)
const CompareDialog = lazy(() => import('@/features/rank/components/compare-dialog').then((m) => ({ default: m.CompareDialog })));

/**
 * "Rank on this surface" in the editor: the ranked library on the form's surface, and the
 * compare dialog for the rows ticked there (the page composes the two features).
 */
export function RankTab({ request, settling, filters, onFiltersChange, brands, lampTypes, onTake }: RankContext) {
  const [compared, setCompared] = useState<RankRow[] | null>(null);
  /** The layout the designer set in the rank tab when comparing: the compared figures are in it too. */
  const [layout, setLayout] = useState<LayoutInput | undefined>(undefined);
  /** The fixtures ranked in their own layout when comparing (the record's chosen fixture in its stored one): compared in it too. */
  const [own, setOwn] = useState<OwnLayout[] | undefined>(undefined);
  const compareOpened = useOpenedOnce(!!compared);
  return (
    <>
      <RankPanel
        request={request}
        settling={settling}
        filters={filters}
        onFiltersChange={onFiltersChange}
        brands={brands}
        lampTypes={lampTypes}
        onTake={onTake && ((row) => onTake({ ...row, name: `${row.brandName} ${row.model}` }))}
        onCompare={(rows, l, layouts) => {
          setCompared(rows);
          setLayout(l);
          setOwn(layouts?.filter((o) => rows.some((r) => r.lampId === o.lampId)));
        }}
      />
      {compareOpened && (
        <Suspense fallback={null}>
          <CompareDialog
            open={!!compared}
            surface={request ? { contestTypeId: request.contestTypeId, dimensions: request.dimensions, albedo: request.albedo, count: request.count, ...(layout ? { layout } : {}) } : null}
            lampIds={compared?.map((r) => r.lampId) ?? []}
            layouts={compared ? (fittedLayouts(compared) ?? own) : undefined}
            targets={request?.targets}
            basis="record"
            onClose={() => setCompared(null)}
          />
        </Suspense>
      )}
    </>
  );
}
