import type { RankRow } from '@lampsheet/contracts';
import { useState } from 'react';
import type { RankContext } from '@/features/editor/components/editor';
import { CompareDialog } from '@/features/rank/components/compare-dialog';
import { RankPanel } from '@/features/rank/components/rank-panel';

/**
 * "Rank on this surface" in the editor: the ranked library on the form's surface, and the
 * compare dialog for the rows ticked there (the page composes the two features).
 */
export function RankTab({ request, filters, onFiltersChange, brands, onTake }: RankContext) {
  const [compared, setCompared] = useState<RankRow[] | null>(null);
  return (
    <>
      <RankPanel
        request={request}
        filters={filters}
        onFiltersChange={onFiltersChange}
        brands={brands}
        onTake={onTake && ((row) => onTake({ ...row, name: `${row.brandName} ${row.model}` }))}
        onCompare={setCompared}
      />
      <CompareDialog
        open={!!compared}
        surface={request ? { contestTypeId: request.contestTypeId, dimensions: request.dimensions, albedo: request.albedo, count: request.count } : null}
        lampIds={compared?.map((r) => r.lampId) ?? []}
        targets={request?.targets}
        onClose={() => setCompared(null)}
      />
    </>
  );
}
