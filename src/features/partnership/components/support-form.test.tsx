import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountFixture } from '@/test/fixtures';
import { render } from '@/test/render';
import { SupportForm } from './support-form';

// The support request's hand-over place and photo (docs/decisions/310-submissions-in-the-studio.md): the published
// centres and their pickup/drop points as one grouped choice, and a photo of the wrong type refused before sending.
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const region = (id: string, name: string) => ({ id, name });
const centre = {
  id: 3,
  name: 'Denka Service Center Jakarta',
  slug: 'denka-jakarta',
  address: 'Jl. Gunung Sahari',
  phone: '021',
  whatsapp: '0812',
  email: 'servis@denka.test',
  hours: null,
  opening_hours: null,
  lat: -6.1,
  lng: 106.8,
  province: region('31', 'DKI Jakarta'),
  city: region('31.71', 'Jakarta Pusat'),
  brands: [],
  services: [],
  pickup_points: [
    {
      id: 9,
      name: 'Titik Bekasi',
      address: 'Jl. Ahmad Yani',
      phone: '021',
      opening_hours: '09.00–17.00',
      province: region('32', 'Jawa Barat'),
      city: region('32.75', 'Bekasi'),
      service_center_id: 3,
    },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('SupportForm', () => {
  it('offers the centres and their pickup points; a PDF as the photo is refused before anything is sent', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('v2/service_center')) return json({ data: [centre] });
      if (url.includes('v2/product/brands')) return json({ data: [] });
      return json({ message: 'x' }, 404);
    });
    // The file dialog's "all files" choice: the accept filter is a hint, not a guard.
    const user = userEvent.setup({ applyAccept: false });
    render(<SupportForm />);
    await user.click(screen.getByRole('combobox', { name: /Tempat menyerahkan unit/ }));
    expect(await screen.findByRole('option', { name: 'Denka Service Center Jakarta — Jakarta Pusat', hidden: true })).toBeInTheDocument();
    const pickup = screen.getByRole('option', { name: 'Titik Bekasi — Bekasi (Denka Service Center Jakarta)', hidden: true });
    fireEvent.click(pickup);
    expect(screen.getByRole('combobox', { name: /Tempat menyerahkan unit/ })).toHaveValue(
      'Titik Bekasi — Bekasi (Denka Service Center Jakarta)',
    );

    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['%PDF-1.4'], 'retak.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Kirim permintaan' }));
    expect(await screen.findByText('Jenis berkas tidak diterima.')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([u]) => String(u).includes('v2/support/store'))).toBe(false);
  });

  it('takes up to four photos in one field; a fifth, or one photo chosen twice, is refused before anything is sent', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('v2/service_center')) return json({ data: [centre] });
      if (url.includes('v2/product/brands')) return json({ data: [] });
      return json({ message: 'x' }, 404);
    });
    const user = userEvent.setup();
    render(<SupportForm />);
    expect(screen.getByText('Opsional. Sampai 4 foto JPG atau PNG, masing-masing maksimal 5 MB')).toBeInTheDocument();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.multiple).toBe(true);
    const photos = [1, 2, 3, 4, 5].map((n) => new File([String(n)], `kerusakan-${n}.jpg`, { type: 'image/jpeg' }));
    await user.upload(input, photos);
    await user.click(screen.getByRole('button', { name: 'Kirim permintaan' }));
    expect(await screen.findByText('Paling banyak 4 foto.')).toBeInTheDocument();
    await user.upload(input, [photos[0]!, photos[0]!]);
    await user.click(screen.getByRole('button', { name: 'Kirim permintaan' }));
    expect(await screen.findByText('Berkas yang sama terlampir dua kali.')).toBeInTheDocument();
    // Four different photos: nothing to say about them (the other fields are still empty).
    await user.upload(input, photos.slice(0, 4));
    await user.click(screen.getByRole('button', { name: 'Kirim permintaan' }));
    await waitFor(() => expect(screen.queryByText('Berkas yang sama terlampir dua kali.')).toBeNull());
    expect(screen.queryByText('Paling banyak 4 foto.')).toBeNull();
    expect(fetchSpy.mock.calls.some(([u]) => String(u).includes('v2/support/store'))).toBe(false);
  });

  const account = accountFixture({ name: 'Sari Wijaya', email: 'sari@contoh.id' });

  it("fills the signed-in account's name and e-mail, still editable, and never over what the visitor typed", async () => {
    let answerMe: (r: Response) => void = () => {};
    const meAnswered = new Promise<Response>((resolve) => (answerMe = resolve));
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('v2/account/me')) return meAnswered;
      if (url.includes('v2/service_center')) return json({ data: [centre] });
      if (url.includes('v2/product/brands')) return json({ data: [] });
      return json({ message: 'x' }, 404);
    });
    const user = userEvent.setup();
    render(<SupportForm />);
    const name = screen.getByRole('textbox', { name: /^Nama/ });
    const email = screen.getByRole('textbox', { name: /^Email/ });
    // The visitor starts typing a name before the account is known: it stays theirs; the e-mail is filled.
    await user.type(name, 'Budi');
    answerMe(json({ data: account }));
    await waitFor(() => expect(email).toHaveValue('sari@contoh.id'));
    expect(name).toHaveValue('Budi');
    expect(screen.getByRole('textbox', { name: /^Nomor telepon/ })).toHaveValue('');
    // Editable: the visitor may send it under another address.
    await user.clear(email);
    await user.type(email, 'kantor@contoh.id');
    expect(email).toHaveValue('kantor@contoh.id');
  });

  it('a visitor without a session gets empty contact fields', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('v2/account/me')) return json({ data: null });
      if (url.includes('v2/service_center')) return json({ data: [centre] });
      if (url.includes('v2/product/brands')) return json({ data: [] });
      return json({ message: 'x' }, 404);
    });
    render(<SupportForm />);
    await waitFor(() =>
      expect(fetchSpy.mock.calls.some(([u]) => String(u instanceof Request ? u.url : u).includes('v2/account/me'))).toBe(true),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('textbox', { name: /^Nama/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('');
  });
});
