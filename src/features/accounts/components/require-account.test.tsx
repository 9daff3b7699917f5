import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { RequireAccount } from './require-account';
import { WarrantyStatus } from './warranty-status';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('RequireAccount', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends a visitor to /login with the way back', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json({ data: null }, 200));
    const { router } = render(<RequireAccount>{(a) => <p>{a.name}</p>}</RequireAccount>, {
      path: '/password',
      route: '/password',
      routes: [{ path: '/login', element: <p>login page</p> }],
    });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fpassword');
  });

  it('shows a retry when the account cannot be read', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('offline'));
    render(<RequireAccount>{(a) => <p>{a.name}</p>}</RequireAccount>);
    expect(await screen.findByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});

describe('WarrantyStatus', () => {
  it('shows each cover end date and the open replacement window', () => {
    render(
      <WarrantyStatus
        status={{
          product: { id: 1, slug: 'x', name: 'Lark M2' },
          brand: { slug: 'hollyland', name: 'Hollyland' },
          serial_number: 'HL-1',
          purchase_date: '2025-01-31',
          activated: true,
          activated_at: '2025-02-01T00:00:00Z',
          coverage: {
            unit: { months: 24, until: '2027-01-31', active: true },
            accessories: { months: 6, until: '2025-07-31', active: true },
            battery: { months: 6, until: '2025-07-31', active: true },
          },
          replacement: { days: 14, until: '2025-02-14', open: true },
          as_of: '2025-02-10',
        }}
      />,
    );
    expect(screen.getByText('Garansi aktif')).toBeInTheDocument();
    expect(screen.getByText(/Penggantian unit baru sampai 14 Februari 2025/)).toBeInTheDocument();
    expect(screen.getByText('31 Januari 2027')).toBeInTheDocument();
    expect(screen.getAllByText('31 Juli 2025')).toHaveLength(2);
  });
});
