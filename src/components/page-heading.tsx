import { Title, type TitleProps } from '@mantine/core';

/** A page's one h1; focusable so the shell can move focus to it after navigation. */
export function PageHeading(props: Omit<TitleProps, 'order'>) {
  return <Title order={1} tabIndex={-1} mb="md" {...props} />;
}
