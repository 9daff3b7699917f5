import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import type { PickupPoint } from '@/contract/service';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { serviceKeys } from './query-keys';
import { pickupPoints } from '@/contract/endpoints/service';

// GET v2/pickup-points: every pickup and drop point, filtered by city on the device.
export async function getPickupPoints(lang: Lang, signal?: AbortSignal): Promise<PickupPoint[]> {
  const body = await apiGet(pickupPoints, { query: { lang }, signal });
  return body.data;
}

export const getPickupPointsQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: serviceKeys.pickupPoints(lang),
    queryFn: ({ signal }) => getPickupPoints(lang, signal),
  });

export const usePickupPoints = () => useQuery(getPickupPointsQueryOptions());
