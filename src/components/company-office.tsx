import { Trans } from '@lingui/react/macro';
import { Anchor, Skeleton, Text, type MantineColor } from '@mantine/core';
import type { CompanyProfile } from '../contract/site';
import { telHref } from '../lib/contact-links';

// The company's facts have one home, the company profile the API serves (read by src/api/get-site-features.ts;
// docs/decisions/080-content-html-identity-and-art.md): this shows its head office wherever a page needs it.

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
