import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { FORM_ERROR_MESSAGES } from '@/contract/form-error-messages';
import { FORM_ERROR_CODES, type FormErrorCode } from '@/contract/forms';

const isCode = (value: unknown): value is FormErrorCode =>
  typeof value === 'string' && (FORM_ERROR_CODES as readonly string[]).includes(value);

/** Turns a form error (a code from the schema, or a server text already localised) into display text. */
export function useErrorText() {
  const { i18n } = useLingui();
  return (error: ReactNode): ReactNode => (isCode(error) ? i18n._(FORM_ERROR_MESSAGES[error]) : error);
}
