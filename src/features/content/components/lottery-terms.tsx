import '@mantine/core/styles/List.css';
import { Trans } from '@lingui/react/macro';
import { Anchor, List, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { currentLang } from '@/lib/i18n';
import { useLotteryCampaign } from '../api/get-lottery-campaign';

/** The purchase lottery's terms (v2/campaign/detail); left out when they cannot be read (docs/product.md §8). */
export function LotteryTerms() {
  const campaign = useLotteryCampaign();
  const lang = currentLang();
  if (!campaign.data) return null;
  const { title, starts_at, ends_at, terms } = campaign.data;
  return (
    <Paper component="section" aria-labelledby="lottery-terms" withBorder p="lg" radius="md">
      <Title order={2} size="h3" id="lottery-terms">
        <Trans>Ketentuan {title}</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        <Trans>Periode</Trans> {formatDate(starts_at, lang)} – {formatDate(ends_at, lang)}
      </Text>
      <List type="ordered" spacing="xs">
        {terms.map((term) => (
          <List.Item key={term}>{term}</List.Item>
        ))}
      </List>
      <Anchor component={Link} to={paths.undian.getHref()} mt="md" display="inline-block">
        <Trans>Ke halaman undian</Trans>
      </Anchor>
    </Paper>
  );
}
