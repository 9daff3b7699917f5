import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';

type Props = { title: string; url: string };

/** Share: WhatsApp first (how visitors share here), Facebook, X, and copy link. */
export function ArticleShare({ title, url }: Props) {
  const { t } = useLingui();
  const clipboard = useClipboard({ timeout: 2500 });
  const text = encodeURIComponent(`${title} ${url}`);
  const encodedUrl = encodeURIComponent(url);
  const targets = [
    { name: 'WhatsApp', href: `https://wa.me/?text=${text}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    { name: 'X', href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${encodedUrl}` },
  ];
  return (
    <section aria-labelledby="article-share-title">
      <Text id="article-share-title" fw={700} mb="xs" component="h2" size="md">
        <Trans>Bagikan</Trans>
      </Text>
      <Group gap="xs">
        {targets.map((target) => (
          <Button key={target.name} component="a" href={target.href} target="_blank" rel="noopener noreferrer" variant="light" size="xs">
            {target.name}
            <VisuallyHidden> {t`(membuka tab baru)`}</VisuallyHidden>
          </Button>
        ))}
        <Button variant="outline" size="xs" onClick={() => clipboard.copy(url)}>
          {clipboard.copied ? <Trans>Tautan disalin</Trans> : <Trans>Salin tautan</Trans>}
        </Button>
      </Group>
      <VisuallyHidden role="status">{clipboard.copied ? t`Tautan disalin` : ''}</VisuallyHidden>
    </section>
  );
}
