import '@mantine/core/styles/Alert.css';
import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { isOffline, useConnection } from '@/offline/connection';

/** Logging in, registering and changing a password are not queued: say so while offline (docs/product.md §6). */
export function useNeedsConnection() {
  return isOffline(useConnection());
}

export function NeedsConnectionNotice() {
  const offline = useNeedsConnection();
  if (!offline) return null;
  return (
    <Alert color="yellow" role="status" title={<Trans>Perlu koneksi internet</Trans>}>
      <Trans>Anda sedang offline. Masuk, daftar akun dan ubah kata sandi hanya bisa dilakukan saat online.</Trans>
    </Alert>
  );
}
