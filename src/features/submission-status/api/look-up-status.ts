import { useMutation } from '@tanstack/react-query';
import { submissionStatusLookup } from '@/contract/endpoints/submission-status';
import type { StatusLookup } from '@/contract/forms';
import { isQueued, sessionSend } from '@/lib/api-session';
import { FormSubmitError } from '@/lib/forms/submit-form';

// The status lookup by receipt number and e-mail (docs/decisions/310-submissions-in-the-studio.md):
// a JSON POST that needs the network (never queued; the answer is one visitor's, never cached).

export async function lookUpStatus(body: StatusLookup) {
  const result = await sessionSend(submissionStatusLookup, body);
  if (isQueued(result)) throw new FormSubmitError('', 0);
  return result.data;
}

export const useStatusLookup = () => useMutation({ mutationFn: lookUpStatus });
