import { Trans } from '@lingui/react/macro';
import { Anchor, Skeleton, Text, type MantineColor } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '../contract/common';
import type { CompanyProfile } from '../contract/site';
import { apiGet } from '../lib/api-client';
import { telHref } from '../lib/contact-links';
import { currentLang } from '../lib/i18n';

// The company's facts (legal name, head office, phone, socials) have one home: the company profile the API
// serves (`v2/site-features`, seeded in src/server/seed/content/company.ts). The footer, the contact page,
// the about page and the server's Organization JSON-LD all read it there (docs/decisions/181-one-company-identity.md).

const loadSchema = () => import('../contract/site').then((m) => m.SiteFeaturesResponseSchema);

export const companyProfileQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: ['site', 'company-profile', lang] as const,
    queryFn: async ({ signal }) => (await apiGet('v2/site-features', loadSchema, { query: { lang, limit: 1 }, signal })).data.company_profile,
  });

export const useCompanyProfile = () => useQuery(companyProfileQueryOptions());

/** Google Maps at the head office's coordinates. */
export const officeMapHref = (profile: Pick<CompanyProfile, 'lat' | 'lng'>) =>
  `https://www.google.com/maps/search/?api=1&query=${profile.lat},${profile.lng}`;

type Props = { profile: CompanyProfile | null | undefined; loading?: boolean; color?: MantineColor; strongColor?: MantineColor };

/** Name, address and phone of the head office, marked for the identity test (tests/e2e/visual-company.spec.ts). */
export function CompanyOffice({ profile, loading = false, color, strongColor }: Props) {
  if (!profile) return loading ? <Skeleton height={64} aria-hidden="true" /> : null;
  return (
    <>
      <Text fw={700} c={strongColor} data-company="name">
        {profile.legal_name}
      </Text>
      <Text size="sm" c={color} data-company="address">
        {profile.address}
      </Text>
      <Text size="sm" c={color}>
        <Trans>Telepon</Trans>:{' '}
        <Anchor href={telHref(profile.phone)} c={color} data-company="phone">
          {profile.phone}
        </Anchor>
      </Text>
    </>
  );
}
