import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { LoginPage } from './login-page';

// The studio's login (docs/decisions/250-staff-studio.md): field errors from the contract's schema before any
// request, the server's own message (already in the staff member's language) on a refusal, then the page
// the staff member came for — a studio page only.
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const staff = { id: 1, email: 'a@denka.test', name: 'Ani', role: 'editor', must_enrol_totp: false };

afterEach(() => vi.unstubAllGlobals());

function setup(route: string, login: (body: { email: string; password: string; code?: string }) => Response) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return login(JSON.parse(String(init.body)) as { email: string; password: string; code?: string });
    return json(401, { message: 'Belum masuk.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  const view = render(<LoginPage />, {
    route,
    path: '/studio/login',
    routes: [
      { path: '/studio/c/:collection', element: <p>LIST</p> },
      { path: '/studio', element: <p>HOME</p> },
      { path: '*', element: <p>ELSEWHERE</p> },
    ],
  });
  return { ...view, fetchMock };
}

describe('studio login page', () => {
  it('checks the fields before sending anything', async () => {
    const { fetchMock } = setup('/studio/login', () => json(200, { data: { staff } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Masuk' }));
    expect(await screen.findAllByText('Wajib diisi.')).toHaveLength(2);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal, then goes to the page asked for", async () => {
    let attempt = 0;
    setup('/studio/login?next=%2Fstudio%2Fc%2Fproducts', ({ password }) => {
      attempt += 1;
      return password === 'benar-sekali' ? json(200, { data: { staff } }) : json(401, { message: 'Email atau kata sandi salah.' });
    });
    await userEvent.type(await screen.findByLabelText(/Email/), 'a@denka.test');
    await userEvent.type(screen.getByLabelText(/Kata sandi/, { selector: 'input' }), 'salah');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email atau kata sandi salah.');
    await userEvent.type(screen.getByLabelText(/Kata sandi/, { selector: 'input' }), 'benar-sekali');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('LIST')).toBeInTheDocument();
    expect(attempt).toBe(2);
  });

  it('never follows a next that leaves the studio', async () => {
    setup('/studio/login?next=%2F%2Fevil.example%2Fstudio', () => json(200, { data: { staff } }));
    await userEvent.type(await screen.findByLabelText(/Email/), 'a@denka.test');
    await userEvent.type(screen.getByLabelText(/Kata sandi/, { selector: 'input' }), 'benar-sekali');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(screen.getByText('HOME')).toBeInTheDocument());
  });

  it('asks for the second factor when the server does, keeps the password and sends the code with it', async () => {
    const bodies: { email: string; password: string; code?: string }[] = [];
    setup('/studio/login', (body) => {
      bodies.push(body);
      if (body.code === '123456') return json(200, { data: { staff } });
      return json(401, { message: 'Masukkan kode 6 angka dari aplikasi autentikator Anda.', second_factor: true });
    });
    expect(screen.queryByLabelText(/Kode verifikasi/)).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Lupa kata sandi?' })).toHaveAttribute('href', '/studio/forgot-password');
    await userEvent.type(await screen.findByLabelText(/Email/), 'a@denka.test');
    await userEvent.type(screen.getByLabelText(/Kata sandi/, { selector: 'input' }), 'benar-sekali');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    // The first ask is a step of the login (a neutral note); a wrong code is an error.
    expect(await screen.findByRole('status')).toHaveTextContent('Masukkan kode 6 angka');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const code = await screen.findByLabelText(/Kode verifikasi/);
    expect(code).toHaveFocus();
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Masukkan kode 6 angka');
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('HOME')).toBeInTheDocument();
    expect(bodies).toEqual([
      { email: 'a@denka.test', password: 'benar-sekali' },
      { email: 'a@denka.test', password: 'benar-sekali', code: '000000' },
      { email: 'a@denka.test', password: 'benar-sekali', code: '123456' },
    ]);
  });
});
