import '@mantine/core/styles/List.css';
import { Trans } from '@lingui/react/macro';
import { Anchor, Container, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { useLottery } from '../api/get-lottery';
import { LotteryForm } from '../components/lottery-form';
import { LotteryWinners } from '../components/lottery-winners';

/** /undian: the purchase lottery — terms, winners per draw, and the registration form (docs/product.md §2). */
export default function UndianPage() {
  const lottery = useLottery();
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
        <section aria-labelledby="undian-winners">
          <Title order={2} size="h3" id="undian-winners" mb="xs">
            <Trans>Pemenang</Trans>
          </Title>
          <LotteryWinners />
        </section>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" component="section" aria-labelledby="undian-form">
          <Title order={2} size="h3" id="undian-form" mb="md">
            <Trans>Formulir pendaftaran</Trans>
          </Title>
          <LotteryForm />
        </Paper>
      </Stack>
    </Container>
  );
}
