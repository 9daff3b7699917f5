import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import { serviceCenterList } from '@/contract/endpoints/service';
import { parseServicePoint } from '@/contract/forms';
import type { ServiceCenter } from '@/contract/service';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';

// The support form's hand-over choice and its name in the studio inbox (docs/decisions/310-submissions-in-the-studio.md): the published service centres
// with their pickup/drop points, one GET v2/service_center (a handful of rows), persisted like all public data so
// the choice is there offline once read.
export const servicePointKeys = {
  all: ['support-service-points'] as const,
  list: (lang: Lang) => [...servicePointKeys.all, lang] as const,
};

export const getServicePointsQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: servicePointKeys.list(lang),
    queryFn: async ({ signal }): Promise<ServiceCenter[]> => (await apiGet(serviceCenterList, { query: { lang }, signal })).data,
  });

export const useServicePoints = () => useQuery(getServicePointsQueryOptions());

/** `center:<id>` or `pickup:<id>` (SERVICE_POINT_PATTERN) as the place's name, or undefined while unknown. */
export function servicePointName(centres: ServiceCenter[] | undefined, value: string): string | undefined {
  const point = parseServicePoint(value);
  if (!point || !centres) return undefined;
  if (point.type === 'center') {
    const centre = centres.find((c) => c.id === point.id);
    return centre && `${centre.name} — ${centre.city.name}`;
  }
  for (const centre of centres) {
    const pickup = centre.pickup_points.find((p) => p.id === point.id);
    if (pickup) return `${pickup.name} — ${pickup.city.name} (${centre.name})`;
  }
  return undefined;
}
