import { useLingui } from '@lingui/react/macro';
import { Anchor, Box, Stack, Text } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { useState } from 'react';
import { officeMapHref } from '@/components/company-office';
import type { CompanyProfile } from '@/contract/site';
import { config } from '@/lib/config';
import { ThirdPartyFrame } from '@/components/third-party-frame';
import classes from './footer.module.css';

/** Offline, or while the map's host does not answer: the address and a directions link (docs/decisions/071). */
function OfficeAddress({ profile }: { profile: CompanyProfile }) {
  const { t } = useLingui();
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${profile.lat},${profile.lng}`;
  return (
    <Stack gap={6} p="md" data-testid="map-fallback">
      <Text size="sm" c="gray.3">
        {profile.address}
      </Text>
      <Anchor href={directions} target="_blank" rel="noopener" c="white" size="sm" fw={600}>
        {t`Petunjuk arah ke kantor Denka`}
      </Anchor>
      <Anchor href={officeMapHref(profile)} target="_blank" rel="noopener" c="gray.3" size="xs">
        {t`Lihat lokasi kantor di Google Maps`}
      </Anchor>
    </Stack>
  );
}

/** The office map: the iframe gets its src only once scrolled into view, and only online (decision 010). */
export function FooterMap({ profile }: { profile: CompanyProfile | null | undefined }) {
  const { t } = useLingui();
  const { ref, inViewport } = useInViewport();
  const [load, setLoad] = useState(false);

  // Latched: once seen, the map stays (state adjusted during render, no effect needed).
  if (inViewport && !load && navigator.onLine) setLoad(true);

  return (
    <Box ref={ref} className={classes.map}>
      {load && profile && config.mapEmbedUrl ? (
        <ThirdPartyFrame
          src={config.mapEmbedUrl.replace('{lat}', String(profile.lat)).replace('{lng}', String(profile.lng))}
          title={t`Peta lokasi kantor Denka`}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className={classes.mapFrame}
          fallback={<OfficeAddress profile={profile} />}
        />
      ) : profile ? (
        <OfficeAddress profile={profile} />
      ) : null}
    </Box>
  );
}
