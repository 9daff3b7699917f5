import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { LoginForm } from './login-form';
import { accountFixture } from '@/test/fixtures';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ACCOUNT = accountFixture();

describe('LoginForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('validates with the shared schema before sending anything', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    render(<LoginForm />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'bukan-email');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Alamat email tidak valid.')).toBeInTheDocument();
    expect(screen.getByText('Wajib diisi.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the server refusal, then logs in with the cookie and goes back to a same-site `next`', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json({ message: 'Email atau kata sandi salah.' }, 401))
      .mockResolvedValueOnce(json({ data: ACCOUNT }, 200));
    const user = userEvent.setup();
    const { router } = render(<LoginForm />, {
      path: '/login',
      route: '/login?next=%2Fpassword',
      routes: [{ path: '/password', element: <p>password page</p> }],
    });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'budi@contoh.id');
    await user.type(screen.getByLabelText(/Kata sandi/), 'rahasia-kamera-1');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email atau kata sandi salah.');
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toContain('v2/account/login');
    expect(init?.credentials).toBe('same-origin');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'budi@contoh.id', password: 'rahasia-kamera-1' });

    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/password'));
  });

  it('refuses a `next` on another site and goes to /profile instead', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json({ data: ACCOUNT }, 200));
    const user = userEvent.setup();
    const { router } = render(<LoginForm />, {
      path: '/login',
      route: '/login?next=%2F%2Fevil.example%2Fx',
      routes: [{ path: '/profile', element: <p>profile</p> }],
    });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'budi@contoh.id');
    await user.type(screen.getByLabelText(/Kata sandi/), 'rahasia-kamera-1');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});
