import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReceiptStatus, TicketStageEntry } from '@/contract/forms';
import { IDEMPOTENCY_HEADER } from '@/contract/forms';
import { render } from '@/test/render';
import { StatusLookupForm } from './status-lookup-form';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const RECEIPT = 'DK-7K2M9QXA';
const quoteStage: Omit<TicketStageEntry, 'decision'> = {
  stage: 'quote',
  at: '2026-11-27T03:00:00.000Z',
  note: 'Layar perlu diganti.',
  amount: 1_250_000,
  decided_at: null,
  photos: [],
};
const status = (ticket: ReceiptStatus['ticket']): ReceiptStatus => ({
  receipt: RECEIPT,
  kind: 'support',
  status: 'in_progress',
  received_at: '2026-11-26T02:00:00.000Z',
  updated_at: '2026-11-27T03:00:00.000Z',
  ticket,
});
const received: TicketStageEntry = {
  stage: 'received',
  at: '2026-11-26T02:00:00.000Z',
  note: null,
  amount: null,
  decision: null,
  decided_at: null,
  photos: [],
};
/** The service team's two photos on "checked", by the signed addresses the lookup hands out. */
const photo = (id: number) => ({ id, url: `/api/cms/v2/ticket-photo/${id}.abc.${'s'.repeat(43)}`, mime: 'image/jpeg', size: 2048 });
const checked: TicketStageEntry = {
  stage: 'checked',
  at: '2026-11-26T08:00:00.000Z',
  note: null,
  amount: null,
  decision: null,
  decided_at: null,
  photos: [photo(7), photo(8)],
};

describe('StatusLookupForm with a repair ticket', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows every stage, sends the answer to an open quote with its own Idempotency-Key, then reads the timeline again', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        json({ data: status({ stage: 'quote', quote_open: true, timeline: [received, checked, { ...quoteStage, decision: null }] }) }, 200),
      )
      .mockResolvedValueOnce(json({ message: 'Jawaban Anda tersimpan.', data: { reference: 'DK-AAAAAAAA', receipt: 'DK-AAAAAAAA' } }, 201))
      .mockResolvedValueOnce(
        json(
          {
            data: status({
              stage: 'quote',
              quote_open: false,
              timeline: [received, checked, { ...quoteStage, decision: 'approved', decided_at: '2026-11-27T05:00:00.000Z' }],
            }),
          },
          200,
        ),
      );
    const user = userEvent.setup();
    render(<StatusLookupForm />, { route: `/cek-status?ref=${RECEIPT}` });
    await user.type(screen.getByRole('textbox', { name: 'Email yang Anda isi di formulir' }), 'andi@example.com');
    await user.click(screen.getByRole('button', { name: 'Cek status' }));

    const timeline = await screen.findByTestId('ticket-timeline');
    const stages = [...timeline.querySelectorAll('li')].map((li) => li.querySelector('p')?.textContent);
    expect(stages).toEqual(['Diterima', 'Diperiksa teknisi', 'Menunggu persetujuan biaya']);
    expect(timeline).toHaveTextContent('Biaya perbaikan: Rp 1.250.000');
    expect(timeline).toHaveTextContent('Layar perlu diganti.');
    // The team's photos on the stage they were attached to, each opening the whole photo.
    const photos = screen.getAllByRole('img', { name: /^Foto dari tim servis, tahap Diperiksa teknisi/ });
    expect(photos.map((img) => img.getAttribute('alt'))).toEqual([
      'Foto dari tim servis, tahap Diperiksa teknisi (1 dari 2)',
      'Foto dari tim servis, tahap Diperiksa teknisi (2 dari 2)',
    ]);
    expect(photos.map((img) => img.closest('a')?.getAttribute('href'))).toEqual([photo(7).url, photo(8).url]);
    expect(timeline.querySelectorAll('li')[0]!.querySelector('img')).toBeNull();

    // Nothing chosen: the form says so and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Kirim jawaban' }));
    expect(await screen.findByText('Pilih salah satu.')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('radio', { name: 'Setujui, lanjutkan perbaikan' }));
    await user.click(screen.getByRole('button', { name: 'Kirim jawaban' }));
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(3));
    const [url, init] = fetchSpy.mock.calls[1]!;
    expect(String(url)).toContain('v2/support/quote');
    expect((init?.headers as Record<string, string>)[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    const body = init?.body as FormData;
    expect([body.get('receipt'), body.get('email'), body.get('decision')]).toEqual([RECEIPT, 'andi@example.com', 'approve']);
    expect(String(fetchSpy.mock.calls[2]![0])).toContain(String(fetchSpy.mock.calls[0]![0]));

    expect(await screen.findByText(/disetujui/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kirim jawaban' })).not.toBeInTheDocument();
  });
});
