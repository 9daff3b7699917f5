import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EntitySummary } from '@/contract/studio/api';
import { render } from '@/test/render';
import { EntityBulkBar } from './entity-bulk-bar';

// A collection list's bulk bar (docs/decisions/250-staff-studio.md): one request for the ticked rows, how many
// were done and why each other one was not, field errors under the field's label; unpublish and delete only
// after a confirmation; only the buttons the role's rights allow.
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const row = (id: number, title: string): EntitySummary =>
  ({ id, title, slug: `s-${id}`, status: 'draft', updated_at: '2026-11-24T01:00:00Z', updated_by: 'Ani' }) as EntitySummary;

afterEach(() => vi.unstubAllGlobals());

function setup(answer: unknown, rights = { mayPublish: true, mayDelete: true }) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST' && String(url).includes('/studio/collections/products/bulk')) {
        bodies.push(JSON.parse(String(init.body)));
        return json(200, answer);
      }
      return json(404, { message: 'x' });
    }),
  );
  const onDone = vi.fn();
  render(
    <ModalsProvider>
      <EntityBulkBar
        collection="products"
        selected={[row(1, 'Kamera A'), row(2, 'Kamera B'), row(3, 'Kamera C')]}
        onDone={onDone}
        {...rights}
      />
    </ModalsProvider>,
  );
  return { bodies, onDone };
}

describe('the bulk bar of a collection list', () => {
  it('publishes the ticked rows in one request and lists the refused one with its field', async () => {
    const { bodies, onDone } = setup({
      data: [
        { id: 1, ok: true, status: 'published' },
        { id: 2, ok: true, status: 'published' },
        { id: 3, ok: false, error: { status: 400, message: 'Periksa kembali isian formulir.', errors: { image: ['Wajib diisi.'] } } },
      ],
    });
    expect(screen.getByText('3 dipilih')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Terbitkan yang dipilih' }));
    const result = screen.getByTestId('entity-bulk-result');
    await vi.waitFor(() => expect(result).toHaveTextContent('2 entri terbit.'));
    expect(result).toHaveTextContent('1 tidak diproses:');
    expect(within(result).getByRole('listitem')).toHaveTextContent('Kamera C: Gambar utama: Wajib diisi.');
    expect(bodies).toEqual([{ action: 'publish', ids: [1, 2, 3] }]);
    expect(onDone).toHaveBeenCalled();
  });

  it('deletes only after a confirmation, and says why a published entry was not deleted', async () => {
    const { bodies } = setup({
      data: [
        { id: 1, ok: true },
        { id: 2, ok: true },
        {
          id: 3,
          ok: false,
          error: { status: 409, message: 'Entri ini sedang tampil di situs: turunkan dulu, baru drafnya dapat dihapus.' },
        },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Hapus 3 draf?')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hapus' }));
    const result = screen.getByTestId('entity-bulk-result');
    await vi.waitFor(() => expect(result).toHaveTextContent('2 draf dihapus.'));
    expect(within(result).getByRole('listitem')).toHaveTextContent('Kamera C: Entri ini sedang tampil di situs');
    expect(bodies).toEqual([{ action: 'delete', ids: [1, 2, 3] }]);
  });

  it('offers only what the role may do', () => {
    setup({ data: [] }, { mayPublish: true, mayDelete: false });
    expect(screen.getByRole('button', { name: 'Terbitkan yang dipilih' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turunkan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jadwalkan terbit…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hapus' })).not.toBeInTheDocument();
  });

  it('schedules only with the publish right, and only once a time is picked', async () => {
    const { bodies } = setup({ data: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Jadwalkan terbit…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jadwalkan terbit: 3 entri' });
    expect(within(dialog).getByRole('button', { name: 'Jadwalkan' })).toBeDisabled();
    expect(bodies).toEqual([]);
  });

  it('offers no schedule without the publish right', () => {
    setup({ data: [] }, { mayPublish: false, mayDelete: true });
    expect(screen.queryByRole('button', { name: 'Jadwalkan terbit…' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Jadwalkan turun…' })).not.toBeInTheDocument();
  });
});
