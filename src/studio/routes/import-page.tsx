import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { csvExport } from '@/contract/endpoints/studio-media';
import { COLLECTIONS } from '@/contract/collections/registry';
import { IMPORT_COLLECTIONS, ImportResultSchema, type ImportCollection, type ImportResult } from '@/contract/studio/import';
import { endpointUrl } from '@/lib/api-client';
import { useCsvImport } from '../api/media';
import { ErrorText } from '../components/page-states';
import { studioPaths } from '../lib/paths';
import { StudioApiError } from '../lib/studio-api';
import { ImportErrors } from './import-errors';

const isImportCollection = (value: string | undefined): value is ImportCollection =>
  (IMPORT_COLLECTIONS as readonly string[]).includes(value ?? '');

/**
 * CSV import (docs/decisions/260-studio-media-and-csv.md): a dry run lists every row's problems and writes nothing;
 * only a clean file can then be imported, all rows or none.
 */
export function ImportPage() {
  const { collection } = useParams();
  if (!isImportCollection(collection)) return <Navigate to={studioPaths.home()} replace />;
  return <Importer key={collection} collection={collection} />;
}

function Importer({ collection }: { collection: ImportCollection }) {
  const { t, i18n } = useLingui();
  const run = useCsvImport(collection);
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const label = i18n._(COLLECTIONS[collection].label);
  const send = async (dryRun: boolean) => {
    if (csv === null) return;
    setProblem(null);
    try {
      setResult((await run.mutateAsync({ csv, dryRun })).data);
    } catch (error) {
      // 422: the same answer as a dry run, nothing written.
      const listed = error instanceof StudioApiError ? ImportResultSchema.safeParse(error.body) : undefined;
      if (listed?.success) setResult(listed.data.data);
      else {
        setResult(null);
        setProblem(error);
      }
    }
  };
  const clean = result !== null && result.errors.length === 0;
  return (
    <Stack maw={900}>
      <Title order={2}>
        <Trans>Impor CSV: {label}</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          Baris pertama berisi nama kolom. Uji coba memeriksa setiap baris tanpa menyimpan apa pun; impor hanya bisa dijalankan bila tidak
          ada kesalahan, dan menyimpan semua baris atau tidak sama sekali. Baris yang diimpor langsung terbit.
        </Trans>{' '}
        <Anchor href={endpointUrl(csvExport, { collection })} download={`${collection}.csv`} underline="always">
          <Trans>Unduh data sekarang sebagai CSV</Trans>
        </Anchor>
      </Text>
      <FileInput
        label={t`Berkas CSV`}
        accept=".csv,text/csv"
        clearable
        value={file}
        onChange={async (next) => {
          setFile(next);
          setResult(null);
          setProblem(null);
          setCsv(next ? await next.text() : null);
        }}
      />
      <Group>
        <Button onClick={() => void send(true)} disabled={csv === null} loading={run.isPending && run.variables?.dryRun}>
          <Trans>Uji coba</Trans>
        </Button>
        <Button
          color="teal.9"
          onClick={() => void send(false)}
          disabled={!clean || result?.dry_run === false}
          loading={run.isPending && run.variables?.dryRun === false}
        >
          <Trans>Impor</Trans>
        </Button>
      </Group>
      {problem !== null && (
        <Alert color="red" role="alert">
          <ErrorText error={problem} />
        </Alert>
      )}
      {result && result.errors.length > 0 && <ImportErrors result={result} />}
      {result && result.errors.length === 0 && (
        <Alert color="green" role="status" data-testid="import-result">
          {result.dry_run ? (
            <Trans>
              Uji coba: {result.rows} baris tanpa kesalahan ({result.created} baru, {result.updated} diperbarui). Belum ada yang disimpan.
            </Trans>
          ) : (
            <Trans>
              Diimpor: {result.rows} baris ({result.created} baru, {result.updated} diperbarui), sudah terbit.
            </Trans>
          )}
        </Alert>
      )}
    </Stack>
  );
}
