/**
 * The catalogue the features share: application types, template indices, surface sketches,
 * partner brands, dictionaries and beam-angle codes. One module per resource, so one query key
 * per answer; an answer the server words in the request's language (`Accept-Language`: sketch
 * names and descriptions, index descriptions) carries the language in its key.
 */
import { type AngleRule, type Brand, type ContestTypeNode, type DictEntry, type SurfaceSketch, type TemplateIndex } from '@lampsheet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAnswerLanguage, type Language } from '@/lib/i18n';

/** `GET /api/contests/contestTypeList`: the application types, nested under their groups. */
export const getContestTypes = () => api.get<ContestTypeNode[]>('/contests/contestTypeList');

export const getContestTypesQueryOptions = () =>
  queryOptions({ queryKey: ['contest-types'], queryFn: getContestTypes, staleTime: Infinity });

export const useContestTypes = () => useQuery(getContestTypesQueryOptions());

/**
 * `GET /api/lampparams/getStandLampparamIndex/{contestTypeId}`: the type's template indices (the
 * form's sections, the selection's targets); the server answers only those that belong to the type.
 */
export const getTemplateIndices = (contestTypeId: number) => api.get<TemplateIndex[]>(`/lampparams/getStandLampparamIndex/${contestTypeId}`);

export const getTemplateIndicesQueryOptions = (contestTypeId: number, lang: Language) =>
  queryOptions({
    queryKey: ['template-indices', contestTypeId, lang],
    queryFn: () => getTemplateIndices(contestTypeId),
    staleTime: Infinity,
  });

export const useTemplateIndices = (contestTypeId: number | null | undefined) =>
  useQuery({ ...getTemplateIndicesQueryOptions(contestTypeId ?? 0, useAnswerLanguage()), enabled: !!contestTypeId });

/** `POST /api/lampparams/contestSketch/json`: surface sketches (children in `chlidList`), of some types or all, in the answer's language. */
export const getContestSketches = (contestTypeIds?: number[]) =>
  api.post<SurfaceSketch[]>('/lampparams/contestSketch/json', contestTypeIds?.length ? { contestTypeIds } : {});

export const getContestSketchesQueryOptions = (contestTypeIds: number[] | undefined, lang: Language) =>
  queryOptions({
    queryKey: ['contest-sketches', contestTypeIds?.join(',') ?? 'all', lang],
    queryFn: () => getContestSketches(contestTypeIds),
    staleTime: Infinity,
  });

export const useContestSketches = (contestTypeIds: number[] | undefined, enabled = true) =>
  useQuery({ ...getContestSketchesQueryOptions(contestTypeIds, useAnswerLanguage()), enabled });

/** Every sketch of the tree, parents before their children. */
export function flattenSketches(tree: readonly SurfaceSketch[]): SurfaceSketch[] {
  return tree.flatMap((s) => [s, ...flattenSketches(s.chlidList ?? [])]);
}

/** `POST /api/brands/detectionBrandjson` (form-encoded `isOrgState=true`): the partner brands (the only searchable ones). */
export const getPartnerBrands = () => api.postForm<Brand[]>('/brands/detectionBrandjson', { isOrgState: true });

export const getPartnerBrandsQueryOptions = () =>
  queryOptions({ queryKey: ['brands', 'partners'], queryFn: getPartnerBrands, staleTime: 10 * 60_000 });

export const usePartnerBrands = () => useQuery(getPartnerBrandsQueryOptions());

/**
 * `GET /api/dictTypeAllList?indexPinyin=`: an option list (colour types, lamp types, videos…).
 * A failed load leaves the list empty (specification point 7), so it is silent and answers [].
 */
export const getDictionary = (indexPinyin: string) =>
  api.get<DictEntry[]>('/dictTypeAllList', { indexPinyin }, { silent: true }).catch(() => [] as DictEntry[]);

export const getDictionaryQueryOptions = (indexPinyin: string) =>
  queryOptions({ queryKey: ['dictionary', indexPinyin], queryFn: () => getDictionary(indexPinyin), staleTime: Infinity });

export const useDictionary = (indexPinyin: string) => useQuery(getDictionaryQueryOptions(indexPinyin));

/** `POST /api/lampparams/AnglemapList`: beam-angle codes. */
export const getAngleRules = () => api.post<AngleRule[]>('/lampparams/AnglemapList', {});

export const getAngleRulesQueryOptions = () =>
  queryOptions({ queryKey: ['angle-rules'], queryFn: getAngleRules, staleTime: Infinity });

export const useAngleRules = () => useQuery(getAngleRulesQueryOptions());
