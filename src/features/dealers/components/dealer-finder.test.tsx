import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { sampleDealers } from '../lib/test-dealers';
import { DealerFinder } from './dealer-finder';

const page = (data: unknown[]) => ({
  data: { current_page: 1, last_page: 1, total: data.length, per_page: 1000, from: 1, to: data.length, data },
});

/** Answers the dealer endpoints from the sample dealers; `failDealers` makes the list call fail. */
function mockApi({ failDealers = false } = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname.endsWith('v2/authorized_store')) return failDealers ? json({ message: 'down' }, 503) : json(page(sampleDealers));
    // Region endpoints fail: the finder must fall back to regions derived from the dealers.
    return json({ message: 'unavailable' }, 503);
  });
}

const cardNames = () => screen.getAllByTestId('dealer-card').map((card) => within(card).getByRole('heading').textContent);

describe('DealerFinder', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists dealers by name with call, WhatsApp and directions links', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi();
    render(<DealerFinder />, { route: '/authorized-store' });
    expect(await screen.findByText('4 dealer ditemukan')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Adi Foto Medan', 'Bintang Audio Bandung', 'Cahaya Optik Cimahi', 'Kamera Jaya Jakarta']);
    const medan = screen.getAllByTestId('dealer-card')[0] as HTMLElement;
    expect(within(medan).getByRole('link', { name: 'Telepon Adi Foto Medan' })).toHaveAttribute('href', 'tel:0215550101');
    expect(within(medan).getByRole('link', { name: 'WhatsApp Adi Foto Medan' })).toHaveAttribute('href', 'https://wa.me/628111000111');
    expect(within(medan).getByRole('link', { name: /Petunjuk arah ke Adi Foto Medan/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=3.5776,98.6926',
    );
    expect(screen.getByTestId('data-as-of')).toHaveTextContent(/Data per/);
  });

  it('switches between offline and online stores with a tap or the arrow keys (a radio group named "Jenis toko")', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = mockApi();
    const user = userEvent.setup();
    render(<DealerFinder />, { route: '/authorized-store' });
    await screen.findByText('4 dealer ditemukan');
    const group = screen.getByRole('radiogroup', { name: 'Jenis toko' });
    const offline = within(group).getByRole('radio', { name: 'Toko offline' });
    const online = within(group).getByRole('radio', { name: 'Toko online' });
    expect(offline).toBeChecked();
    const readsOnline = () =>
      fetch.mock.calls.some(([input]) => new URL(String(input), 'http://localhost').searchParams.get('type') === 'online_store');
    expect(readsOnline()).toBe(false);

    await user.click(screen.getByText('Toko online'));
    expect(online).toBeChecked();
    await waitFor(() => expect(readsOnline()).toBe(true));

    online.focus();
    await user.keyboard('{ArrowLeft}');
    expect(offline).toBeChecked();
    expect(offline).toHaveFocus();
  });

  it('narrows by province then city, and sorts descending', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi();
    const user = userEvent.setup();
    render(<DealerFinder />, { route: '/authorized-store' });
    await screen.findByText('4 dealer ditemukan');
    expect(screen.getByLabelText('Kota')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Provinsi'), 'Jawa Barat');
    expect(await screen.findByText('2 dealer ditemukan')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Kota'), 'Kota Bandung');
    expect(await screen.findByText('1 dealer ditemukan')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Bintang Audio Bandung']);

    await user.selectOptions(screen.getByLabelText('Kota'), '');
    await user.selectOptions(screen.getByLabelText('Urutkan'), 'desc');
    await waitFor(() => expect(cardNames()).toEqual(['Cahaya Optik Cimahi', 'Bintang Audio Bandung']));
  });

  it('searches by dealer name or city and shows the empty state', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi();
    const user = userEvent.setup();
    render(<DealerFinder variant="app" />, { route: '/authorized-store-app' });
    await screen.findByText('4 dealer ditemukan');
    await user.type(screen.getByLabelText('Cari dealer'), 'medan');
    await waitFor(() => expect(cardNames()).toEqual(['Adi Foto Medan']));
    await user.clear(screen.getByLabelText('Cari dealer'));
    await user.type(screen.getByLabelText('Cari dealer'), 'papua');
    expect(await screen.findByText('Dealer tidak ditemukan')).toBeInTheDocument();
  });

  it('shows an error with a retry when the dealers cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = mockApi({ failDealers: true });
    const user = userEvent.setup();
    render(<DealerFinder />, { route: '/authorized-store' });
    expect(await screen.findByText(/Data tidak dapat dimuat/)).toBeInTheDocument();
    fetchMock.mockRestore();
    mockApi();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('4 dealer ditemukan')).toBeInTheDocument();
  });

  it('sorts nearest first with distances once the position is granted', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi();
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: -6.2, longitude: 106.8166 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    const user = userEvent.setup();
    render(<DealerFinder />, { route: '/authorized-store' });
    await screen.findByText('4 dealer ditemukan');
    await user.selectOptions(screen.getByLabelText('Urutkan'), 'near');
    await waitFor(() =>
      expect(cardNames()).toEqual(['Kamera Jaya Jakarta', 'Bintang Audio Bandung', 'Adi Foto Medan', 'Cahaya Optik Cimahi']),
    );
    expect(screen.getAllByTestId('dealer-distance')[0]).toHaveTextContent(/^\d+,\d km$/);
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(navigator, 'geolocation');
  });
});
