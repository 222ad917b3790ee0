import { useState } from 'react';
import { SelectionPanel } from '@/features/selection/components/selection-panel';
import { EMPTY_SEARCH, type SelectionSearch } from '@/features/selection/utils/search-state';
import type { EffectSelectionContext } from '@/features/editor/components/editor';

/**
 * The selection panel inside the editor's effect lamp drawer: its search state lives here (not
 * in the address, which belongs to the editor), started on the editor's surface type. Make in
 * the panel hands the made values to the editor through `onMake`.
 */
export function EffectSelection({ projectId, contestTypeId, onMake }: EffectSelectionContext) {
  const [state, setState] = useState<SelectionSearch>({ ...EMPTY_SEARCH, projectId, contestTypeId });
  return <SelectionPanel projectId={projectId} state={state} onStateChange={setState} onMake={onMake} />;
}
