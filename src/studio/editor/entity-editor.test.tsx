import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Entity } from '@/contract/studio/api';
import { render } from '@/test/render';
import { EntityEditor } from './entity-editor';

// The generic editor on a small collection (the news ticker: a bilingual text and a link): English flagged
// while missing, the version sent with a save, a 409 as "changed by someone else" with a reload, the server's
// field errors under their fields (docs/decisions/250-staff-studio.md).
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const entity: Entity = {
  id: 3,
  version: 2,
  status: 'published',
  draft: { text: 'Promo akhir tahun', text_en: '', link: '/promosi' },
  published: { text: 'Promo akhir tahun', text_en: '', link: '/promosi' },
  publish_at: null,
  unpublish_at: null,
  missing_en: ['text_en'],
  updated_at: '2026-11-24T01:00:00Z',
  updated_by: 'Ani',
};

afterEach(() => vi.unstubAllGlobals());

function setup(save: (body: { data: Record<string, unknown>; version: number }) => Response) {
  const saves: { data: Record<string, unknown>; version: number }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { data: Record<string, unknown>; version: number };
        saves.push(body);
        return save(body);
      }
      if (String(url).includes('/studio/collections?'))
        return json(200, { data: [{ key: 'newsticker', count: 3, may_publish: true, actions: ['view', 'edit', 'publish', 'delete'] }] });
      return json(404, { message: 'x' });
    }),
  );
  const reload = vi.fn();
  render(<EntityEditor collection="newsticker" entity={entity} reload={reload} />, { route: '/studio/c/newsticker/3' });
  return { saves, reload };
}

/** A new news-ticker entry typed in its editor: the server creates it as #12 and publishes it; every call kept. */
async function newEntry() {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(String(url), 'http://x').pathname;
      calls.push({ method: init?.method ?? 'GET', path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (init?.method === 'POST' && path === '/api/cms/studio/collections/newsticker') return json(201, { data: { id: 12, version: 1 } });
      if (init?.method === 'POST' && path === '/api/cms/studio/collections/newsticker/12/publish')
        return json(200, { data: { version: 2, status: 'published', publish_at: null, unpublish_at: null } });
      if (String(url).includes('/studio/collections?'))
        return json(200, { data: [{ key: 'newsticker', count: 3, may_publish: true, actions: ['view', 'edit', 'publish', 'delete'] }] });
      return json(404, { message: 'x' });
    }),
  );
  // Rendered on its own, the editor stays the "new" one after a save moves the address: as a page whose route
  // change has not been committed yet.
  const { router } = render(<EntityEditor collection="newsticker" entity={undefined} reload={vi.fn()} />, {
    route: '/studio/c/newsticker/new',
  });
  await userEvent.type(await screen.findByLabelText(/Teks \(ID\)/), 'Diskon akhir pekan');
  await userEvent.type(screen.getByLabelText(/Teks \(EN\)/), 'Weekend deals');
  await userEvent.type(screen.getByLabelText(/Tautan/), '/promosi');
  return { calls, router };
}

describe('the generic editor', () => {
  it('flags the missing English text until it is typed, and saves with the loaded version', async () => {
    const { saves } = setup(() => json(200, { data: { version: 3 } }));
    expect(await screen.findByText('Teks Inggris belum diisi')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/\(EN\)/), 'Year-end deals');
    expect(screen.queryByText('Teks Inggris belum diisi')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan draf' }));
    expect(await screen.findByRole('button', { name: 'Tersimpan' })).toBeDisabled();
    expect(saves).toEqual([
      { version: 2, data: expect.objectContaining({ text: 'Promo akhir tahun', text_en: 'Year-end deals', link: '/promosi' }) },
    ]);
    expect(screen.getByText(/Versi 3/)).toBeInTheDocument();
  });

  it('answers a 409 with "changed by someone else" and a reload', async () => {
    const { reload } = setup(() => json(409, { message: 'Diubah orang lain.', current_version: 5 }));
    await userEvent.type(await screen.findByLabelText(/\(EN\)/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan draf' }));
    expect(await screen.findByText('Diubah oleh orang lain')).toBeInTheDocument();
    expect(screen.getByText(/versi 5/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Muat ulang' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("puts the server's field errors under their fields", async () => {
    setup(() => json(400, { message: 'Periksa isian.', errors: { link: ['Masukkan URL yang valid.'] } }));
    await userEvent.type(await screen.findByLabelText(/\(EN\)/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan draf' }));
    expect(await screen.findByText('Masukkan URL yang valid.')).toBeInTheDocument();
  });

  it('deletes a draft that is not on the site after a confirmation, then goes to the list', async () => {
    const calls: { method: string; url: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ method: init?.method ?? 'GET', url: String(url) });
        if (init?.method === 'DELETE') return json(200, { data: { id: 3, deleted: true } });
        if (String(url).includes('/studio/collections?'))
          return json(200, { data: [{ key: 'newsticker', count: 3, may_publish: true, actions: ['view', 'edit', 'publish', 'delete'] }] });
        return json(404, { message: 'x' });
      }),
    );
    const { router } = render(
      <ModalsProvider>
        <EntityEditor collection="newsticker" entity={{ ...entity, status: 'draft', published: null }} reload={vi.fn()} />
      </ModalsProvider>,
      { route: '/studio/c/newsticker/3' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus draf' }));
    expect(await screen.findByText('Hapus draf ini?')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]); // nothing before the confirmation
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/studio/c/newsticker'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => new URL(c.url, 'http://x').pathname)).toEqual([
      '/api/cms/studio/collections/newsticker/3',
    ]);
    expect(router.state.location.pathname).toBe('/studio/c/newsticker');
  });

  it('publishes a new entry in one step: created, published, then at its own address', async () => {
    const { calls, router } = await newEntry();
    await userEvent.click(screen.getByRole('button', { name: 'Terbitkan' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/studio/c/newsticker/12'));
    expect(calls.filter((c) => c.method === 'POST').map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: '/api/cms/studio/collections/newsticker',
        body: { data: expect.objectContaining({ text: 'Diskon akhir pekan', text_en: 'Weekend deals', link: '/promosi' }) },
      },
      { path: '/api/cms/studio/collections/newsticker/12/publish', body: { version: 1 } },
    ]);
  });

  it('a new entry saved, then published before the editor has moved to its address, is created once', async () => {
    const { calls, router } = await newEntry();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan draf' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/studio/c/newsticker/12'));
    await userEvent.click(screen.getByRole('button', { name: 'Terbitkan' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/api/cms/studio/collections/newsticker',
        body: { data: expect.objectContaining({ text: 'Diskon akhir pekan' }) },
      },
      { method: 'POST', path: '/api/cms/studio/collections/newsticker/12/publish', body: { version: 1 } },
    ]);
  });

  it('a refused publish lists every field that stops it, in the form’s order, and focuses the first; each link goes to its field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).includes('/studio/collections?')
          ? json(200, { data: [{ key: 'newsticker', count: 3, may_publish: true, actions: ['view', 'edit', 'publish', 'delete'] }] })
          : json(404, { message: 'x' }),
      ),
    );
    render(<EntityEditor collection="newsticker" entity={undefined} reload={vi.fn()} />, { route: '/studio/c/newsticker/new' });
    await userEvent.click(await screen.findByRole('button', { name: 'Terbitkan' }));
    const summary = await screen.findByTestId('error-summary');
    expect(summary).toHaveTextContent('Belum bisa terbit');
    const links = within(summary).getAllByRole('button');
    expect(links.map((link) => link.textContent)).toEqual(['Teks (ID)', 'Tautan']);
    await vi.waitFor(() => expect(screen.getByLabelText(/Teks \(ID\)/)).toHaveFocus());
    await userEvent.click(links[1]!);
    expect(screen.getByLabelText(/Tautan/)).toHaveFocus();
    // A corrected field leaves the list.
    await userEvent.type(screen.getByLabelText(/Teks \(ID\)/), 'Diskon');
    expect(
      within(summary)
        .getAllByRole('button')
        .map((link) => link.textContent),
    ).toEqual(['Tautan']);
  });

  it('compares a saved version with the draft on screen, field by field, and restores it after a confirmation', async () => {
    const calls: { method: string; path: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const path = new URL(String(url), 'http://x').pathname;
        calls.push({ method: init?.method ?? 'GET', path });
        if (path.endsWith('/newsticker/3/versions'))
          return json(200, {
            data: [
              { n: 2, at: '2026-11-24T01:00:00Z', action: 'update', staff: 'Ani', published: true },
              { n: 1, at: '2026-11-20T01:00:00Z', action: 'create', staff: 'Budi', published: false },
            ],
          });
        if (path.endsWith('/newsticker/3/versions/1'))
          return json(200, {
            data: {
              n: 1,
              at: '2026-11-20T01:00:00Z',
              action: 'create',
              staff: 'Budi',
              published: false,
              data: { text: 'Promo pertama', text_en: 'First deals', link: '/promosi' },
            },
          });
        if (path.endsWith('/newsticker/3/versions/1/restore')) return json(200, { data: { version: 3 } });
        if (String(url).includes('/studio/collections?'))
          return json(200, { data: [{ key: 'newsticker', count: 3, may_publish: true, actions: ['view', 'edit', 'publish', 'delete'] }] });
        return json(404, { message: 'x' });
      }),
    );
    const reload = vi.fn();
    render(
      <ModalsProvider>
        <EntityEditor collection="newsticker" entity={entity} reload={reload} />
      </ModalsProvider>,
      { route: '/studio/c/newsticker/3' },
    );
    // An unsaved change on screen is what the version is compared with.
    await userEvent.type(await screen.findByLabelText(/\(EN\)/), 'Year-end');
    await userEvent.click(screen.getByRole('button', { name: 'Versi' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Bandingkan versi 1 dengan draf' }));
    const compare = await screen.findByTestId('version-compare');
    await within(compare).findByText('2 isian berbeda.');
    const row = (path: string) =>
      [...compare.querySelectorAll(`[data-diff="${path}"] th, [data-diff="${path}"] td`)].map((cell) => cell.textContent);
    expect(row('text')).toEqual(['Teks (ID)', 'Promo pertama', 'Promo akhir tahun']);
    expect(row('text_en')).toEqual(['Teks (EN)', 'First deals', 'Year-end']);
    expect(compare.querySelector('[data-diff="link"]')).toBeNull(); // the same in both
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.click(within(compare).getByRole('button', { name: 'Pulihkan versi 1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pulihkan' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/cms/studio/collections/newsticker/3/versions/1/restore',
    ]);
  });

  it('offers no delete for an entry on the site', async () => {
    setup(() => json(200, { data: { version: 3 } }));
    expect(await screen.findByRole('button', { name: 'Versi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hapus draf' })).not.toBeInTheDocument();
  });
});
