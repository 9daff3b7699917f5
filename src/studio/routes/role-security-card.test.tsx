import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoleSecurity } from '@/contract/studio/account';
import { render } from '@/test/render';
import { RoleSecurityCard } from './role-security-card';

// Two-factor login required per role (docs/decisions/130): the roles in force with how many members lack it, the
// whole set saved with PUT, the server's 409 (requiring it of admins before enrolling oneself) shown as it comes.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const roles: RoleSecurity[] = (['admin', 'editor', 'hr', 'marketing', 'service'] as const).map((role) => ({
  role,
  require_totp: role === 'service',
  members_without_totp: role === 'editor' ? 2 : 0,
}));

afterEach(() => vi.unstubAllGlobals());

function setup(put: (body: { require_totp: string[] }) => Response) {
  const puts: { require_totp: string[] }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (!new URL(url, 'http://studio.test').pathname.endsWith('/studio/security/roles')) return json(404, { message: 'x' });
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { require_totp: string[] };
        puts.push(body);
        return put(body);
      }
      return json(200, { data: roles });
    }),
  );
  render(<RoleSecurityCard />);
  return puts;
}

describe('studio: two-factor login per role', () => {
  it('shows the roles in force and saves the whole set', async () => {
    const puts = setup((body) => json(200, { data: roles.map((r) => ({ ...r, require_totp: body.require_totp.includes(r.role) })) }));
    const editor = await screen.findByRole('checkbox', { name: 'Editor' });
    expect(screen.getByRole('checkbox', { name: 'Layanan servis' })).toBeChecked();
    expect(editor).not.toBeChecked();
    expect(screen.getByText('2 anggota aktif belum memakai verifikasi dua langkah.')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Simpan aturan' });
    expect(save).toBeDisabled();
    await userEvent.click(editor);
    await userEvent.click(save);
    await vi.waitFor(() => expect(puts).toEqual([{ require_totp: ['editor', 'service'] }]));
    expect(await screen.findByRole('checkbox', { name: 'Editor' })).toBeChecked();
  });

  it("shows the server's refusal and keeps the choice", async () => {
    setup(() => json(409, { message: 'Aktifkan dulu verifikasi dua langkah untuk akun Anda sendiri.' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Administrator' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan aturan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('untuk akun Anda sendiri');
    expect(screen.getByRole('checkbox', { name: 'Administrator' })).toBeChecked();
  });
});
