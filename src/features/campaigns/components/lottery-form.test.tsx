import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { LotteryForm } from './lottery-form';

describe('LotteryForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('limits the address to 100 characters and checks the purchase window and the minimum', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    render(<LotteryForm />);
    const address = screen.getByRole('textbox', { name: 'Alamat lengkap' });
    await user.click(address);
    await user.paste('x'.repeat(120));
    expect(address).toHaveValue('x'.repeat(100));
    expect(screen.getByText('100/100')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Tanggal pembelian', { exact: false }), '2023-01-05');
    await user.type(screen.getByRole('textbox', { name: 'Total pembelian (Rp)' }), '999999');
    await user.click(screen.getByRole('button', { name: 'Daftar undian' }));
    expect(await screen.findByText('Tanggal pembelian harus antara 1 Agustus dan 31 Desember 2022.')).toBeInTheDocument();
    expect(screen.getByText('Total pembelian minimal Rp 1.000.000.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  }, 20_000);
});
