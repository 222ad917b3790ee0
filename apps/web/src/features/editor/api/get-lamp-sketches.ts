import type { LampSketch, Page } from '@lampsheet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Lamp sketches per page (specification point 9). */
export const LAMP_SKETCH_ROWS = 9;

/** `POST /api/lampparams/lampSketchList`: lamp-type sketches, 9 a page. */
export const getLampSketches = (lampType: number | undefined, page: number) =>
  api.post<Page<LampSketch>>('/lampparams/lampSketchList', { lampType, page, rows: LAMP_SKETCH_ROWS });

export const getLampSketchesQueryOptions = (lampType: number | undefined, page: number) =>
  queryOptions({ queryKey: ['lamp-sketches', lampType ?? null, page], queryFn: () => getLampSketches(lampType, page), staleTime: 60_000 });

export const useLampSketches = (lampType: number | undefined, page: number, enabled = true) =>
  useQuery({ ...getLampSketchesQueryOptions(lampType, page), enabled, placeholderData: keepPreviousData });
