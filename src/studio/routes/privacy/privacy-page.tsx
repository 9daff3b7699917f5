import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { PrivacySubject } from '@/contract/studio/privacy';
import { usePrivacyErase, usePrivacySearch } from '@/studio/api/privacy';
import { ErrorText } from '@/studio/components/page-states';
import { useStudioErrorText } from '@/studio/lib/error-text';
import { StudioApiError } from '@/studio/lib/studio-api';
import { CountsLine } from './counts-line';
import { PersonResults } from './person-results';
import { RetentionPanel } from './retention-panel';

/**
 * Personal data (admin only; docs/decisions/320, 321): find everything held about a person by e-mail or phone,
 * download it (access request) or erase it after a confirmation (deletion request); the retention periods
 * and the last purge.
 */
export function PrivacyPage() {
  const { t } = useLingui();
  const search = usePrivacySearch();
  const erase = usePrivacyErase();
  // The person the results belong to: what was asked, so an edit of the fields never retargets an erasure.
  const [asked, setAsked] = useState<PrivacySubject | null>(null);
  const form = useForm({ initialValues: { email: '', phone: '' } });
  const errorText = useStudioErrorText();
  const serverErrors = search.error instanceof StudioApiError ? search.error.fieldErrors : {};
  const submit = form.onSubmit((values) => {
    const subject: PrivacySubject = {
      ...(values.email.trim() ? { email: values.email.trim() } : {}),
      ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
    };
    if (!subject.email && !subject.phone) {
      form.setFieldError('email', t`Isi email atau nomor telepon.`);
      return;
    }
    erase.reset();
    search.mutate(subject, { onSuccess: () => setAsked(subject) });
  });
  return (
    <Stack>
      <Title order={2}>
        <Trans>Data pribadi</Trans>
      </Title>
      <Text size="sm" c="dimmed" maw={720}>
        <Trans>
          Permintaan akses dan penghapusan data pribadi (UU PDP No. 27/2022): cari semua data seseorang dengan email atau nomor telepon yang
          persis sama, unduh atau hapus semuanya. Setiap tindakan tercatat di log audit tanpa menyimpan email atau nomor telepon itu.
        </Trans>
      </Text>
      <Paper withBorder p="md" component="section" aria-labelledby="privacy-request">
        <Title order={3} size="h4" id="privacy-request" mb="sm">
          <Trans>Permintaan akses atau penghapusan</Trans>
        </Title>
        <form onSubmit={submit} noValidate>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t`Email`}
              type="email"
              autoComplete="off"
              {...form.getInputProps('email')}
              error={form.errors.email ?? (serverErrors.email ? errorText(serverErrors.email[0]) : undefined)}
            />
            <TextInput
              label={t`Nomor telepon`}
              type="tel"
              autoComplete="off"
              description={t`Contoh: 0812 3456 7890 atau +62 812 3456 7890`}
              {...form.getInputProps('phone')}
              error={form.errors.phone ?? (serverErrors.phone ? errorText(serverErrors.phone[0]) : undefined)}
            />
          </SimpleGrid>
          <Group mt="md">
            <Button type="submit" loading={search.isPending}>
              <Trans>Cari data</Trans>
            </Button>
          </Group>
        </form>
        {search.isError && !Object.keys(serverErrors).length && (
          <Alert color="red" mt="md" role="alert">
            <ErrorText error={search.error} />
          </Alert>
        )}
      </Paper>
      {erase.data && (
        <Alert color="green" role="status" title={t`Data dihapus`}>
          <CountsLine counts={erase.data} />
        </Alert>
      )}
      {search.data && asked && !erase.data && (
        <PersonResults
          holdings={search.data}
          subject={asked}
          erasing={erase.isPending}
          eraseError={erase.error}
          onErase={() => erase.mutate(asked, { onSuccess: () => search.reset() })}
        />
      )}
      <RetentionPanel />
    </Stack>
  );
}
