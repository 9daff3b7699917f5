import { ModalsProvider } from '@mantine/modals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { PrivacyPage } from './privacy-page';

// The personal-data page (docs/decisions/320-personal-data.md): no empty search, everything found
// listed, nothing erased before the confirmation, the counts shown after; the retention periods.
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const holdings = {
  submissions: [
    {
      id: '0b6c1f0e-0000-4000-8000-000000000001',
      reference: null,
      kind: 'career',
      created_at: '2026-11-20T03:00:00.000Z',
      file_count: 1,
      note_count: 0,
    },
  ],
  product_registrations: [],
  accounts: [],
  subscriptions: [],
  lottery_codes: [],
};
const counts = {
  submissions: 1,
  submission_files: 1,
  submission_notes: 0,
  lottery_codes: 0,
  product_registrations: 0,
  accounts: 0,
  sessions: 0,
  subscriptions: 0,
};
const retention = { periods: [{ kind: 'career', months: 12 }], purge_every_hours: 24, last_purge: null };

afterEach(() => vi.unstubAllGlobals());

function setup() {
  const posts: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method !== 'POST') return json(200, { data: retention });
      posts.push({ url: String(url), body: JSON.parse(String(init.body)) });
      if (String(url).includes('privacy/search')) return json(200, { data: holdings });
      if (String(url).includes('privacy/erase')) return json(200, { data: { counts } });
      return json(404, { message: 'x' });
    }),
  );
  render(
    <ModalsProvider>
      <PrivacyPage />
    </ModalsProvider>,
  );
  return posts;
}

describe('studio privacy page', () => {
  it('never sends an empty search', async () => {
    const posts = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Cari data' }));
    expect(await screen.findByText('Isi email atau nomor telepon.')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('lists what was found and erases only after the confirmation, then shows the counts', async () => {
    const posts = setup();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'Rina@Example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Cari data' }));
    const results = await screen.findByRole('region', { name: 'Hasil pencarian' });
    expect(within(results).getByText('Lamaran kerja')).toBeInTheDocument();
    expect(posts).toEqual([{ url: expect.stringContaining('/api/cms/studio/privacy/search'), body: { email: 'Rina@Example.test' } }]);

    await userEvent.click(screen.getByRole('button', { name: 'Hapus semua data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus semua data orang ini?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(posts).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Hapus semua data' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Hapus semua data orang ini?' })).getByRole('button', { name: 'Hapus permanen' }),
    );
    expect(await screen.findByText('1 pengajuan, 1 berkas')).toBeInTheDocument();
    expect(posts[1]).toEqual({
      url: expect.stringContaining('/api/cms/studio/privacy/erase'),
      body: { email: 'Rina@Example.test', confirm: true },
    });
    expect(screen.queryByRole('button', { name: 'Hapus semua data' })).not.toBeInTheDocument();
  });

  it('shows the retention periods and that no purge ran yet', async () => {
    setup();
    expect(await screen.findByText('12 bulan')).toBeInTheDocument();
    expect(screen.getByText('Pembersihan belum pernah dijalankan.')).toBeInTheDocument();
  });
});
