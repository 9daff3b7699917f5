import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePassword, Login, Profile, RegisterAccount } from '@/contract/accounts';
import {
  accountEmailVerificationConfirm,
  accountEmailVerificationSend,
  accountLogin,
  accountLogout,
  accountPasswordChange,
  accountProfileUpdate,
  accountRegister,
} from '@/contract/endpoints/accounts';
import { isQueued, sessionSend } from '@/lib/api-session';
import { FormSubmitError } from '@/lib/forms/submit-form';
import { accountKeys } from './query-keys';

// The account writes (docs/decisions/130-accounts-and-sessions.md): one hook per operation; the server's answer updates the `me` query.
// They need the network: the service worker does not queue /account requests, so a queued answer is an error.

const noQueue = <T>(result: T | { queued: true }): T => {
  if (isQueued(result)) throw new FormSubmitError('', 0);
  return result;
};

export const registerAccount = async (body: RegisterAccount) => noQueue(await sessionSend(accountRegister, body));
export const login = async (body: Login) => noQueue(await sessionSend(accountLogin, body)).data;
export const logout = async () => noQueue(await sessionSend(accountLogout, {}));
export const updateProfile = async (body: Profile) => noQueue(await sessionSend(accountProfileUpdate, body)).data;
export const changePassword = async (body: ChangePassword) => noQueue(await sessionSend(accountPasswordChange, body));

export const sendEmailVerification = async () => noQueue(await sessionSend(accountEmailVerificationSend, {}));
export const confirmEmailVerification = async (token: string) =>
  noQueue(await sessionSend(accountEmailVerificationConfirm, { token })).data;

export const useRegisterAccount = () => useMutation({ mutationFn: registerAccount });

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (account) => {
      await client.removeQueries({ queryKey: accountKeys.all }); // nothing of a previous visitor stays
      client.setQueryData(accountKeys.me(), account);
    },
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      client.removeQueries({ queryKey: accountKeys.all });
      client.setQueryData(accountKeys.me(), null);
    },
  });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (account) => client.setQueryData(accountKeys.me(), account) });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });

/** Mails the verification link to the account's e-mail (decision 133). */
export const useSendEmailVerification = () => useMutation({ mutationFn: sendEmailVerification });

/** The link's token: the answer is the account (now verified); "Servis saya" is read again (it may list more). */
export function useConfirmEmailVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailVerification,
    onSuccess: (account) => {
      client.setQueryData(accountKeys.me(), account);
      void client.invalidateQueries({ queryKey: [...accountKeys.all, 'tickets'] });
    },
  });
}
