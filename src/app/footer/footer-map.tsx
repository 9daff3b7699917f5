import { useLingui } from '@lingui/react/macro';
import { Anchor, Box, Text } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { useState } from 'react';
import { officeMapHref } from '../../components/company-office';
import type { CompanyProfile } from '../../contract/site';
import { config } from '../../lib/config';
import classes from './footer.module.css';

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
        <iframe
          src={config.mapEmbedUrl.replace('{lat}', String(profile.lat)).replace('{lng}', String(profile.lng))}
          title={t`Peta lokasi kantor Denka`}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className={classes.mapFrame}
        />
      ) : profile ? (
        <Text size="sm" c="gray.3" p="md">
          <Anchor href={officeMapHref(profile)} target="_blank" rel="noopener" c="white">
            {t`Lihat lokasi kantor di Google Maps`}
          </Anchor>
        </Text>
      ) : null}
    </Box>
  );
}
