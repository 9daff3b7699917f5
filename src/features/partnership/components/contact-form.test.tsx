import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { ContactForm } from './contact-form';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Nama' }), 'Budi');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'budi@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Nomor telepon' }), '081234567890');
  await user.type(screen.getByRole('textbox', { name: 'Pesan' }), 'Halo');
}

describe('ContactForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('validates with the shared schema before sending anything', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByRole('textbox', { name: 'Nomor telepon' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Kirim pesan' }));
    expect(await screen.findAllByText('Wajib diisi.')).toHaveLength(3);
    expect(screen.getByText('Nomor telepon Indonesia tidak valid (08…, 62… atau +62…).')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends multipart with an Idempotency-Key, shows the server message, keeps the key for the retry', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json({ message: 'Periksa kembali isian formulir.', errors: { email: ['Alamat email sudah diblokir.'] } }, 400))
      .mockResolvedValueOnce(json({ message: 'ok', data: { reference: '0b8f2d9e-1111-4222-8333-444455556666' } }, 201));
    const user = userEvent.setup();
    const { router } = render(<ContactForm />, {
      routes: [{ path: '/thankyousubmit', element: <p>thanks</p> }],
      path: '/contact',
      route: '/contact',
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Kirim pesan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Periksa kembali isian formulir.');
    expect(screen.getAllByText('Alamat email sudah diblokir.').length).toBeGreaterThan(0);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toContain('v2/inquiry/store');
    expect(init?.body).toBeInstanceOf(FormData);
    const key = new Headers(init?.headers).get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(screen.getByRole('button', { name: 'Kirim pesan' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/thankyousubmit'));
    expect(new Headers(fetchSpy.mock.calls[1]![1]?.headers).get('Idempotency-Key')).toBe(key);
  });

  it('says the message is saved on the device when the service worker queued it', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json({ queued: true }, 202));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Kirim pesan' }));
    expect(await screen.findByText('Tersimpan di perangkat — akan dikirim otomatis saat online')).toBeInTheDocument();
  });
});
