import { useMutation } from '@tanstack/react-query';
import { unsubscribe as unsubscribeEndpoint } from '@/contract/endpoints/accounts';
import { sessionSend } from '@/lib/api-session';

// Leaving the newsletter with the signed token of its link: a JSON POST (link scanners only GET), kept by
// the outbox offline like the forms (docs/decisions/200-code-structure.md).

export const unsubscribe = (token: string) => sessionSend(unsubscribeEndpoint, { token });

export const useUnsubscribe = (token: string) => useMutation({ mutationFn: () => unsubscribe(token) });
