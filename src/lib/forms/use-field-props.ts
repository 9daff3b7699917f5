import type { UseFormReturnType } from '@mantine/form';
import { useErrorText } from './error-text';

/** `getInputProps` with the error code translated into the active language. */
export function useFieldProps<V>(form: UseFormReturnType<V>) {
  const errorText = useErrorText();
  return (path: string, options?: { type?: 'input' | 'checkbox' }) => {
    const props = form.getInputProps(path, options);
    return { ...props, error: errorText(props.error as React.ReactNode) };
  };
}
