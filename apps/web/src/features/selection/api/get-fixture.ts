import type { FixtureDetail } from '@lampsheet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAnswerLanguage, type Language } from '@/lib/i18n';

/** `GET /api/lamps/{lampId}`: a fixture with its detections (the detail dialog). */
export const getFixture = (lampId: number) => api.get<FixtureDetail>(`/lamps/${lampId}`);

export const getFixtureQueryOptions = (lampId: number, lang: Language) =>
  queryOptions({ queryKey: ['fixture', lampId, lang], queryFn: () => getFixture(lampId) });

export const useFixture = (lampId: number | undefined) =>
  useQuery({ ...getFixtureQueryOptions(lampId ?? 0, useAnswerLanguage()), enabled: !!lampId });
