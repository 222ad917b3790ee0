import { isValidPower } from '@lampsheet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/lampparams/lamps/getPowerNo?lampType&powerValue`: the power part of the lamp parameter number. */
export const getPowerNo = (lampType: number | null | undefined, powerValue: string) =>
  api.post<{ powerNo: string }>('/lampparams/lamps/getPowerNo', {}, { query: { lampType, powerValue }, silent: true });

export const getPowerNoQueryOptions = (lampType: number | null | undefined, powerValue: string) =>
  queryOptions({
    queryKey: ['power-no', lampType ?? null, powerValue],
    queryFn: () => getPowerNo(lampType, powerValue),
    staleTime: Infinity,
  });

/** The power number of a typed power; nothing while the power is not a usable number. */
export const usePowerNo = (lampType: number | null | undefined, power: string | number | null | undefined) => {
  const text = power === null || power === undefined ? '' : String(power).trim();
  return useQuery({ ...getPowerNoQueryOptions(lampType, text), enabled: isValidPower(text) });
};
