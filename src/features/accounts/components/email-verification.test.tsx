import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountFixture } from '@/test/fixtures';
import { render } from '@/test/render';
import { EmailVerification } from './email-verification';
import { RequireAccount } from './require-account';

// /profile's e-mail verification (docs/decisions/133-warranty-registration-subscriptions.md): the mailed link's token
// is sent once and leaves the address; an unverified account is offered the link.
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const url = (input: RequestInfo | URL) => String(input instanceof Request ? input.url : input);
const view = () => <RequireAccount>{(account) => <EmailVerification account={account} />}</RequireAccount>;

describe('EmailVerification', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the link token once, takes it out of the address and says the e-mail is verified', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (url(input).includes('v2/account/email-verification/confirm')) {
        expect(JSON.parse(String(init?.body))).toEqual({ token: '7.1999999999.abc' });
        return json({ data: accountFixture({ email_verified: true }) });
      }
      if (url(input).includes('v2/account/me')) return json({ data: accountFixture() });
      return json({ message: 'x' }, 404);
    });
    const { router } = render(view(), { path: '/profile', route: '/profile?verifikasi=7.1999999999.abc&x=1' });
    expect(await screen.findByText('Email terverifikasi')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?x=1');
    expect(fetchSpy.mock.calls.filter(([u]) => url(u).includes('confirm'))).toHaveLength(1);
  });

  it('a refused link says so and still offers a new one; sending one shows the server answer', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      if (url(input).includes('v2/account/email-verification/confirm'))
        return json({ message: 'Tautan verifikasi tidak valid atau sudah kedaluwarsa.' }, 400);
      if (url(input).includes('v2/account/email-verification')) return json({ message: 'Tautan verifikasi dikirim ke email Anda.' });
      if (url(input).includes('v2/account/me')) return json({ data: accountFixture() });
      return json({ message: 'x' }, 404);
    });
    const user = userEvent.setup();
    render(view(), { path: '/profile', route: '/profile?verifikasi=rusak' });
    expect(await screen.findByText('Tautan verifikasi tidak valid atau sudah kedaluwarsa.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kirim tautan verifikasi' }));
    expect(await screen.findByText('Tautan verifikasi dikirim ke email Anda.')).toBeInTheDocument();
  });

  it('a verified account sees no notice', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ data: accountFixture({ email_verified: true }) }));
    render(
      <RequireAccount>
        {(account) => (
          <>
            <p>{account.name}</p>
            <EmailVerification account={account} />
          </>
        )}
      </RequireAccount>,
    );
    expect(await screen.findByText('Budi')).toBeInTheDocument();
    expect(screen.queryByText('Email belum diverifikasi')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kirim tautan verifikasi' })).not.toBeInTheDocument();
  });
});
