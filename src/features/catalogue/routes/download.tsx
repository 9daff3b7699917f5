import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Anchor, Container, NativeSelect, Skeleton, Stack, Table, Text, TextInput, Group } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import type { Download } from '@/contract/catalogue';
import { useDownloads } from '../api/get-downloads';
import { QueryView } from '@/components/query-view';
import '@mantine/core/styles/Table.css';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function groupByBrand(items: Download[]): [Download['brand'], Download[]][] {
  const groups = new Map<string, [Download['brand'], Download[]]>();
  for (const item of items) {
    const group = groups.get(item.brand.slug) ?? [item.brand, []];
    group[1].push(item);
    groups.set(item.brand.slug, group);
  }
  return [...groups.values()];
}

/** `/download`: product manuals (PDF) by brand and product; brand and name filters run on the device. */
export default function DownloadPage() {
  const { t } = useLingui();
  const downloads = useDownloads();
  const [brand, setBrand] = useState('');
  const [term, setTerm] = useState('');
  const query = fold(useDeferredValue(term).trim());
  return (
    <Container size="lg" py="xl">
      <PageHeading>
        <Trans>Unduhan</Trans>
      </PageHeading>
      <Text c="dimmed" mb="lg">
        <Trans>
          Buku manual produk dalam format PDF, per merek dan produk. Perangkat lunak dan firmware terbaru tersedia di situs resmi
          masing-masing merek.
        </Trans>
      </Text>
      <QueryView
        query={downloads}
        skeleton={
          <Stack>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={56} />
            ))}
          </Stack>
        }
      >
        {(items) => {
          const groups = groupByBrand(items);
          const shown = groups
            .filter(([b]) => !brand || b.slug === brand)
            .map(([b, list]) => [b, list.filter((d) => fold(d.name).includes(query))] as const)
            .filter(([, list]) => list.length > 0);
          return (
            <Stack>
              <Group grow align="flex-end">
                <NativeSelect
                  label={t`Merek`}
                  value={brand}
                  onChange={(e) => setBrand(e.currentTarget.value)}
                  data={[{ value: '', label: t`Semua merek` }, ...groups.map(([b]) => ({ value: b.slug, label: b.name }))]}
                />
                <TextInput label={t`Cari produk`} type="search" value={term} onChange={(e) => setTerm(e.currentTarget.value)} />
              </Group>
              {shown.length === 0 ? (
                <EmptyState title={<Trans>Produk tidak ditemukan</Trans>} />
              ) : (
                <Accordion
                  key={`${brand}|${query}`}
                  variant="separated"
                  multiple
                  defaultValue={shown.length <= 3 ? shown.map(([b]) => b.slug) : []}
                >
                  {shown.map(([b, list]) => (
                    <Accordion.Item key={b.slug} value={b.slug} data-testid="download-brand">
                      <Accordion.Control>
                        {b.name} ({list.length})
                      </Accordion.Control>
                      <Accordion.Panel>
                        <Table>
                          <Table.Tbody>
                            {list.map((d) => (
                              <Table.Tr key={d.slug}>
                                <Table.Td>
                                  <Anchor component={Link} to={paths.productInfo.getHref({ slug: d.slug })}>
                                    {d.name}
                                  </Anchor>
                                  <Text size="xs" c="dimmed">
                                    {d.category.name}
                                  </Text>
                                </Table.Td>
                                <Table.Td ta="right">
                                  <Anchor href={d.manual_url} target="_blank" rel="noopener" download>
                                    <Trans>Manual (PDF)</Trans>
                                  </Anchor>
                                </Table.Td>
                              </Table.Tr>
                            ))}
                          </Table.Tbody>
                        </Table>
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              )}
            </Stack>
          );
        }}
      </QueryView>
    </Container>
  );
}
