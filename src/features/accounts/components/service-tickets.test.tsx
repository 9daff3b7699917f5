import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountTicket } from '@/contract/accounts';
import { render } from '@/test/render';
import { ServiceTickets } from './service-tickets';

// "Servis saya" (docs/decisions/133-warranty-registration-subscriptions.md, 310-submissions-in-the-studio.md): each
// ticket with its stage and the service team's photos, under the stage each was attached to, by their signed addresses.
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const photo = (id: number, stage: AccountTicket['stage']) => ({
  id,
  stage,
  url: `/api/cms/v2/ticket-photo/${id}.abc.${'s'.repeat(43)}`,
  mime: 'image/jpeg',
  size: 2048,
});
const ticket = (overrides: Partial<AccountTicket>): AccountTicket => ({
  receipt: 'DK-7K2M9QXA',
  received_at: '2026-11-26T02:00:00.000Z',
  product: 'Hollyland Lark M2',
  serial_number: '',
  stage: 'in_repair',
  stage_at: '2026-11-27T02:00:00.000Z',
  quote_open: false,
  photos: [],
  ...overrides,
});

describe('ServiceTickets', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the team's photos under their stages, each opening the whole photo; a ticket without photos shows none", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json({
        data: [
          ticket({ photos: [photo(1, 'checked'), photo(2, 'in_repair'), photo(3, 'in_repair')] }),
          ticket({ receipt: 'DK-AAAAAAAA', stage: 'received', photos: [] }),
        ],
      }),
    );
    render(<ServiceTickets />);
    const [withPhotos, without] = await screen.findAllByTestId('service-ticket');
    expect(within(withPhotos!).getByText('Foto dari tim servis')).toBeInTheDocument();
    const checked = withPhotos!.querySelector('[data-stage="checked"]') as HTMLElement;
    const repair = withPhotos!.querySelector('[data-stage="in_repair"]') as HTMLElement;
    expect(checked).toHaveTextContent('Diperiksa teknisi');
    expect(within(checked).getByRole('img').getAttribute('alt')).toBe('Foto dari tim servis, tahap Diperiksa teknisi (1 dari 1)');
    expect(
      within(repair)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Foto dari tim servis, tahap Sedang diperbaiki (1 dari 2)', 'Foto dari tim servis, tahap Sedang diperbaiki (2 dari 2)']);
    expect(
      within(repair)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([photo(2, 'in_repair').url, photo(3, 'in_repair').url]);
    expect(within(without!).queryByText('Foto dari tim servis')).toBeNull();
    expect(within(without!).queryByRole('img')).toBeNull();
  });
});
