import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotifySettings } from '@/contract/studio/inbox';
import { render } from '@/test/render';
import { NotifyPage } from './notify-page';

// The staff member's own new-submission mails (docs/decisions/310-submissions-in-the-studio.md): the setting in
// force with the role's default named, the kinds and the address; a choice saved with PUT; a refusal shown, nothing lost.
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const start: NotifySettings = { mode: 'instant', chosen: false, role_default: 'instant', kinds: ['career'], email: 'hana@denka.test' };

afterEach(() => vi.unstubAllGlobals());

function setup(put: (body: { mode: string }) => Response) {
  const calls: { method: string; body?: { mode: string } }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as { mode: string }) : undefined;
      calls.push({ method, ...(body ? { body } : {}) });
      if (!new URL(url, 'http://studio.test').pathname.endsWith('/studio/inbox/notifications')) return json(404, { message: 'x' });
      return method === 'PUT' ? put(body!) : json(200, { data: start });
    }),
  );
  render(<NotifyPage />, { route: '/studio/inbox/notifications' });
  return calls;
}

describe('studio: notification setting', () => {
  it("shows the role's default in force, the kinds and the address, and saves a choice", async () => {
    const calls = setup((body) => json(200, { data: { ...start, mode: body.mode, chosen: true } }));
    expect(await screen.findByRole('radio', { name: /Bawaan peran Anda \(Setiap kiriman\)/ })).toBeChecked();
    expect(screen.getByTestId('notify-kinds')).toHaveTextContent('Lamaran kerja');
    expect(screen.getByText('hana@denka.test')).toBeInTheDocument();
    const saveButton = screen.getByRole('button', { name: 'Simpan' });
    expect(saveButton).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /Ringkasan harian/ }));
    await userEvent.click(saveButton);
    expect(await screen.findByRole('status')).toHaveTextContent('Tersimpan. Email kiriman baru: Ringkasan harian.');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ mode: 'digest' });
    expect(screen.getByRole('radio', { name: /Ringkasan harian/ })).toBeChecked();
  });

  it("shows the server's refusal and keeps the choice to try again", async () => {
    setup(() => json(403, { message: 'Permintaan lintas situs ditolak.' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Mati/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Permintaan lintas situs ditolak.');
    expect(screen.getByRole('radio', { name: /Mati/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeEnabled();
  });
});
