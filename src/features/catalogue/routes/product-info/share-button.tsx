import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useHydrated } from '@/lib/use-hydrated';

type Props = { title: string; url: string };

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** Web Share API where the device has it; otherwise a WhatsApp link with the title and the page URL. */
export function ShareButton({ title, url }: Props) {
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
  // The device's share sheet is known in the browser only: the server's render and hydration show the link.
  const hydrated = useHydrated();
  if (hydrated && canShare()) {
    return (
      <Button
        variant="default"
        onClick={() => {
          // Dismissing the share sheet rejects: nothing to report.
          navigator.share({ title, url }).catch(() => undefined);
        }}
      >
        <Trans>Bagikan</Trans>
      </Button>
    );
  }
  return (
    <Button component="a" href={whatsapp} target="_blank" rel="noopener noreferrer" variant="default" data-testid="share-whatsapp">
      <Trans>Bagikan lewat WhatsApp</Trans>
    </Button>
  );
}
