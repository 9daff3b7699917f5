import type { UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { SubmissionResult } from '../../contract/forms';
import { FormSubmitError, submitForm, type SubmitOutcome } from './submit-form';

type Options<V> = {
  /** e.g. 'v2/inquiry/store' */
  path: string;
  form: UseFormReturnType<V>;
  toBody: (values: V) => FormData;
  onSent?: (result: SubmissionResult) => void;
};

/**
 * Submit with a loading flag, server field errors mapped onto the form, and one Idempotency-Key per
 * submission: kept across retries of a failed attempt (a lost answer is never stored twice), renewed
 * after a success or once the outbox holds the request.
 */
export function useFormSubmission<V>({ path, form, toBody, onSent }: Options<V>) {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const mutation = useMutation<SubmitOutcome, Error, FormData>({
    mutationFn: (body) => submitForm(path, body, key),
    onSuccess: (outcome) => {
      setKey(crypto.randomUUID());
      if (outcome.status === 'sent') onSent?.(outcome.result);
    },
    onError: (error) => {
      if (!(error instanceof FormSubmitError)) return;
      const errors = Object.fromEntries(Object.entries(error.fieldErrors).map(([field, texts]) => [field, texts.join(' ')]));
      form.setErrors(errors);
    },
  });
  const onSubmit = form.onSubmit((values) => {
    mutation.reset();
    mutation.mutate(toBody(values));
  });
  return {
    onSubmit,
    pending: mutation.isPending,
    outcome: mutation.data,
    error: mutation.error,
    reset: mutation.reset,
  };
}
