import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, CloseButton, Group, List, Stack, Text, Title } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useState } from 'react';
import { regionExport } from '@/contract/endpoints/studio-regions';
import { MAX_IMPORT_BYTES } from '@/contract/studio/import';
import {
  RegionImportRefusedSchema,
  REGION_KINDS,
  type RegionImportResult,
  type RegionKind,
  type RegionProblem,
} from '@/contract/studio/regions';
import { endpointUrl } from '@/lib/api-client';
import { useRegionImport } from '../../api/regions';
import { useStaffSession } from '../../api/session';
import { ErrorText } from '../../components/page-states';
import { StudioApiError } from '../../lib/studio-api';
import { RegionChangesTable, RegionProblems, RegionSummary } from './region-changes';
import { firstLineOf, sortFiles, writesAnything, type Sorted } from './region-files';

// Provinces and cities (docs/decisions/250-staff-studio.md, "Regions"): drop the provinces file, the cities file or
// both; the dry run answers what would be added, renamed, removed and kept (still referenced), and writes nothing;
// "Terapkan" then writes exactly that in one transaction. The export gives the current files to edit.

const MAX_MB = Math.round(MAX_IMPORT_BYTES / 1024 / 1024);

export function RegionsPage() {
  const session = useStaffSession();
  if (session.data && session.data.role !== 'admin')
    return (
      <Alert color="yellow" role="alert" maw={700}>
        <Trans>Hanya administrator yang dapat mengimpor provinsi dan kota/kabupaten.</Trans>
      </Alert>
    );
  return <RegionImporter />;
}

function RegionImporter() {
  const { t } = useLingui();
  const run = useRegionImport();
  const [sorted, setSorted] = useState<Sorted<File>>({ files: {}, unknown: [], twice: [] });
  const [rejected, setRejected] = useState<string[]>([]);
  const [result, setResult] = useState<RegionImportResult | null>(null);
  const [problems, setProblems] = useState<RegionProblem[] | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const chosen = REGION_KINDS.filter((kind) => sorted.files[kind]);
  const kindLabel: Record<RegionKind, string> = { provinces: t`Provinsi`, cities: t`Kota/kabupaten` };

  const reset = () => {
    setResult(null);
    setProblems(null);
    setFailure(null);
  };
  const drop = async (files: File[], refused: FileRejection[] = []) => {
    reset();
    setRejected(refused.map((r) => r.file.name));
    if (files.length === 0) return;
    const read = await Promise.all(files.map(async (file) => ({ file, firstLine: firstLineOf(await file.slice(0, 500).text()) })));
    // A second drop of one kind replaces that kind's file and keeps the other.
    const next = sortFiles(read);
    setSorted({ files: { ...sorted.files, ...next.files }, unknown: next.unknown, twice: next.twice });
  };
  const remove = (kind: RegionKind) => {
    reset();
    setSorted({ files: { ...sorted.files, [kind]: undefined }, unknown: [], twice: [] });
  };
  const send = async (dryRun: boolean) => {
    reset();
    try {
      setResult((await run.mutateAsync({ files: sorted.files, dryRun })).data);
    } catch (error) {
      const refused = error instanceof StudioApiError && error.status === 400 ? RegionImportRefusedSchema.safeParse(error.body) : undefined;
      if (refused?.success && refused.data.problems) setProblems(refused.data.problems);
      else setFailure(error);
    }
  };
  const canApply = result !== null && result.dry_run && writesAnything(result);

  return (
    <Stack maw={1100}>
      <Title order={2}>
        <Trans>Wilayah: provinsi dan kota/kabupaten</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          Data acuan resmi (idn-area-data, ODbL) yang dipakai dealer, pusat servis, titik antar, lowongan dan akun pengunjung. Berkas
          provinsi berkolom code,name; berkas kota/kabupaten berkolom code,province_code,name. Berkas menggantikan seluruh daftar jenisnya:
          baris yang tidak ada lagi dihapus, kecuali masih dirujuk data lain; yang itu tetap disimpan.
        </Trans>
      </Text>
      <Group gap="lg">
        <Anchor href={endpointUrl(regionExport, { kind: 'provinces' })} download="provinces.csv" underline="always">
          <Trans>Unduh provinces.csv</Trans>
        </Anchor>
        <Anchor href={endpointUrl(regionExport, { kind: 'cities' })} download="cities.csv" underline="always">
          <Trans>Unduh cities.csv</Trans>
        </Anchor>
      </Group>
      <Dropzone
        onDrop={(files) => void drop(files)}
        onReject={(refused) => void drop([], refused)}
        accept={['text/csv', 'application/vnd.ms-excel', '.csv']}
        maxSize={MAX_IMPORT_BYTES}
        maxFiles={2}
        multiple
        disabled={run.isPending}
        inputProps={{ 'aria-label': t`Pilih berkas CSV provinsi dan/atau kota/kabupaten` }}
      >
        <Text ta="center" size="sm" py="sm">
          <Trans>Seret provinces.csv, cities.csv atau keduanya ke sini, atau klik untuk memilih (maks. {MAX_MB} MB per berkas)</Trans>
        </Text>
      </Dropzone>
      {chosen.length > 0 && (
        <List spacing={4} size="sm" aria-label={t`Berkas yang dipilih`}>
          {chosen.map((kind) => (
            <List.Item key={kind}>
              <Group gap={6} wrap="nowrap">
                <Text size="sm">
                  {kindLabel[kind]}: <strong>{sorted.files[kind]!.name}</strong>
                </Text>
                <CloseButton size="sm" aria-label={t`Lepaskan berkas ${sorted.files[kind]!.name}`} onClick={() => remove(kind)} />
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {(sorted.unknown.length > 0 || sorted.twice.length > 0 || rejected.length > 0) && (
        <Alert color="red" role="alert">
          {sorted.unknown.length > 0 && (
            <Text size="sm">
              <Trans>
                Tidak dikenali: {sorted.unknown.join(', ')}. Baris pertama harus code,name (provinsi) atau code,province_code,name
                (kota/kabupaten).
              </Trans>
            </Text>
          )}
          {sorted.twice.length > 0 && (
            <Text size="sm">
              <Trans>Satu berkas per jenis: {sorted.twice.map((kind) => kindLabel[kind]).join(', ')} dipilih dua kali.</Trans>
            </Text>
          )}
          {rejected.length > 0 && (
            <Text size="sm">
              <Trans>
                Ditolak: {rejected.join(', ')}. Hanya berkas CSV, paling banyak dua, masing-masing maks. {MAX_MB} MB.
              </Trans>
            </Text>
          )}
        </Alert>
      )}
      <Group>
        <Button onClick={() => void send(true)} disabled={chosen.length === 0} loading={run.isPending && run.variables?.dryRun}>
          <Trans>Uji coba</Trans>
        </Button>
        <Button
          color="teal.9"
          onClick={() => void send(false)}
          disabled={!canApply || run.isPending}
          loading={run.isPending && run.variables?.dryRun === false}
        >
          <Trans>Terapkan</Trans>
        </Button>
      </Group>
      {chosen.length === 0 && result === null && (
        <Text size="sm" c="dimmed">
          <Trans>Belum ada berkas. Unduh data sekarang, ubah di spreadsheet, lalu pilih berkasnya di sini.</Trans>
        </Text>
      )}
      {failure !== null && (
        <Alert color="red" role="alert">
          <ErrorText error={failure} />
        </Alert>
      )}
      {problems && <RegionProblems problems={problems} />}
      {result && (
        <>
          <RegionSummary result={result} />
          <RegionChangesTable result={result} />
        </>
      )}
    </Stack>
  );
}
