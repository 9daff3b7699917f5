import type { UseFormReturnType } from '@mantine/form';
import type { Values } from './form-values';

/** The editor's form, handed to every field input. */
export type EditorForm = UseFormReturnType<Values>;
