import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import type { SVGProps } from 'react';
import { directionsHref, telHref, whatsappHref } from '../lib/contact-links';

type Props = {
  name: string;
  phone: string | null;
  whatsapp: string | null;
  lat: number | null;
  lng: number | null;
  address: string | null;
  /** Larger tap targets for staff on phones (app layout). */
  large?: boolean;
};

const Glyph = ({ d, ...props }: SVGProps<SVGSVGElement> & { d: string }) => (
  <svg
    width={18}
    height={18}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    <path d={d} />
  </svg>
);
const PHONE =
  'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z';
const CHAT = 'M21 11.5a8.4 8.4 0 0 1-12.4 7.4L3 21l2.1-5.6A8.4 8.4 0 1 1 21 11.5z';
const PIN = 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z';

/** WhatsApp's dark green: white text on it is 7.6:1 (Mantine's green 9 with white is 4.4:1). */
const WHATSAPP_GREEN = '#075e54';

/** Call, WhatsApp and directions for a dealer or service centre: each opens the visitor's own app. */
export function ContactActions({ name, phone, whatsapp, lat, lng, address, large = false }: Props) {
  const { t } = useLingui();
  const directions = directionsHref({ name, lat, lng, address });
  const size = large ? 'md' : 'sm';
  return (
    <Group gap="xs">
      {phone ? (
        <Button
          component="a"
          href={telHref(phone)}
          aria-label={t`Telepon ${name}`}
          size={size}
          variant="light"
          leftSection={<Glyph d={PHONE} />}
        >
          <Trans>Telepon</Trans>
        </Button>
      ) : null}
      {whatsapp ? (
        <Button
          component="a"
          href={whatsappHref(whatsapp)}
          aria-label={t`WhatsApp ${name}`}
          target="_blank"
          rel="noopener noreferrer"
          size={size}
          variant="filled"
          color={WHATSAPP_GREEN}
          leftSection={<Glyph d={CHAT} />}
        >
          <Trans>WhatsApp</Trans>
        </Button>
      ) : null}
      {directions ? (
        <Button
          component="a"
          href={directions}
          aria-label={t`Petunjuk arah ke ${name}`}
          target="_blank"
          rel="noopener noreferrer"
          size={size}
          variant="light"
          leftSection={<Glyph d={PIN} />}
        >
          <Trans>Petunjuk arah</Trans>
        </Button>
      ) : null}
    </Group>
  );
}
