import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api-client';
import { cityList, provinceList } from '../contract/endpoints/regions';

// Indonesia's provinces and their cities (the address of an account's profile): public, unchanging data, so
// read once and persisted like all public data (docs/decisions/200-code-structure.md).
export const regionKeys = {
  all: ['regions'] as const,
  provinces: () => [...regionKeys.all, 'provinces'] as const,
  cities: (provinceId: string) => [...regionKeys.all, 'cities', provinceId] as const,
};

// GET v2/utilities/province.
export const getProvinces = async (signal?: AbortSignal) => (await apiGet(provinceList, { signal })).data;

// GET v2/utilities/city?province_id.
export const getCities = async (provinceId: string, signal?: AbortSignal) =>
  (await apiGet(cityList, { query: { province_id: provinceId }, signal })).data;

export const getProvincesQueryOptions = () =>
  queryOptions({ queryKey: regionKeys.provinces(), queryFn: ({ signal }) => getProvinces(signal), staleTime: Infinity });

export const getCitiesQueryOptions = (provinceId: string) =>
  queryOptions({
    queryKey: regionKeys.cities(provinceId),
    queryFn: ({ signal }) => getCities(provinceId, signal),
    enabled: provinceId !== '',
    staleTime: Infinity,
  });

export const useProvinces = () => useQuery(getProvincesQueryOptions());
export const useCities = (provinceId: string) => useQuery(getCitiesQueryOptions(provinceId));
