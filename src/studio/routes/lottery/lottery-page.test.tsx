import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { LotteryPage } from './lottery-page';

// The studio's lottery page (docs/decisions/325, 326): the open campaign first, a period drawn only from its
// draw date on, the recorded seed and its check, confirm / mark failed per pending winner.
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const campaign = {
  id: 2,
  type: 'A01',
  title: 'Undian Belanja Denka 2026–2027',
  starts_at: '2025-12-31T17:00:00.000Z',
  ends_at: '2027-12-31T16:59:59.000Z',
  is_open: true,
  confirm_days: 7,
  codes: 12,
  periods: 3,
};
const closed = { ...campaign, id: 1, title: 'Undian Belanja Denka 2022', is_open: false, codes: 0, periods: 5 };
const period = (id: number, n: number, drawDate: string, extra: Record<string, unknown> = {}) => ({
  id,
  period: n,
  title: `Pengundian Periode ${n}`,
  title_en: null,
  draw_date: drawDate,
  prize: `Hadiah ${n}`,
  prize_en: null,
  winner_count: 2,
  eligible_codes: 5,
  pending_redraws: 0,
  drawn: false,
  drawn_at: null,
  drawn_by: null,
  seed: null,
  pool_size: null,
  pool_sha256: null,
  winners: [],
  ...extra,
});
const seed = 'ab'.repeat(32);
const drawn = period(11, 1, '2026-04-15T07:00:00.000Z', {
  drawn: true,
  drawn_at: '2026-04-16T03:00:00.000Z',
  drawn_by: { id: 1, name: 'Mira' },
  seed,
  pool_size: 5,
  pool_sha256: 'f'.repeat(64),
  winners: [
    {
      id: 90,
      code: 'A01-AAA111',
      masked_name: 'Ri** Si*****',
      city: 'Medan',
      status: 'pending',
      confirm_by: '2026-04-23T03:00:00.000Z',
      decided_at: null,
      decided_by: null,
      submission_id: 's-1',
      redraw_of: null,
      redrawn_in_period: null,
      pick: 0,
    },
  ],
});

afterEach(() => vi.unstubAllGlobals());

function setup() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (String(url).includes('/verify'))
        return json(200, { data: { matches: true, pool_matches: true, recorded: ['A01-AAA111'], recomputed: ['A01-AAA111'] } });
      if (method === 'POST') return json(409, { message: 'Tidak ada kode undian yang sah untuk periode ini.' });
      if (method === 'PATCH') return json(200, { data: drawn });
      if (String(url).includes('campaigns/2')) {
        return json(200, {
          data: { campaign, periods: [drawn, period(12, 2, '2026-07-15T07:00:00.000Z'), period(13, 3, '2099-01-15T07:00:00.000Z')] },
        });
      }
      return json(200, { data: [closed, campaign] });
    }),
  );
  render(<LotteryPage />);
  return calls;
}

describe('studio lottery page', () => {
  it('opens the campaign taking entries, draws a due period and shows the refusal, never a future one', async () => {
    const calls = setup();
    expect(await screen.findByText('Menerima pendaftaran')).toBeInTheDocument();
    const second = await screen.findByRole('region', { name: 'Pengundian Periode 2' });
    await userEvent.click(within(second).getByRole('button', { name: 'Undi sekarang' }));
    expect(await within(second).findByText('Tidak ada kode undian yang sah untuk periode ini.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: expect.stringContaining('/api/cms/studio/lottery/draws/12/draw'), body: {} },
    ]);
    const third = screen.getByRole('region', { name: 'Pengundian Periode 3' });
    expect(within(third).getByRole('button', { name: 'Undi sekarang' })).toBeDisabled();
    expect(within(third).getByText('Bisa diundi mulai tanggal pengundian.')).toBeInTheDocument();
  });

  it('shows the seed, redoes the draw from it, and confirms a pending winner', async () => {
    const calls = setup();
    const first = await screen.findByRole('region', { name: 'Pengundian Periode 1' });
    expect(within(first).getByText(seed)).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Periksa ulang dari seed' }));
    expect(await within(first).findByText('Diulang dari seed: pemenang sama.')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Ri** Si*****' })).toHaveAttribute('href', '/studio/inbox/s-1');
    await userEvent.click(within(first).getByRole('button', { name: 'Konfirmasi' }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
        { method: 'PATCH', url: expect.stringContaining('/api/cms/studio/lottery/winners/90'), body: { status: 'confirmed' } },
      ]),
    );
  });
});
