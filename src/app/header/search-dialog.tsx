import { useLingui } from '@lingui/react/macro';
import { Modal, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/icons';
import { paths } from '../../config/paths';

type SearchDialogProps = { opened: boolean; onClose: () => void };

/** Entry point of the header search: Enter opens /search/{query} (the live results are the "Header search" issue). */
export function SearchDialog({ opened, onClose }: SearchDialogProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const phone = useMediaQuery('(max-width: 48em)');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = term.trim();
    if (!query) return; // spec §5: only a non-empty trimmed query searches
    onClose();
    void navigate(paths.search.getHref({ slug: query }));
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t`Cari Produk`} fullScreen={phone ?? false} size="lg">
      <form role="search" onSubmit={submit}>
        <TextInput
          type="search"
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
          placeholder={t`Cari Produk`}
          aria-label={t`Cari Produk`}
          leftSection={<SearchIcon size={18} />}
          data-autofocus
          size="md"
        />
      </form>
    </Modal>
  );
}
