import { ModalsProvider } from '@mantine/modals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClaimParty, WarrantyClaim } from '@/contract/studio/warranty-claims';
import { render } from '@/test/render';
import { WarrantyClaimsPage } from './warranty-claims-page';

// The review of second warranty claims (docs/decisions/133): both claims side by side with their purchase proof, a
// refusal needs a reason before anything is sent, approving asks once more, the server's 409 is shown as it comes.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const party = (overrides: Partial<ClaimParty>): ClaimParty => ({
  registration_id: 1,
  reference: 'REG-AAAA1111',
  submission_id: 'sub-1',
  name: 'Pemilik Pertama',
  email: 'pertama@contoh.id',
  phone: '',
  purchase_date: '2026-10-01',
  place_name: 'Toko A',
  registered_at: '2026-10-01T03:00:00.000Z',
  activated_at: '2026-10-02T03:00:00.000Z',
  invoice: [],
  ...overrides,
});
const claim: WarrantyClaim = {
  id: 7,
  serial_number: 'HL12345678',
  product: { id: 3, name: 'Lark M2', brand: 'Hollyland' },
  requested_at: '2026-11-20T03:00:00.000Z',
  claim: party({
    registration_id: 7,
    reference: 'REG-BBBB2222',
    submission_id: 'sub-2',
    name: 'Pengklaim Kedua',
    email: 'kedua@contoh.id',
    activated_at: null,
    invoice: [{ id: 9, field: 'invoice', name: 'nota.pdf', mime: 'application/pdf', size: 2048, sha256: 'a'.repeat(64) }],
  }),
  activated: party({}),
  decision: null,
  reason: null,
  reviewed_at: null,
};

afterEach(() => vi.unstubAllGlobals());

function setup(decide: (body: Record<string, unknown>) => Response, claims: WarrantyClaim[] = [claim]) {
  const posts: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://studio.test').pathname;
      if (init?.method === 'POST' && path.endsWith('/studio/warranty-claims/7/decision')) {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        posts.push(body);
        return decide(body);
      }
      if (path.endsWith('/studio/warranty-claims')) return json(200, { data: claims });
      return json(404, { message: 'x' });
    }),
  );
  render(
    <ModalsProvider>
      <WarrantyClaimsPage />
    </ModalsProvider>,
    { route: '/studio/inbox/warranty-claims' },
  );
  return posts;
}

describe('studio: second warranty claims', () => {
  it('shows the claim beside the holder, with serial, product, who, when and the purchase proof', async () => {
    setup(() => json(500, {}));
    const card = await screen.findByRole('region', { name: /Hollyland Lark M2 · nomor seri HL12345678/ });
    const [claimSide, holderSide] = within(card).getAllByText(/^(Klaim baru|Pemegang aktivasi saat ini)$/);
    expect(claimSide).toHaveTextContent('Klaim baru');
    expect(holderSide).toHaveTextContent('Pemegang aktivasi saat ini');
    expect(within(card).getByText('Pengklaim Kedua')).toBeInTheDocument();
    expect(within(card).getByText('Pemilik Pertama')).toBeInTheDocument();
    expect(within(card).getByText('REG-BBBB2222')).toBeInTheDocument();
    expect(within(card).getByText('nota.pdf')).toBeInTheDocument();
    expect(within(card).getByText('Tanpa bukti pembelian.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Buka registrasi REG-BBBB2222 di kotak masuk' })).toHaveAttribute(
      'href',
      '/studio/inbox/sub-2',
    );
  });

  it('asks for a reason before refusing, then sends it', async () => {
    const posts = setup(() => json(200, { data: { ...claim, decision: 'refused', reason: 'Nota lain.' } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Tolak klaim' }));
    expect(await screen.findByText('Tuliskan alasan penolakan: alasan ini dikirim ke pelanggan.')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: /Alasan atau catatan/ }), '  Nota lain.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Tolak klaim' }));
    await vi.waitFor(() => expect(posts).toEqual([{ decision: 'refuse', reason: 'Nota lain.' }]));
  });

  it('asks once more before approving, and shows a 409 as the server says it', async () => {
    const posts = setup(() => json(409, { message: 'Klaim ini sudah diputuskan oleh staf lain. Muat ulang daftarnya.' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Setujui klaim' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('pindah ke registrasi REG-BBBB2222');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Setujui' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('sudah diputuskan oleh staf lain');
    expect(posts).toEqual([{ decision: 'approve' }]);
  });

  it('says when nothing waits', async () => {
    setup(() => json(500, {}), []);
    expect(await screen.findByTestId('claims-empty')).toHaveTextContent('Tidak ada klaim yang menunggu keputusan.');
  });
});
