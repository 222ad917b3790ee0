import type { LampSketch, Page } from '@lampsheet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAnswerLanguage, type Language } from '@/lib/i18n';

/** Lamp sketches per page (specification point 9). */
export const LAMP_SKETCH_ROWS = 9;

/** `POST /api/lampparams/lampSketchList`: lamp-type sketches, 9 a page, described in the answer's language. */
export const getLampSketches = (lampType: number | undefined, page: number) =>
  api.post<Page<LampSketch>>('/lampparams/lampSketchList', { lampType, page, rows: LAMP_SKETCH_ROWS });

export const getLampSketchesQueryOptions = (lampType: number | undefined, page: number, lang: Language) =>
  queryOptions({ queryKey: ['lamp-sketches', lampType ?? null, page, lang], queryFn: () => getLampSketches(lampType, page), staleTime: 60_000 });

export const useLampSketches = (lampType: number | undefined, page: number, enabled = true) =>
  useQuery({ ...getLampSketchesQueryOptions(lampType, page, useAnswerLanguage()), enabled, placeholderData: keepPreviousData });
