import '@mantine/core/styles/Pagination.css';
import { useLingui } from '@lingui/react/macro';
import { Group, Pagination } from '@mantine/core';
import { pageCount, pageWindow } from '../lib/pagination';

type Props = { total: number; page: number; onChange: (page: number) => void };

/** Page buttons of docs/product.md §9: 10 per page, 5 numbered buttons around the current one, plus previous/next. */
export function ListPagination({ total, page, onChange }: Props) {
  const { t } = useLingui();
  const pages = pageCount(total);
  if (pages <= 1) return null;
  return (
    <nav aria-label={t`Halaman daftar`}>
      <Pagination.Root total={pages} value={page} onChange={onChange}>
        <Group gap={6} justify="center" wrap="nowrap">
          <Pagination.First aria-label={t`Halaman pertama`} />
          <Pagination.Previous aria-label={t`Halaman sebelumnya`} />
          {pageWindow(page, pages).map((number) => (
            <Pagination.Control
              key={number}
              active={number === page}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t`Halaman ${number}`}
              onClick={() => onChange(number)}
            >
              {number}
            </Pagination.Control>
          ))}
          <Pagination.Next aria-label={t`Halaman berikutnya`} />
          <Pagination.Last aria-label={t`Halaman terakhir`} />
        </Group>
      </Pagination.Root>
    </nav>
  );
}
