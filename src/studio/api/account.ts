import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountRead,
  passwordReset,
  passwordResetRequest,
  sessionRevoke,
  totpDisable,
  totpEnable,
  totpSetup,
} from '@/contract/endpoints/studio-account';
import { studioCall } from '../lib/studio-api';
import { studioKeys } from './query-keys';

// A staff member's own account security (docs/decisions/130-accounts-and-sessions.md).

const accountKey = () => [...studioKeys.all, 'account'] as const;

export const useAccount = () =>
  useQuery({ queryKey: accountKey(), queryFn: async ({ signal }) => (await studioCall(accountRead, { signal })).data });

export const useResetRequest = () => useMutation({ mutationFn: (email: string) => studioCall(passwordResetRequest, { body: { email } }) });
export const useResetPassword = () =>
  useMutation({ mutationFn: (body: { token: string; password: string }) => studioCall(passwordReset, { body }) });

export function useAccountWrites() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: accountKey() });
  return {
    setup: useMutation({ mutationFn: () => studioCall(totpSetup, { body: {} }) }),
    enable: useMutation({ mutationFn: (code: string) => studioCall(totpEnable, { body: { code } }), onSuccess }),
    disable: useMutation({ mutationFn: (password: string) => studioCall(totpDisable, { body: { password } }), onSuccess }),
    revoke: useMutation({ mutationFn: (sid: string) => studioCall(sessionRevoke, { params: { sid } }), onSuccess }),
  };
}
