import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListViewState } from '@/contract/studio/list-views';
import { render } from '@/test/render';
import { ViewsMenu } from './views-menu';

// A list's saved views menu (docs/decisions/250-staff-studio.md "Columns and saved views"): the member's views from
// the server, the one the list shows marked; choosing one applies its state; the list saved under a name (the
// server's refusal shown at the name), renamed and deleted. (happy-dom has no layout: Floating UI hides the
// dropdown, so its items are found with `hidden: true`.)

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const VIEWS = [
  { id: 7, name: 'Draf kamera', state: { q: 'kamera', status: 'draft' }, updated_at: '2026-11-29T01:00:00.000Z' },
  { id: 8, name: 'Harga', state: { cols: ['title', 'price'] }, updated_at: '2026-11-29T01:00:00.000Z' },
];

afterEach(() => vi.unstubAllGlobals());

function setup(state: ListViewState, answers: { post?: Response } = {}) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url: String(url), ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) });
      if (!String(url).includes('/studio/collections/products/views')) return json(404, { message: 'x' });
      if (method === 'GET') return json(200, { data: VIEWS });
      if (method === 'POST') return answers.post ?? json(201, { data: { ...VIEWS[0], id: 9, name: 'Baru' } });
      if (method === 'PATCH') return json(200, { data: { ...VIEWS[0], name: 'Kamera saja' } });
      return json(200, { data: { id: 7, deleted: true } });
    }),
  );
  const onApply = vi.fn();
  render(
    <ModalsProvider>
      <ViewsMenu collection="products" state={state} onApply={onApply} />
    </ModalsProvider>,
  );
  return { calls, onApply };
}

describe('the saved views menu', () => {
  it("lists the member's views, marks the one shown, and applies the one chosen", async () => {
    const { onApply } = setup({ status: 'draft', q: 'kamera' });
    const button = await screen.findByRole('button', { name: 'Tampilan: Draf kamera' });
    await userEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: /^Draf kamera/, hidden: true })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Harga', hidden: true }));
    expect(onApply).toHaveBeenCalledWith({ cols: ['title', 'price'] });
  });

  it('saves the list under a name, and shows why the server refused one', async () => {
    const { calls } = setup(
      { sort: 'title' },
      { post: json(400, { message: 'Periksa kembali isian formulir.', errors: { name: ['Nama tampilan ini sudah Anda pakai.'] } }) },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Tampilan tersimpan' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Simpan tampilan ini…', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Simpan tampilan' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nama tampilan/ }), 'Harga');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Nama tampilan ini sudah Anda pakai.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Harga', state: { sort: 'title' } });
  });

  it('renames and deletes the view shown', async () => {
    const { calls } = setup({ q: 'kamera', status: 'draft' });
    await userEvent.click(await screen.findByRole('button', { name: 'Tampilan: Draf kamera' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Ganti nama “Draf kamera”…', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Ganti nama tampilan' });
    const input = within(dialog).getByRole('textbox', { name: /Nama tampilan/ });
    await userEvent.clear(input);
    await userEvent.type(input, 'Kamera saja');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await vi.waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ body: { name: 'Kamera saja' } }));
    expect(calls.find((c) => c.method === 'PATCH')!.url).toContain('/views/7');

    await userEvent.click(screen.getByRole('button', { name: 'Tampilan: Draf kamera' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Hapus “Draf kamera”', hidden: true }));
    const confirm = await screen.findByRole('dialog', { name: 'Hapus tampilan “Draf kamera”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    await vi.waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.url).toContain('/views/7'));
  });
});
