import '@mantine/core/styles/Badge.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Image, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Promotion } from '@/contract/home';
import { formatDate } from '@/lib/format-date';
import { currentLang } from '@/lib/i18n';

/** One promotion: image, title, period, description and, for marketplace promos, the store link. */
export function PromotionCard({ promotion, now }: { promotion: Promotion; now: number }) {
  const { t } = useLingui();
  const lang = currentLang();
  const { image } = promotion;
  const ended = new Date(promotion.ends_at).getTime() < now;
  return (
    <Card component="article" withBorder radius="md" padding="md" h="100%">
      <Card.Section>
        <Image
          src={image.url}
          srcSet={image.srcset}
          sizes="(min-width: 48em) 45vw, 100vw"
          width={image.width ?? 640}
          height={image.height ?? 320}
          alt={image.alt ?? ''}
          loading="lazy"
          style={{ aspectRatio: `${image.width ?? 2} / ${image.height ?? 1}`, height: 'auto' }}
        />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Group gap="xs">
          {promotion.marketplace ? <Badge variant="light">{promotion.marketplace}</Badge> : null}
          {ended ? (
            <Badge color="gray" variant="outline">
              <Trans>Berakhir</Trans>
            </Badge>
          ) : null}
        </Group>
        <Title order={3} size="h4">
          {promotion.title}
        </Title>
        <Text size="sm" c="dimmed">
          <time dateTime={promotion.starts_at}>{formatDate(promotion.starts_at, lang)}</time> –{' '}
          <time dateTime={promotion.ends_at}>{formatDate(promotion.ends_at, lang)}</time>
        </Text>
        <Text size="sm">{promotion.description}</Text>
      </Stack>
      {promotion.url ? (
        <Button component="a" href={promotion.url} target="_blank" rel="noopener noreferrer" mt="md" variant="light">
          {promotion.marketplace ? <Trans>Belanja di {promotion.marketplace}</Trans> : <Trans>Lihat promo</Trans>}
          <VisuallyHidden> {t`(membuka tab baru)`}</VisuallyHidden>
        </Button>
      ) : null}
    </Card>
  );
}
