import { screen } from '@testing-library/react';
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

  it('offers no delete for an entry on the site', async () => {
    setup(() => json(200, { data: { version: 3 } }));
    expect(await screen.findByRole('button', { name: 'Versi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hapus draf' })).not.toBeInTheDocument();
  });
});
