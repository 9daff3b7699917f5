import '@mantine/core/styles/Alert.css';
import { Trans } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import { FormSubmitError } from '../lib/forms/submit-form';
import { FieldErrorList } from './field-error-list';
import { OutboxEntryNotice } from './outbox-entry-notice';

/** The server's message (docs/product.md §8) and its list of field errors; nothing when there is no error. */
export function FormErrorSummary({ error }: { error: Error | null }) {
  if (!error) return null;
  const submitError = error instanceof FormSubmitError ? error : undefined;
  return (
    <Alert color="red" role="alert" title={<Trans>Formulir belum terkirim</Trans>}>
      <Stack gap="xs">
        <Text size="sm">
          {submitError?.message ||
            (submitError?.status === 0 ? (
              <Trans>Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.</Trans>
            ) : (
              <Trans>Terjadi kesalahan. Silakan coba lagi.</Trans>
            ))}
        </Text>
        {submitError ? <FieldErrorList fieldErrors={submitError.fieldErrors} /> : null}
      </Stack>
    </Alert>
  );
}

/** Shown when the service worker kept the submission: follows that entry to delivered or "needs attention". */
export function QueuedNotice() {
  return <OutboxEntryNotice />;
}

/** UU PDP notice on forms that take ID numbers, CVs or invoices. */
export function PersonalDataConsentText() {
  return (
    <Text size="sm" c="dimmed">
      <Trans>
        Sesuai UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP), data pribadi, nomor identitas dan dokumen yang Anda kirim
        hanya digunakan untuk keperluan formulir ini, disimpan dengan aman, tidak dibagikan kepada pihak lain tanpa persetujuan Anda, dan
        dapat Anda minta untuk dihapus melalui halaman kontak.
      </Trans>
    </Text>
  );
}

/** A field people never see and bots fill in: the server then stores nothing (decision 090). */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      </label>
    </div>
  );
}
