import type { UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SubmissionResult } from '@/contract/forms';
import { discardOutboxEntry, useOutbox } from '@/offline/outbox';
import { fieldErrorTexts, prefillValues } from './prefill';
import { FormSubmitError, submitForm, type FormEndpoint, type SubmitOutcome } from './submit-form';

/** What a form gives its mutation hook (`useCreateX` in its feature's `api/create-x.ts`). */
export type FormMutationOptions<V> = {
  form: UseFormReturnType<V>;
  toBody: (values: V) => FormData;
  onSent?: (result: SubmissionResult) => void;
};

type Options<V> = FormMutationOptions<V> & {
  /** The form's endpoint declaration (src/contract/endpoints/forms.ts). */
  endpoint: FormEndpoint;
};

/** The outbox entry this form is correcting: same API path, sent from this page (decision 091). */
function useCorrection(path: string) {
  const { correcting } = useOutbox();
  if (!correcting || correcting.path !== path || typeof window === 'undefined') return undefined;
  return new URL(correcting.pageUrl, window.location.origin).pathname === window.location.pathname ? correcting : undefined;
}

/**
 * Submit with a loading flag, server field errors mapped onto the form, and one Idempotency-Key per
 * submission: kept across retries of a failed attempt (a lost answer is never stored twice), renewed
 * after a success or once the outbox holds the request. A refused outbox entry being corrected fills the
 * form with its kept values, files and the server's errors; its resend is a new submission (new key), and
 * the old entry goes once the new one was sent or queued.
 */
export function useFormSubmission<V>({ endpoint, form, toBody, onSent }: Options<V>) {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const correction = useCorrection(endpoint.path);
  const mutation = useMutation<SubmitOutcome, Error, FormData>({
    mutationFn: (body) => submitForm(endpoint, body, key),
    onSuccess: (outcome) => {
      setKey(crypto.randomUUID());
      if (outcome.status === 'sent') onSent?.(outcome.result);
    },
    onError: (error) => {
      if (!(error instanceof FormSubmitError)) return;
      form.setErrors(fieldErrorTexts(error.fieldErrors));
    },
  });

  const applied = useRef<string | undefined>(undefined);
  const { reset } = mutation;
  useEffect(() => {
    if (!correction || applied.current === correction.id) return;
    applied.current = correction.id;
    reset(); // a form showing "queued" shows its fields again
    form.setValues(prefillValues(form.getValues() as Record<string, unknown>, correction.fields) as Partial<V>);
    form.setErrors(fieldErrorTexts(correction.problem?.fieldErrors ?? {}));
  }, [correction, form, reset]);

  const correctionError = useMemo(
    () =>
      correction?.problem
        ? new FormSubmitError(correction.problem.message, correction.problem.status, correction.problem.fieldErrors)
        : null,
    [correction],
  );

  const onSubmit = form.onSubmit((values) => {
    const correctedId = correction?.id;
    mutation.reset();
    mutation.mutate(toBody(values), {
      onSuccess: () => {
        if (correctedId) void discardOutboxEntry(correctedId);
      },
    });
  });
  return {
    onSubmit,
    pending: mutation.isPending,
    outcome: mutation.data,
    error: mutation.error ?? (mutation.isIdle ? correctionError : null),
    reset: mutation.reset,
    correcting: correction !== undefined,
  };
}
