import { useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { SearchIcon } from '@/components/icons';
import { monthName } from '@/lib/format-date';
import { currentLang } from '@/lib/i18n';
import type { ArticleUrlFilters } from './use-article-filters';

const FIRST_YEAR = 2016; // the company's first year (milestone 2016)

type Props = {
  filters: ArticleUrlFilters;
  onChange: (patch: Partial<Omit<ArticleUrlFilters, 'page'>>) => void;
  withSearch: boolean;
};

const toNumber = (value: string) => (value ? Number(value) : undefined);

/** Year and month filters and the search box; each change goes to the URL. */
export function ArticleFilters({ filters, onChange, withSearch }: Props) {
  const { t } = useLingui();
  const lang = currentLang();
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: thisYear - FIRST_YEAR + 1 }, (_, i) => String(thisYear - i));
  const months = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: monthName(i + 1, lang) }));

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('search');
    onChange({ search: typeof value === 'string' && value.trim() ? value.trim() : undefined });
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect
        label={t`Tahun`}
        value={filters.year ? String(filters.year) : ''}
        onChange={(event) => onChange({ year: toNumber(event.currentTarget.value) })}
        data={[{ value: '', label: t`Semua tahun` }, ...years]}
        w={{ base: 'calc(50% - 6px)', sm: 150 }}
      />
      <NativeSelect
        label={t`Bulan`}
        value={filters.month ? String(filters.month) : ''}
        onChange={(event) => onChange({ month: toNumber(event.currentTarget.value) })}
        data={[{ value: '', label: t`Semua bulan` }, ...months]}
        w={{ base: 'calc(50% - 6px)', sm: 170 }}
      />
      {withSearch ? (
        <form role="search" onSubmit={submitSearch} style={{ flex: '1 1 260px' }}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              // Re-mounts when the URL's search changes (back button), so the box shows what is applied.
              key={filters.search ?? ''}
              name="search"
              type="search"
              label={t`Cari artikel`}
              defaultValue={filters.search ?? ''}
              placeholder={t`Judul atau ringkasan`}
              style={{ flex: 1 }}
            />
            <Button type="submit" leftSection={<SearchIcon size={16} />}>
              {t`Cari`}
            </Button>
          </Group>
        </form>
      ) : null}
    </Group>
  );
}
