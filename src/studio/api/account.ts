import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountRead,
  passwordReset,
  passwordResetRequest,
  sessionRevoke,
  totpDisable,
  totpEnable,
  roleSecurityRead,
  roleSecurityUpdate,
  totpSetup,
} from '@/contract/endpoints/studio-account';
import type { StaffRole } from '@/contract/collections/fields';
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
    // Turning it off may limit the session to enrolling again (a role that requires it): the session is read again.
    disable: useMutation({
      mutationFn: (password: string) => studioCall(totpDisable, { body: { password } }),
      onSuccess: () => Promise.all([onSuccess(), client.invalidateQueries({ queryKey: studioKeys.session() })]),
    }),
    revoke: useMutation({ mutationFn: (sid: string) => studioCall(sessionRevoke, { params: { sid } }), onSuccess }),
  };
}

// Two-factor login required per role (admin; docs/decisions/130).
const roleSecurityKey = () => [...studioKeys.all, 'role-security'] as const;
export const useRoleSecurity = () =>
  useQuery({ queryKey: roleSecurityKey(), queryFn: async ({ signal }) => (await studioCall(roleSecurityRead, { signal })).data });
export function useSaveRoleSecurity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (roles: StaffRole[]) => studioCall(roleSecurityUpdate, { body: { require_totp: roles } }),
    onSuccess: (answer) => client.setQueryData(roleSecurityKey(), answer.data),
  });
}
