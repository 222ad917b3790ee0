import type { ParamIndexEntry, ProjectLampparamVo } from '@lampsheet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLampparamView } from '@/api/lampparams';
import type { ChosenLampSketch, ChosenSketch } from '../utils/editor-form';

export interface LampparamView {
  projectLampparamVo: ProjectLampparamVo;
  projectParamindexList: ParamIndexEntry[];
  contestSketch: ChosenSketch | null;
  lampSketch: ChosenLampSketch | null;
}

/** `GET /api/lampparams/editTyView/{cid}`: an existing record with its entries and sketches. */
export const getLampparam = (cid: number): Promise<LampparamView> => getLampparamView(cid) as Promise<LampparamView>;

export const getLampparamQueryOptions = (cid: number) =>
  queryOptions({ queryKey: ['lampparams', 'view', cid], queryFn: () => getLampparam(cid), staleTime: 0, gcTime: 0 });

export const useLampparam = (cid: number | undefined) => useQuery({ ...getLampparamQueryOptions(cid ?? 0), enabled: !!cid });
