// Run by the vitest project web-berlin (TZ=Europe/Berlin): a period's draw date is picked in WIB wherever the
// staff member is (docs/decisions/325-lottery-draws.md "Periods edited").

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LotteryPeriod } from '@/contract/studio/lottery';
import { render } from '@/test/render';
import { PeriodEditModal } from './period-edit-modal';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const period = (extra: Partial<LotteryPeriod> = {}): LotteryPeriod => ({
  id: 12,
  period: 2,
  title: 'Pengundian Periode 2',
  title_en: null,
  draw_date: '2030-07-15T08:00:00.000Z',
  prize: 'Hadiah 2',
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

function answering(response: () => Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH') sent.push(JSON.parse(String(init.body)));
      return response();
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('studio: a lottery period edited', () => {
  it('shows the draw date in WIB and sends the texts in both languages with the Jakarta instant', async () => {
    const sent = answering(() => json(200, { data: period() }));
    const onClose = vi.fn();
    render(<PeriodEditModal period={period()} opened onClose={onClose} />);
    // 08:00 UTC is 15:00 in Jakarta (10:00 in Berlin in July).
    expect(await screen.findByRole('button', { name: /Tanggal pengundian/ })).toHaveTextContent('15 Jul 2030 15:00');
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: 'Judul (ID)' }));
    await user.type(screen.getByRole('textbox', { name: 'Judul (ID)' }), 'Periode Kemerdekaan');
    await user.type(screen.getByRole('textbox', { name: 'Hadiah (EN)' }), 'An Insta360 X5');
    await user.click(screen.getByRole('button', { name: 'Simpan periode' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      { title: 'Periode Kemerdekaan', title_en: '', prize: 'Hadiah 2', prize_en: 'An Insta360 X5', draw_date: '2030-07-15T15:00:00+07:00' },
    ]);
  });

  it('a drawn period: prize and date locked, and the server’s 409 shown as it comes', async () => {
    answering(() => json(409, { message: 'Periode ini sudah diundi: hadiah dan tanggal pengundiannya tidak bisa diubah lagi.' }));
    render(<PeriodEditModal period={period({ drawn: true })} opened onClose={() => {}} />);
    expect(await screen.findByRole('textbox', { name: 'Hadiah (ID)' })).toBeDisabled();
    expect(screen.getByText(/hanya judulnya yang bisa diubah/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan periode' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Periode ini sudah diundi');
  });
});
