import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { ApplicationForm } from './application-form';

describe('ApplicationForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for a CV of the right type and the UU PDP consent before sending', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render(<ApplicationForm position="sales-1" />);
    expect(screen.getByText(/UU PDP/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kirim lamaran' }));
    expect(await screen.findByText('Lampirkan berkas.')).toBeInTheDocument();
    expect(screen.getByText('Anda harus menyetujui ketentuan ini.')).toBeInTheDocument();

    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('.pdf,.doc,.docx');
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    await user.click(screen.getByRole('button', { name: 'Kirim lamaran' }));
    expect(await screen.findByText('Jenis berkas tidak diterima.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Nomor identitas' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Kirim lamaran' }));
    expect(await screen.findByText('NIK harus 16 angka.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  }, 20_000);
});
