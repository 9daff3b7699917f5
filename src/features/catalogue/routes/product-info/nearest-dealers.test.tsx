import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { productDetailFixture } from '@/test/fixtures';
import { NearestDealers } from './nearest-dealers';

// The city list is neither downloaded nor hydrated with the product page (docs/decisions/113-first-screen.md):
// a plain field drawn as the Select stands in until the visitor reaches for it.
describe('NearestDealers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('brings the city list when the field is reached for, keeping focus and what was typed', async () => {
    const reads: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      reads.push(String(input instanceof Request ? input.url : input));
      return Response.json({
        data: [
          { id: '3273', name: 'Kota Bandung', province_id: '32', store_count: 4 },
          { id: '3171', name: 'Kota Jakarta Selatan', province_id: '31', store_count: 9 },
        ],
      });
    });
    render(<NearestDealers product={productDetailFixture()} />);
    const field = await screen.findByRole('textbox', { name: 'Pilih kota' });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(document.querySelector('.mantine-Select-dropdown')).toBeNull();
    expect(reads).toEqual([]); // nothing read until asked

    field.focus();
    fireEvent.change(field, { target: { value: 'Band' } });
    const select = await screen.findByRole('combobox', { name: 'Pilih kota' });
    expect(select).toHaveFocus();
    expect(select).toHaveValue('Band');
    // Open (jsdom has no layout, so Mantine's popover keeps it display: none: found with `hidden`).
    await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'true'));
    expect(await screen.findByRole('option', { name: 'Kota Bandung', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Kota Jakarta Selatan', hidden: true })).toBeNull();
    expect(reads.some((url) => url.includes('list_city'))).toBe(true);

    fireEvent.click(screen.getByRole('option', { name: 'Kota Bandung', hidden: true }));
    await waitFor(() => expect(select).toHaveValue('Kota Bandung'));

    await waitFor(() => expect(reads.some((url) => url.includes('city_id=3273'))).toBe(true));
  });
});
