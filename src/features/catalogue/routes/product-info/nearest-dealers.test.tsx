import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { productDetailFixture } from '@/test/fixtures';
import { NearestDealers } from './nearest-dealers';

// The city list is not in the page until asked for (docs/decisions/113-first-screen.md): a dropdown mounted
// hidden from the start is positioned, and re-rendered synchronously, while the product page hydrates.
describe('NearestDealers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('mounts the city list only when it is opened', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({ data: [{ id: '3273', name: 'Kota Bandung', province_id: '32' }] }),
    );
    const { container } = render(<NearestDealers product={productDetailFixture()} />);
    const input = await screen.findByPlaceholderText('atau pilih kota');
    expect(document.querySelector('[role="listbox"]')).toBeNull();
    expect(container.ownerDocument.querySelector('.mantine-Select-dropdown')).toBeNull();
    fireEvent.click(input);
    await waitFor(() => expect(document.querySelector('.mantine-Select-dropdown')).not.toBeNull());
  });
});
