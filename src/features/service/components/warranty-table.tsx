import '@mantine/core/styles/Table.css';
import { Trans } from '@lingui/react/macro';
import { Skeleton, Table } from '@mantine/core';
import type { WarrantyPolicy } from '@/contract/service';

type Props = { policies: WarrantyPolicy[] | undefined };

/** Unit, accessories and battery cover per brand, in months (docs/product.md §2.2). */
export function WarrantyTable({ policies }: Props) {
  if (!policies) return <Skeleton height={260} radius="md" />;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder data-testid="warranty-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Merek</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Unit</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Aksesori</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Baterai</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {policies.map((policy) => (
            <Table.Tr key={policy.brand.slug}>
              <Table.Th scope="row">{policy.brand.name}</Table.Th>
              <Table.Td>
                <Months value={policy.unit_months} />
              </Table.Td>
              <Table.Td>
                <Months value={policy.accessories_months} />
              </Table.Td>
              <Table.Td>
                <Months value={policy.battery_months} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Months({ value }: { value: number }) {
  return value > 0 ? <Trans>{value} bulan</Trans> : <Trans>Tidak ada</Trans>;
}
