import '@mantine/core/styles/List.css';
import { Trans } from '@lingui/react/macro';
import { Anchor, Container, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { LUCKY_DRAW_CAMPAIGN_ID } from '@/contract/campaign-terms';
import { formatDate } from '@/lib/format-date';
import { currentLang } from '@/lib/i18n';
import { useCurrentLottery } from '../api/get-current-lottery';
import { useLottery } from '../api/get-lottery';
import { LotteryForm } from '../components/lottery-form';
import { LotteryWinners } from '../components/lottery-winners';

/** /undian: the purchase lottery — terms, winners per draw, and the registration form (docs/product.md §2). */
export default function UndianPage() {
  const lottery = useLottery();
  // The form enters the campaign open now; the 2022 lottery above has closed (docs/decisions/325).
  const current = useCurrentLottery();
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <div>
          <PageHeading>{lottery.data?.title ?? <Trans>Undian</Trans>}</PageHeading>
          <Text c="dimmed">
            <Trans>Periode pembelian 1 Agustus – 31 Desember 2022. Satu kode undian untuk setiap Rp 1.000.000.</Trans>
          </Text>
        </div>
        <section aria-labelledby="undian-terms">
          <Title order={2} size="h3" id="undian-terms" mb="xs">
            <Trans>Ketentuan</Trans>
          </Title>
          {lottery.data ? (
            <List spacing="xs" size="sm">
              {lottery.data.terms.map((term) => (
                <List.Item key={term}>{term}</List.Item>
              ))}
            </List>
          ) : lottery.isError ? (
            <LoadError onRetry={() => void lottery.refetch()} retrying={lottery.isFetching} />
          ) : (
            <Skeleton height={120} aria-busy="true" />
          )}
          <Anchor component={Link} to={paths.syaratKetentuan.getHref()} size="sm" mt="xs" display="inline-block">
            <Trans>Baca syarat dan ketentuan lengkap</Trans>
          </Anchor>
        </section>
        {current.data && current.data.id !== LUCKY_DRAW_CAMPAIGN_ID && (
          <section aria-labelledby="undian-current-winners">
            <Title order={2} size="h3" id="undian-current-winners" mb="xs">
              <Trans>Hasil undian {current.data.title}</Trans>
            </Title>
            <LotteryWinners campaignId={current.data.id} />
          </section>
        )}
        <section aria-labelledby="undian-winners">
          <Title order={2} size="h3" id="undian-winners" mb="xs">
            <Trans>Pemenang</Trans>
          </Title>
          <LotteryWinners />
        </section>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" component="section" aria-labelledby="undian-form">
          <Title order={2} size="h3" id="undian-form" mb="xs">
            <Trans>Formulir pendaftaran</Trans>
          </Title>
          {current.data ? (
            <>
              <Text c="dimmed" size="sm" mb="md" data-testid="lottery-open-campaign">
                {current.data.title} · {formatDate(current.data.starts_at, currentLang())} –{' '}
                {formatDate(current.data.ends_at, currentLang())}
              </Text>
              <LotteryForm key={current.data.id} campaign={current.data} />
            </>
          ) : current.data === null ? (
            <Text fw={600}>
              <Trans>Pendaftaran undian sedang ditutup. Nantikan undian berikutnya.</Trans>
            </Text>
          ) : current.isError ? (
            <LoadError onRetry={() => void current.refetch()} retrying={current.isFetching} />
          ) : (
            <Skeleton height={320} aria-busy="true" />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
