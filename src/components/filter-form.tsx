import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, type MantineSize } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

type Props = { label: string; children: ReactNode };

/**
 * A finder's filters (laid out as a Stack, gap md) as a GET form of its own page (docs/decisions/113-first-screen.md): before the scripts
 * arrive, or without them, "Terapkan" (or Enter in its search box) sends the named fields and the server
 * renders the filtered list from the URL, which is where the finder keeps its state anyway. Once hydrated,
 * each field applies as it changes and a submit only closes the phone's keyboard. The page's language
 * (`?lang=en`) travels with the fields.
 */
export function FilterForm({ label, children }: Props) {
  const { i18n } = useLingui();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const focused = document.activeElement;
    if (focused instanceof HTMLElement) focused.blur();
  };
  return (
    <form method="get" role="search" aria-label={label} onSubmit={submit}>
      {i18n.locale === 'id' ? null : <input type="hidden" name="lang" value={i18n.locale} />}
      <Stack gap="md">{children}</Stack>
    </form>
  );
}

/** The form's submit button: what applies the filters before (or without) JavaScript. */
export function FilterSubmit({ size }: { size: MantineSize }) {
  return (
    <Button type="submit" variant="light" size={size}>
      <Trans>Terapkan</Trans>
    </Button>
  );
}
