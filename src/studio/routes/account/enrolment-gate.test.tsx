import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StudioLayout } from '@/studio/components/studio-layout';
import { render } from '@/test/render';

// A member whose role requires two-factor login and who has none (docs/decisions/130) sees only the enrolment
// screen, on any studio address; once the code is confirmed and the recovery codes put away, the studio opens.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('studio: the enrolment screen of a role that requires two-factor login', () => {
  it('shows only the enrolment until it is done, then the studio', async () => {
    let enrolled = false;
    const staff = { id: 4, email: 'editor@denka.test', name: 'Eka', role: 'editor' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const path = new URL(url, 'http://studio.test').pathname.replace(/^\/api\/cms\//, '');
        if (path === 'studio/session') return json(200, { data: { staff: { ...staff, must_enrol_totp: !enrolled } } });
        if (path === 'studio/account')
          return json(200, { data: { totp_enabled: enrolled, totp_required: true, recovery_codes_left: enrolled ? 10 : 0, sessions: [] } });
        if (path === 'studio/account/totp/setup') return json(200, { data: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x' } });
        if (path === 'studio/account/totp/enable' && init?.method === 'POST') {
          enrolled = true;
          return json(200, { data: { recovery_codes: ['abcde-fghij'] } });
        }
        if (path === 'studio/collections') return json(200, { data: [] });
        return json(403, { message: 'Peran Anda mewajibkan verifikasi dua langkah.', code: 'two_factor_required' });
      }),
    );
    render(<StudioLayout />, { route: '/studio/inbox' });
    expect(await screen.findByTestId('totp-required')).toHaveTextContent('Peran Anda mewajibkan verifikasi dua langkah');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Aktifkan verifikasi dua langkah' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Kode dari aplikasi/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Konfirmasi dan aktifkan' }));
    expect(await screen.findByTestId('recovery-codes')).toHaveTextContent('abcde-fghij');
    // Still the gate while the codes are on screen: they are shown only this once.
    expect(screen.getByTestId('totp-required')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sudah saya simpan' }));
    expect(await screen.findByRole('navigation', { name: 'Navigasi studio' })).toBeInTheDocument();
    expect(screen.queryByTestId('totp-required')).not.toBeInTheDocument();
  });
});
