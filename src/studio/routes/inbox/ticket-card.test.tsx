import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Ticket } from '@/contract/forms';
import { render } from '@/test/render';
import { TicketCard } from './ticket-card';

// A support request's ticket in the studio inbox (docs/decisions/310-submissions-in-the-studio.md): the timeline, only
// the moves TICKET_MOVES allows from the current stage, a quote's amount required before anything is sent,
// and the server's refusal (409) shown as it comes.
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ID = '0b5c3f7e-1d2a-4c3b-9e8f-123456789abc';
const entry = (stage: Ticket['stage'], at: string, extra: Partial<Ticket['timeline'][number]> = {}) => ({
  stage,
  at,
  note: null,
  amount: null,
  decision: null,
  decided_at: null,
  photos: [],
  ...extra,
});
const checked: Ticket = {
  stage: 'checked',
  quote_open: false,
  timeline: [entry('received', '2026-11-24T01:00:00Z'), entry('checked', '2026-11-24T02:00:00Z', { note: 'Sensor kotor' })],
};

afterEach(() => vi.unstubAllGlobals());

/** A move's multipart body as fields (text) and the photos' names. */
function fieldsOf(body: FormData) {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of body.entries())
    if (typeof value === 'string') fields[name] = value;
    else fields[name] = [...((fields[name] as string[] | undefined) ?? []), (value as File).name];
  return fields;
}

function setup(ticket: Ticket, move: (body: Record<string, unknown>) => Response) {
  const calls: { url: URL; method: string; body?: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const parsed = new URL(url, 'http://studio.test');
      const method = init?.method ?? 'GET';
      const body = init?.body instanceof FormData ? fieldsOf(init.body) : undefined;
      calls.push({ url: parsed, method, body });
      if (parsed.pathname.endsWith(`/studio/inbox/${ID}/ticket`)) return json(200, { data: ticket });
      if (parsed.pathname.endsWith(`/studio/inbox/${ID}/stages`) && method === 'POST') return move(body!);
      return json(404, { message: 'x' });
    }),
  );
  render(<TicketCard id={ID} />);
  return calls;
}

describe('studio ticket card', () => {
  it('shows the timeline and offers only the legal next stages', async () => {
    setup(checked, () => json(500, {}));
    const timeline = await screen.findByTestId('inbox-ticket-timeline');
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-stage')),
    ).toEqual(['received', 'checked']);
    expect(timeline).toHaveTextContent('Sensor kotor');
    const group = screen.getByRole('radiogroup', { name: /Tahap berikutnya/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['quote', 'in_repair', 'sent_back', 'cancelled']);
    expect(within(group).queryByRole('radio', { name: 'Siap diambil' })).toBeNull();
  });

  it('requires a quote amount, then sends the move with the note and the studio language', async () => {
    const calls = setup(checked, (body) =>
      json(201, {
        data: {
          stage: 'quote',
          quote_open: true,
          timeline: [...checked.timeline, entry('quote', '2026-11-24T03:00:00Z', { amount: Number(body.amount), note: 'Ganti shutter' })],
        },
      }),
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'Menunggu persetujuan biaya' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan tahap' }));
    expect(await screen.findByText(/Isi biaya antara Rp 1 dan Rp 1\.000\.000\.000/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: /Biaya perbaikan/ }), '1250000');
    await userEvent.type(screen.getByRole('textbox', { name: /Catatan untuk pelanggan/ }), '  Ganti shutter  ');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan tahap' }));
    expect(await screen.findByTestId('inbox-ticket-saved')).toHaveTextContent('Tahap disimpan: Menunggu persetujuan biaya.');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ stage: 'quote', amount: '1250000', note: 'Ganti shutter' });
    expect(post.url.searchParams.get('lang')).toBe('id');
    // The fresh ticket: the quote in the timeline, and the moves from "quote" offered now.
    await waitFor(() => expect(screen.getByTestId('inbox-ticket-timeline')).toHaveTextContent('Rp 1.250.000'));
    expect(screen.getByTestId('inbox-ticket-timeline')).toHaveTextContent('Menunggu jawaban pelanggan');
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['in_repair', 'sent_back', 'cancelled']);
  });

  it("shows the server's refusal (409) clearly", async () => {
    const quote: Ticket = {
      stage: 'quote',
      quote_open: true,
      timeline: [...checked.timeline, entry('quote', '2026-11-24T03:00:00Z', { amount: 500000 })],
    };
    setup(quote, () => json(409, { message: 'Pelanggan belum menyetujui biaya: perbaikan belum dapat dimulai.' }));
    const repair = await screen.findByRole('radio', { name: 'Sedang diperbaiki' });
    expect(screen.getByText('Hanya setelah pelanggan menyetujui biaya.')).toBeInTheDocument();
    await userEvent.click(repair);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan tahap' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tahap tidak dapat diubah');
    expect(alert).toHaveTextContent('Pelanggan belum menyetujui biaya: perbaikan belum dapat dimulai.');
    expect(screen.getByTestId('inbox-ticket-saved')).toBeEmptyDOMElement();
  });

  it('keeps the confirmation when a move to a final stage replaces the form', async () => {
    const ready: Ticket = { stage: 'ready', quote_open: false, timeline: [...checked.timeline, entry('ready', '2026-11-24T03:00:00Z')] };
    setup(ready, () =>
      json(201, { data: { ...ready, stage: 'closed', timeline: [...ready.timeline, entry('closed', '2026-11-24T04:00:00Z')] } }),
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'Selesai' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan tahap' }));
    expect(await screen.findByTestId('inbox-ticket-final')).toBeInTheDocument();
    expect(screen.getByTestId('inbox-ticket-saved')).toHaveTextContent('Tahap disimpan: Selesai.');
  });

  it('offers no move on a final ticket', async () => {
    setup(
      {
        stage: 'closed',
        quote_open: false,
        timeline: [...checked.timeline, entry('sent_back', '2026-11-24T03:00:00Z'), entry('closed', '2026-11-24T04:00:00Z')],
      },
      () => json(500, {}),
    );
    expect(await screen.findByTestId('inbox-ticket-final')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simpan tahap' })).toBeNull();
  });

  it('sends the chosen photos with the move, one part each, and shows them on their stage once saved', async () => {
    const photo = (id: number) => ({ id, url: `/api/cms/v2/ticket-photo/${id}.abc.${'s'.repeat(43)}`, mime: 'image/png', size: 10 });
    const calls = setup(checked, () =>
      json(201, {
        data: {
          ...checked,
          stage: 'in_repair',
          timeline: [...checked.timeline, entry('in_repair', '2026-11-24T03:00:00Z', { photos: [photo(1), photo(2)] })],
        },
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('radio', { name: 'Sedang diperbaiki' }));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.multiple).toBe(true);
    await user.upload(input, [
      new File(['a'], 'papan.png', { type: 'image/png' }),
      new File(['b'], 'konektor.jpg', { type: 'image/jpeg' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Simpan tahap' }));
    expect(await screen.findByTestId('inbox-ticket-saved')).toHaveTextContent('Tahap disimpan: Sedang diperbaiki.');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ stage: 'in_repair', photo: ['papan.png', 'konektor.jpg'] });
    const shown = await screen.findAllByRole('img', { name: /^Foto untuk pelanggan, tahap Sedang diperbaiki/ });
    expect(shown.map((img) => img.getAttribute('src'))).toEqual([photo(1).url, photo(2).url]);
  });

  it('refuses a fifth photo or a PDF before sending, and shows the server’s word on a photo', async () => {
    const calls = setup(checked, () =>
      json(400, { message: 'Periksa kembali isian formulir.', errors: { photo: ['Jenis berkas tidak diterima.'] } }),
    );
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('radio', { name: 'Sedang diperbaiki' }));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(
      input,
      [1, 2, 3, 4, 5].map((n) => new File([String(n)], `foto-${n}.jpg`, { type: 'image/jpeg' })),
    );
    await user.click(screen.getByRole('button', { name: 'Simpan tahap' }));
    expect(await screen.findByText('Paling banyak 4 foto.')).toBeInTheDocument();
    await user.upload(input, [new File(['%PDF'], 'nota.pdf', { type: 'application/pdf' })]);
    await user.click(screen.getByRole('button', { name: 'Simpan tahap' }));
    expect(await screen.findByText('Jenis berkas tidak diterima.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // A photo the browser took for an image but the server did not (its bytes): the server's text on the field.
    await user.upload(input, [new File(['MZ'], 'program.jpg', { type: 'image/jpeg' })]);
    await user.click(screen.getByRole('button', { name: 'Simpan tahap' }));
    expect(await screen.findByText('Jenis berkas tidak diterima.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
