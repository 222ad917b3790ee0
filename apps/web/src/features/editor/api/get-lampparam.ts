import type { ParamIndexEntry, ProjectLampparamVo } from '@lampsheet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLampparamView } from '@/api/lampparams';
import { useAnswerLanguage, type Language } from '@/lib/i18n';
import type { ChosenLampSketch, ChosenSketch } from '../utils/editor-form';

export interface LampparamView {
  projectLampparamVo: ProjectLampparamVo;
  projectParamindexList: ParamIndexEntry[];
  contestSketch: ChosenSketch | null;
  lampSketch: ChosenLampSketch | null;
}

/**
 * `GET /api/lampparams/editTyView/{cid}`: an existing record with its entries and sketches, the
 * sketches' names in the answer's language (so the key holds the language: a switch fetches
 * the other language's names while the editor keeps showing the record).
 */
export const getLampparam = (cid: number): Promise<LampparamView> => getLampparamView(cid) as Promise<LampparamView>;

export const getLampparamQueryOptions = (cid: number, lang: Language) =>
  queryOptions({ queryKey: ['lampparams', 'view', cid, lang], queryFn: () => getLampparam(cid), staleTime: 0, gcTime: 0 });

export const useLampparam = (cid: number | undefined) =>
  useQuery({
    ...getLampparamQueryOptions(cid ?? 0, useAnswerLanguage()),
    enabled: !!cid,
    // the same record in the previous language while the new answer comes (never another record)
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === cid ? previous : undefined),
  });
