import { useLingui } from '@lingui/react/macro';
import { CloseButton, TextInput } from '@mantine/core';
import type { FormEvent, ReactNode, Ref } from 'react';
import { SearchIcon } from '@/components/icons';
import { paths } from '@/config/paths';

type Props = {
  term: string;
  loading: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
  onSubmit: (query: string) => void;
  onFocus?: () => void;
  trailing?: ReactNode;
};

/**
 * The "Cari Produk" box: typing searches, Enter opens the full results (docs/product.md §2); disabled while loading (§5).
 * Before scripts run it is a plain GET form to /search?q=…, which the server answers with the results page
 * (docs/decisions/113-first-screen.md).
 */
export function SearchInput({ term, loading, inputRef, onChange, onSubmit, onFocus, trailing }: Props) {
  const { t } = useLingui();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = term.trim();
    if (query) onSubmit(query);
  };
  return (
    <form
      role="search"
      action={paths.searchHome.getHref()}
      method="get"
      onSubmit={submit}
      style={{ display: 'flex', gap: 8, alignItems: 'center' }}
    >
      <TextInput
        ref={inputRef}
        type="search"
        name="q"
        value={term}
        onChange={(event) => onChange(event.currentTarget.value)}
        onFocus={onFocus}
        disabled={loading}
        placeholder={t`Cari Produk`}
        aria-label={t`Cari Produk`}
        leftSection={<SearchIcon size={18} />}
        rightSection={
          term ? <CloseButton size="sm" aria-label={t`Hapus kata kunci`} onClick={() => onChange('')} disabled={loading} /> : null
        }
        data-autofocus
        size="md"
        style={{ flex: 1 }}
        autoComplete="off"
        enterKeyHint="search"
      />
      {trailing}
    </form>
  );
}
