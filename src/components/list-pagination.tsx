import '@mantine/core/styles/Pagination.css';
import type { MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Group, Pagination } from '@mantine/core';
import { useLocation } from 'react-router';
import { pageCount, pageWindow } from '../lib/pagination';

type Props = {
  total: number;
  page: number;
  onChange: (page: number) => void;
  /**
   * The list keeps its page in the URL's `page` parameter (the finders, articles, jobs): each control is then a
   * link to that page, which the server renders, so the pages work before the scripts and without them
   * (docs/decisions/113-first-screen.md); once hydrated a plain click stays in the app (`onChange`). False for
   * a list paged on the device alone.
   */
  linked?: boolean;
};

/** The current URL with `page` set (page 1 is the list's own URL, without it). */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** A plain left click stays in the app; a click meant for a new tab or window is the browser's. */
const inApp = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Page buttons of docs/product.md §9: 10 per page, 5 numbered buttons around the current one, plus previous/next. */
export function ListPagination({ total, page, onChange, linked = true }: Props) {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const pages = pageCount(total);
  if (pages <= 1) return null;
  /** A control leading to `target`: a link to it, or a button when the list is not in the URL or it is this page. */
  const to = (target: number) =>
    linked && target !== page && target >= 1 && target <= pages
      ? {
          component: 'a' as const,
          href: pageHref(pathname, search, target),
          onClick: (event: MouseEvent) => {
            if (!inApp(event)) return;
            event.preventDefault();
            onChange(target);
          },
        }
      : {};
  return (
    <nav aria-label={t`Halaman daftar`}>
      <Pagination.Root total={pages} value={page} onChange={onChange}>
        <Group gap={6} justify="center" wrap="nowrap">
          <Pagination.First aria-label={t`Halaman pertama`} {...to(1)} />
          <Pagination.Previous aria-label={t`Halaman sebelumnya`} {...to(page - 1)} />
          {pageWindow(page, pages).map((number) => (
            <Pagination.Control
              key={number}
              active={number === page}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t`Halaman ${number}`}
              onClick={() => onChange(number)}
              {...to(number)}
            >
              {number}
            </Pagination.Control>
          ))}
          <Pagination.Next aria-label={t`Halaman berikutnya`} {...to(page + 1)} />
          <Pagination.Last aria-label={t`Halaman terakhir`} {...to(pages)} />
        </Group>
      </Pagination.Root>
    </nav>
  );
}
