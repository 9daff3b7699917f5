import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useHydrated } from '@/lib/use-hydrated';

type Props = { title: string; url: string; size?: 'sm' | 'md' };

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Share a page: the device's share sheet where it has one, else a WhatsApp link with the title and the URL
 * (also what the server's render and a visitor without JavaScript get). The URL is the browser's, known once
 * hydrated (decision 113); before that the link carries the title alone.
 */
export function ShareButton({ title, url, size = 'sm' }: Props) {
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(url ? `${title} ${url}` : title)}`;
  const hydrated = useHydrated();
  if (hydrated && canShare()) {
    return (
      <Button
        variant="default"
        size={size}
        data-testid="share-native"
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
    <Button
      component="a"
      href={whatsapp}
      target="_blank"
      rel="noopener noreferrer"
      variant="default"
      size={size}
      data-testid="share-whatsapp"
    >
      <Trans>Bagikan lewat WhatsApp</Trans>
    </Button>
  );
}
