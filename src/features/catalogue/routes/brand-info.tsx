import { Trans } from '@lingui/react/macro';
import { Anchor, Container, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { useBrands } from '@/api/get-brands';
import { QueryView } from '@/components/query-view';

/** `/brand-info`: what each brand under management is, with links to its page and products. */
export default function BrandInfoPage() {
  const brands = useBrands();
  return (
    <Container size="xl" py="xl">
      <PageHeading>
        <Trans>Info Merek</Trans>
      </PageHeading>
      <Text maw={760} mb="xl">
        <Trans>
          Sejak 2016 Denka menjadi distributor resmi merek kamera dan video gear di Indonesia: garansi resmi, service center dan dealer di
          seluruh Indonesia.
        </Trans>
      </Text>
      <QueryView query={brands} skeleton={<Skeleton height={400} />}>
        {(list) => (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {list.map((brand) => (
              <Paper key={brand.slug} withBorder p="md" component="article">
                {brand.image_url ? <img src={brand.image_url} alt="" width={150} height={60} loading="lazy" /> : null}
                <Title order={2} size="h4" mt="xs">
                  {brand.name}
                </Title>
                <Text size="sm" c="dimmed" mt={4} lineClamp={4}>
                  {brand.description}
                </Text>
                <Anchor component={Link} to={paths.brand.getHref({ slug: brand.slug })} size="sm" mt="xs" display="inline-block">
                  <Trans>Profil {brand.name}</Trans>
                </Anchor>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </Container>
  );
}
