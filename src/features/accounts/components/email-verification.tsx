import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { FormErrorSummary } from '@/components/form-feedback';
import type { Account } from '@/contract/accounts';
import { useConfirmEmailVerification, useSendEmailVerification } from '../api/account-mutations';

/** The verification link's parameter on /profile (decision 133). */
export const VERIFY_PARAM = 'verifikasi';

/**
 * /profile, above "Servis saya" (decision 133): an unverified e-mail is offered a verification link (support
 * requests sent under it without signing in show here once it is verified); opened from the mail, the link's
 * token is sent once and leaves the address (never kept in the history).
 */
export function EmailVerification({ account }: { account: Account }) {
  const [params, setParams] = useSearchParams();
  const token = params.get(VERIFY_PARAM);
  const confirm = useConfirmEmailVerification();
  const send = useSendEmailVerification();
  const tried = useRef<string | null>(null);
  useEffect(() => {
    if (!token || tried.current === token) return;
    tried.current = token;
    confirm.mutate(token);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(VERIFY_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [token, confirm, setParams]);

  if (confirm.isPending) {
    return (
      <Text size="sm" role="status" aria-busy="true">
        <Trans>Memverifikasi email…</Trans>
      </Text>
    );
  }
  if (account.email_verified) {
    return confirm.isSuccess ? (
      <Alert color="green" role="status" title={<Trans>Email terverifikasi</Trans>}>
        <Trans>Permintaan servis yang Anda kirim dengan email {account.email} tanpa masuk kini juga tampil di sini.</Trans>
      </Alert>
    ) : null;
  }
  return (
    <Stack gap="xs">
      <FormErrorSummary error={confirm.error} />
      <Alert color="blue" variant="light" title={<Trans>Email belum diverifikasi</Trans>}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            <Trans>
              Verifikasi {account.email} agar permintaan servis yang Anda kirim dengan email ini tanpa masuk juga tampil di sini.
            </Trans>
          </Text>
          {send.isSuccess ? (
            <Text size="sm" role="status" fw={600}>
              {'message' in send.data ? send.data.message : null}
            </Text>
          ) : (
            <Button size="xs" variant="outline" loading={send.isPending} onClick={() => send.mutate()}>
              <Trans>Kirim tautan verifikasi</Trans>
            </Button>
          )}
          <FormErrorSummary error={send.error} />
        </Stack>
      </Alert>
    </Stack>
  );
}
