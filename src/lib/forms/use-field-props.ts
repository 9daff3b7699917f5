import type { UseFormReturnType } from '@mantine/form';
import { useErrorText } from './error-text';

/** `getInputProps` with the error code translated into the active language. */
export function useFieldProps<V>(form: UseFormReturnType<V>) {
  const errorText = useErrorText();
  return (path: string, options?: { type?: 'input' | 'checkbox' }) => {
    const props = form.getInputProps(path, options);
    // `name`: the field as the server reads it, also when the browser sends the form itself (no scripts).
    return { ...props, name: path, error: errorText(props.error as React.ReactNode) };
  };
}
