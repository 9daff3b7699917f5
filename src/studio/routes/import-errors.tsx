import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import type { ImportResult } from '@/contract/studio/import';

/** Every problem of the file, by line and column; nothing was written. */
export function ImportErrors({ result }: { result: ImportResult }) {
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      <Alert color="red" role="alert" data-testid="import-errors">
        <Trans>
          {result.errors.length} kesalahan di {result.rows} baris. Tidak ada yang disimpan; perbaiki berkasnya lalu uji coba lagi.
        </Trans>
      </Alert>
      <DataTable
        withTableBorder
        borderRadius="sm"
        records={result.errors.map((error, index) => ({ ...error, key: index }))}
        idAccessor="key"
        columns={[
          { accessor: 'line', title: t`Baris`, textAlign: 'right' },
          { accessor: 'field', title: t`Kolom` },
          { accessor: 'message', title: t`Masalah` },
        ]}
      />
    </Stack>
  );
}
