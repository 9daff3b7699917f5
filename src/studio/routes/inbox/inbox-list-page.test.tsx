import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InboxRow } from '@/contract/studio/inbox';
import { render } from '@/test/render';
import { InboxListPage } from './inbox-list-page';

// The inbox list (docs/decisions/310-submissions-in-the-studio.md): the 24-hour follow-up promise made visible on open
// inquiries only, the filters kept in the URL and sent to the server, the exports carrying the same filters,
// and the empty and error states.
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const row = (over: Partial<InboxRow>): InboxRow => ({
  id: crypto.randomUUID(),
  reference: 'DK-00000000',
  kind: 'inquiry',
  status: 'new',
  created_at: '2026-11-23T01:00:00Z',
  age_hours: 1,
  name: 'Nama',
  email: 'a@b.test',
  phone: '0812',
  summary: '',
  assignee: null,
  campaign_id: null,
  file_count: 0,
  note_count: 0,
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

const SERVICE_KINDS = ['support', 'product_registration', 'warranty_activation', 'quote_decision'];
const OVERDUE = {
  days: 7,
  total: 5,
  centres: [
    { centre: { id: 3, name: 'Denka Service Jakarta' }, count: 3 },
    { centre: null, count: 2 },
  ],
};

function setup(
  rows: InboxRow[],
  {
    route = '/studio/inbox',
    status = 200,
    kinds = ['inquiry', 'lottery', 'giveaway', 'subscription'],
  }: { route?: string; status?: number; kinds?: string[] } = {},
) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const parsed = new URL(url, 'http://studio.test');
      urls.push(parsed);
      if (parsed.pathname.endsWith('/studio/inbox/assignees')) return json(200, { data: [{ id: 7, name: 'Maya', role: 'marketing' }] });
      if (parsed.pathname.endsWith('/studio/inbox/overdue')) return json(200, { data: OVERDUE });
      if (parsed.pathname.endsWith('/studio/inbox')) {
        if (status !== 200) return json(status, { message: 'Server sedang bermasalah.' });
        return json(200, {
          data: rows,
          meta: { page: 1, per_page: 25, total: rows.length, kinds },
        });
      }
      return json(404, { message: 'x' });
    }),
  );
  const view = render(<InboxListPage />, { route, path: '/studio/inbox' });
  return { ...view, urls };
}

describe('studio inbox list', () => {
  it('opened from the studio home’s overdue count (late=1): asks the server for those rows, says so, and shows every row again on request', async () => {
    const { urls, router } = setup([row({ name: 'Lewat Janji', age_hours: 30 })], { route: '/studio/inbox?late=1&sort=created_at' });
    const note = await screen.findByTestId('inbox-late-filter');
    expect(note).toHaveTextContent('Hanya yang lewat 24 jam tanpa tindak lanjut');
    const asked = urls.filter((u) => u.pathname.endsWith('/studio/inbox'));
    expect(asked.at(-1)!.searchParams.get('late')).toBe('1');
    expect(asked.at(-1)!.searchParams.get('sort')).toBe('created_at');
    expect(screen.getByTestId('inbox-export-csv').getAttribute('href')).toContain('late=1');
    await userEvent.click(within(note).getByRole('button', { name: 'Tampilkan semua' }));
    await vi.waitFor(() => expect(router.state.location.search).not.toContain('late'));
    expect(screen.queryByTestId('inbox-late-filter')).not.toBeInTheDocument();
    await vi.waitFor(() =>
      expect(
        urls
          .filter((u) => u.pathname.endsWith('/studio/inbox'))
          .at(-1)!
          .searchParams.has('late'),
      ).toBe(false),
    );
  });

  it('flags an open inquiry waiting past 24 hours, shows the age of a younger one, and nothing on handled or other kinds', async () => {
    setup([
      row({ name: 'Lewat Janji', age_hours: 30 }),
      row({ name: 'Masih Baru', age_hours: 3 }),
      row({ name: 'Sudah Selesai', status: 'done', age_hours: 30 }),
      row({ name: 'Sedang Diproses', status: 'in_progress', age_hours: 50 }),
      row({ name: 'Pemenang Undian', kind: 'lottery', age_hours: 99 }),
    ]);
    const overdue = (await screen.findByText('Lewat Janji')).closest('tr')!;
    expect(within(overdue).getByText('Lewat 24 jam · 1 hari').closest('[data-overdue]')).toHaveAttribute('data-overdue', 'true');
    const young = screen.getByText('Masih Baru').closest('tr')!;
    expect(within(young).getByText('3 jam').closest('[data-overdue]')).toHaveAttribute('data-overdue', 'false');
    expect(within(screen.getByText('Sedang Diproses').closest('tr')!).getByText('Lewat 24 jam · 2 hari')).toBeInTheDocument();
    expect(within(screen.getByText('Sudah Selesai').closest('tr')!).queryByText(/jam|hari/)).toBeNull();
    expect(within(screen.getByText('Pemenang Undian').closest('tr')!).queryByText(/jam|hari/)).toBeNull();
    expect(screen.getByTestId('inbox-total')).toHaveTextContent('5 kiriman');
  });

  it('sends the URL filters to the server and puts the same filters on both exports', async () => {
    const { urls } = setup([row({ name: 'Rudi' })], {
      route: '/studio/inbox?kind=inquiry&status=new&assignee=me&q=kamera&from=2026-11-01&to=2026-11-20&campaign_id=2&sort=created_at',
    });
    await screen.findByText('Rudi');
    const list = urls.find((u) => u.pathname.endsWith('/studio/inbox'))!;
    expect(Object.fromEntries(list.searchParams)).toMatchObject({
      kind: 'inquiry',
      status: 'new',
      assignee: 'me',
      q: 'kamera',
      from: '2026-11-01',
      to: '2026-11-20',
      campaign_id: '2',
      page: '1',
      sort: 'created_at',
    });
    for (const format of ['csv', 'xlsx']) {
      const href = new URL(screen.getByTestId(`inbox-export-${format}`).getAttribute('href')!, 'http://studio.test');
      expect(href.pathname).toMatch(/\/api\/cms\/studio\/inbox\/export$/);
      expect(Object.fromEntries(href.searchParams)).toMatchObject({
        format,
        kind: 'inquiry',
        status: 'new',
        assignee: 'me',
        q: 'kamera',
        from: '2026-11-01',
        to: '2026-11-20',
        campaign_id: '2',
      });
    }
  });

  it('ignores filters the contract does not know, and keeps a chosen status in the URL', async () => {
    const { urls, router } = setup([row({ name: 'Rudi' })], { route: '/studio/inbox?kind=bogus&status=nope&assignee=-3' });
    await screen.findByText('Rudi');
    const list = urls.find((u) => u.pathname.endsWith('/studio/inbox'))!;
    expect(list.searchParams.has('kind')).toBe(false);
    expect(list.searchParams.has('status')).toBe(false);
    expect(list.searchParams.has('assignee')).toBe(false);
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    // Mantine's dropdown is still in its opening transition here: the option is clicked as the list holds it.
    fireEvent.click(await screen.findByRole('option', { name: 'Selesai', hidden: true }));
    expect(router.state.location.search).toContain('status=done');
  });

  it('says so when nothing matches, and shows the server error with a retry', async () => {
    setup([], { route: '/studio/inbox?status=spam' });
    expect(await screen.findByText('Tidak ada kiriman yang cocok.')).toBeInTheDocument();
    vi.unstubAllGlobals();
    setup([], { status: 500 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server sedang bermasalah.');
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });

  it('shows the overdue service tickets per centre to the service team; a centre filters the list and both exports', async () => {
    const { urls, router } = setup([row({ name: 'Tiket Lama', kind: 'support' })], { kinds: SERVICE_KINDS });
    const panel = await screen.findByTestId('inbox-overdue');
    expect(panel).toHaveTextContent('Tiket servis tanpa kemajuan 7 hari atau lebih');
    await userEvent.click(within(panel).getByRole('button', { name: 'Denka Service Jakarta · 3' }));
    expect(router.state.location.search).toContain('overdue=1');
    expect(router.state.location.search).toContain('centre=3');
    await vi.waitFor(() => {
      const last = urls.filter((u) => u.pathname.endsWith('/studio/inbox')).at(-1)!;
      expect(Object.fromEntries(last.searchParams)).toMatchObject({ overdue: '1', centre: '3', kind: 'support' });
    });
    expect(within(panel).getByRole('button', { name: 'Denka Service Jakarta · 3' })).toHaveAttribute('aria-pressed', 'true');
    for (const format of ['csv', 'xlsx']) {
      const href = new URL(screen.getByTestId(`inbox-export-${format}`).getAttribute('href')!, 'http://studio.test');
      expect(Object.fromEntries(href.searchParams)).toMatchObject({ format, overdue: '1', centre: '3', kind: 'support' });
    }
    await userEvent.click(within(panel).getByRole('button', { name: 'Tanpa tempat dipilih · 2' }));
    expect(router.state.location.search).toContain('centre=none');
    await userEvent.click(within(panel).getByRole('button', { name: 'Tampilkan semua kiriman' }));
    expect(router.state.location.search).not.toContain('overdue');
  });

  it('shows no overdue panel to roles without service tickets, and drops a centre the contract does not allow', async () => {
    const { urls } = setup([row({ name: 'Rudi' })], { route: '/studio/inbox?overdue=yes&centre=abc' });
    await screen.findByText('Rudi');
    expect(screen.queryByTestId('inbox-overdue')).toBeNull();
    expect(urls.some((u) => u.pathname.endsWith('/studio/inbox/overdue'))).toBe(false);
    const list = urls.find((u) => u.pathname.endsWith('/studio/inbox'))!;
    expect(list.searchParams.has('overdue')).toBe(false);
    expect(list.searchParams.has('centre')).toBe(false);
  });

  it('changes the status of the selected rows in one request and lists the rows the server refused', async () => {
    const a = row({ name: 'Ani Pembeli' });
    const b = row({ name: 'Budi Undian', kind: 'lottery' });
    const c = row({ name: 'Citra Hadiah', kind: 'giveaway' });
    const posts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const path = new URL(url, 'http://studio.test').pathname;
        if (path.endsWith('/studio/inbox/assignees')) return json(200, { data: [{ id: 7, name: 'Maya', role: 'marketing' }] });
        if (path.endsWith('/studio/inbox/bulk') && init?.method === 'POST') {
          const body = JSON.parse(String(init.body)) as { ids: string[] };
          posts.push(body);
          return json(200, { data: body.ids.map((id) => ({ id, result: id === b.id ? 'not_found' : 'ok' })) });
        }
        if (path.endsWith('/studio/inbox'))
          return json(200, { data: [a, b, c], meta: { page: 1, per_page: 25, total: 3, kinds: ['inquiry', 'lottery', 'giveaway'] } });
        return json(404, { message: 'x' });
      }),
    );
    render(<InboxListPage />, { route: '/studio/inbox', path: '/studio/inbox' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pilih Ani Pembeli' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih Budi Undian' }));
    const bar = screen.getByTestId('inbox-bulk');
    expect(bar).toHaveTextContent('2 dipilih');
    expect(within(bar).getByRole('button', { name: 'Terapkan' })).toBeDisabled();
    const statusBox = within(bar).getByRole('combobox', { name: 'Ubah status' });
    await userEvent.click(statusBox);
    // The status filter has a "Selesai" too: the option of this combobox's own list.
    const options = await screen.findAllByRole('option', { name: 'Selesai', hidden: true });
    fireEvent.click(options.find((o) => o.closest('[role="listbox"]')?.id === statusBox.getAttribute('aria-controls'))!);
    await userEvent.click(within(bar).getByRole('button', { name: 'Terapkan' }));
    const result = await screen.findByTestId('inbox-bulk-result');
    expect(await within(result).findByText('1 kiriman diubah.')).toBeInTheDocument();
    expect(result).toHaveTextContent('Budi Undian: tidak ditemukan atau bukan bagian peran Anda');
    expect(posts).toEqual([{ ids: [a.id, b.id], status: 'done' }]);
    // The selection is cleared after the change.
    expect(screen.getByRole('checkbox', { name: 'Pilih Ani Pembeli' })).not.toBeChecked();
  });
});
